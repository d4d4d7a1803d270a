import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatUGX } from '@app/contract';
import { errorMessage } from '../../../lib/api-client';
import { useSummary } from '../api/get-summary';
import { monthLabel } from '../month';
import { SummaryCards } from './summary-cards';
import { SummaryChart } from './summary-chart';
import { SummaryTable } from './summary-table';

const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/** The month's reconciliation: a table and a chart of the same figures. */
export function SummarySection({ month }: { month: string }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const query = useSummary(month);
  const data = query.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="recon-summary-title"
      sx={{ p: 2 }}
    >
      <Typography id="recon-summary-title" variant="h6" component="h3" sx={{ mb: 1.5 }}>
        Summary of {monthLabel(month)}
      </Typography>
      {query.isError ? (
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={200} aria-label="Loading the summary" />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
            opacity: query.isPlaceholderData ? 0.6 : 1,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            {phone ? <SummaryCards summary={data} /> : <SummaryTable summary={data} />}
            <Typography variant="body2" sx={{ mt: 1.5 }}>
              Marked Paid by mobile money with no payment behind them:{' '}
              <strong>{formatUGX(data.unbacked.amount)}</strong> ({data.unbacked.count}{' '}
              {data.unbacked.count === 1 ? 'entry' : 'entries'})
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Paid in part, still owed: <strong>{formatUGX(data.shortfall.amount)}</strong> (
              {entries(data.shortfall.count)})
            </Typography>
            {data.overpaid.count > 0 ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                Paid over: <strong>{formatUGX(data.overpaid.amount)}</strong> (
                {entries(data.overpaid.count)})
              </Typography>
            ) : null}
          </Box>
          <SummaryChart summary={data} />
        </Box>
      )}
    </Paper>
  );
}
