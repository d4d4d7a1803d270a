import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ConnectionBanner } from '../../../components/connection-banner';

type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode };

/** The centred card of the sign-in screens. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: (t) =>
          `linear-gradient(160deg, ${t.palette.primary.light}22, ${t.palette.grey[100]})`,
      }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <ConnectionBanner />
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'primary.dark', fontWeight: 700 }}
        >
          Care Back-office
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: subtitle ? 1 : 3 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
}
