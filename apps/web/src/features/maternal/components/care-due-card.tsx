import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CARE_RECORD_MESSAGES, addDays, ugandaDate, type CareDueCounts } from '@app/contract';
import { paths } from '../../../config/paths';
import { useCareDueCounts } from '../api/get-care-due-counts';
import { careDueSearch } from '../care-due-params';

const count = new Intl.NumberFormat('en-UG');

/** Each figure, and the worklist filtered as it counts (today's state; the coming 7 days). */
function figuresOf(counts: CareDueCounts, today: string) {
  const list = (filter: Record<string, string>) =>
    `${paths.customersCareDue}${careDueSearch(filter)}`;
  return [
    {
      label: 'Due today',
      value: counts.due,
      to: list({ from: today, to: today, state: 'due' }),
    },
    {
      label: 'Overdue',
      value: counts.overdue,
      to: list({ from: today, to: today, state: 'overdue' }),
    },
    {
      label: 'This week',
      value: counts.this_week,
      to: list({ from: today, to: addDays(today, 6) }),
    },
  ];
}

/**
 * Home's "Care due" card (issue 42): contacts and vaccines due today,
 * overdue, and due in the coming week, each a link to the worklist so
 * filtered. The app puts it on Home (ADR 031).
 */
export function CareDueCard() {
  const query = useCareDueCounts();
  const today = ugandaDate();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="care-due-card-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, px: 2, pt: 1.5 }}>
        <Typography id="care-due-card-title" variant="subtitle1" component="h3">
          Care due
        </Typography>
        <Link component={RouterLink} to={paths.customersCareDue} variant="body2">
          Open the worklist
        </Link>
      </Box>
      {query.isError ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 2, pt: 1 }}>
          {CARE_RECORD_MESSAGES.loadFailed}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gap: 1,
            p: 1,
          }}
        >
          {query.data
            ? figuresOf(query.data, today).map((f) => (
                <CardActionArea
                  key={f.label}
                  component={RouterLink}
                  to={f.to}
                  sx={{ p: 1, borderRadius: 1 }}
                >
                  <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                    {f.label}
                  </Typography>
                  <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                    {count.format(f.value)}
                  </Typography>
                </CardActionArea>
              ))
            : Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={56} />
              ))}
        </Box>
      )}
    </Paper>
  );
}
