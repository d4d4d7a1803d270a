import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate, statementQuerySchema, ugandaDate, type NursePayItem } from '@app/contract';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { ListNotice } from '../../../components/list-notice';
import { tableQueryState } from '../../../components/list-status';
import { Money } from '../../../components/money';
import { pathTo } from '../../../config/paths';
import { notifyError } from '../../../lib/notify-error';
import { useDownloadStatement } from '../api/download-statement';
import { useNursePay } from '../api/get-nurse-pay';
import { CHANNEL_LABEL } from '../labels';

export const STATEMENT_FAILED = 'The pay statement could not be downloaded, please try again';

/** The first day of the current month in Kampala, and today. */
function thisMonth() {
  const today = ugandaDate();
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * A nurse profile's Pay tab (issue 25): what the nurse has been paid, batch
 * by batch with the provider's references, and a pay statement PDF for a period.
 */
export function NursePayTab({ nurseId }: { nurseId: number }) {
  const query = useNursePay(nurseId);
  const state = tableQueryState(query);
  const rows = query.data?.rows ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <StatementCard nurseId={nurseId} />
      <Box component="section" aria-labelledby="pay-history-title" sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
          <Typography id="pay-history-title" variant="h6" component="h3" sx={{ flex: 1 }}>
            Pay history
          </Typography>
          {query.data ? (
            <Typography variant="body2">
              Total paid <Money amount={query.data.total} />
            </Typography>
          ) : null}
        </Box>
        {state.loading ? <LinearProgress aria-label="Loading pay history" /> : null}
        <ListNotice offline={state.offline} error={state.error} onRetry={state.onRetry} />
        {query.data && rows.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 2, color: 'text.secondary' }}>
            No payments yet.
          </Paper>
        ) : null}
        {rows.length ? (
          <Box component="ul" aria-label="Pay history" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
            {rows.map((row) => (
              <PayRow key={row.lineId} row={row} />
            ))}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

function PayRow({ row }: { row: NursePayItem }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${row.batchNumber}, ${formatDate(row.paidAt)}`}
      sx={{
        listStyle: 'none',
        p: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
      }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {formatDate(row.paidAt)} ·{' '}
          <Link component={RouterLink} to={pathTo.payoutBatch(row.batchId)}>
            {row.batchNumber}
          </Link>
          {row.careCardNumber ? ` · ${row.careCardNumber}` : ''}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {row.channel ? CHANNEL_LABEL[row.channel] : 'Paid'}
          {row.providerTxnId ? ` ${row.providerTxnId}` : ''} · Reference {row.reference}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, ml: 'auto' }}>
        <Money amount={row.amount} />
      </Typography>
    </Paper>
  );
}

function StatementCard({ nurseId }: { nurseId: number }) {
  const [period, setPeriod] = useState(thisMonth);
  const download = useDownloadStatement();
  const checked = statementQuerySchema.safeParse(period);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="statement-title"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography id="statement-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Pay statement
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          alignItems: 'center',
        }}
      >
        <DateRangeFilter
          from={period.from}
          to={period.to}
          onChange={(key, value) => setPeriod((p) => ({ ...p, [key]: value }))}
        />
        <Button
          variant="contained"
          startIcon={
            download.isPending ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdf />
          }
          disabled={!checked.success || download.isPending}
          onClick={() =>
            checked.success &&
            download.mutate(
              { nurseId, period: checked.data },
              { onError: (error) => notifyError(error, STATEMENT_FAILED) },
            )
          }
        >
          Pay statement
        </Button>
      </Box>
      {!checked.success && period.from && period.to ? (
        <Alert severity="warning">{checked.error.issues[0]?.message}</Alert>
      ) : null}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        A PDF of the period's jobs, days, rates and total, and the payments with their references.
      </Typography>
    </Paper>
  );
}
