import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

type FigureCardProps = {
  label: string;
  value: number;
  /** The list this figure counts, filtered as the figure is. */
  to: string;
  icon: SvgIconComponent;
  hint: string;
};

const count = new Intl.NumberFormat('en-UG');

/** One Home count; the whole card links to its list (ruling 3). */
export function FigureCard({ label, value, to, icon: Icon, hint }: FigureCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={to}
        sx={{
          height: '100%',
          p: { xs: 1.5, sm: 2 },
          display: 'flex',
          alignItems: 'flex-start',
          gap: 2,
        }}
      >
        <Box
          aria-hidden
          sx={{
            // A phone keeps the width for the words.
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Icon />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
            {label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {count.format(value)}
          </Typography>
          <Typography variant="caption" sx={{ color: 'primary.dark' }}>
            {hint}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The card's shape while the figures load. */
export function FigureCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ p: 2, display: 'flex', gap: 2 }}>
      <Skeleton
        variant="circular"
        width={44}
        height={44}
        sx={{ display: { xs: 'none', sm: 'block' } }}
      />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="70%" />
        <Skeleton width="40%" height={40} />
        <Skeleton width="50%" />
      </Box>
    </Card>
  );
}
