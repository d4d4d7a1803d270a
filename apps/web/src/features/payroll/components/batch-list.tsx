import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PAYOUT_BATCH_STATES, type BatchSummary, type PayoutBatchState } from '@app/contract';
import { DateText } from '../../../components/date-text';
import { ListNotice } from '../../../components/list-notice';
import { tableQueryState } from '../../../components/list-status';
import { Money } from '../../../components/money';
import { pathTo } from '../../../config/paths';
import { useUrlParams } from '../../../lib/use-url-params';
import { useBatches } from '../api/get-batches';
import { BATCH_STATE_LABEL } from '../labels';
import { BatchStateChip } from './state-chip';

export const BATCHES_PAGE = 10;

const isState = (value: string | null): value is PayoutBatchState =>
  (PAYOUT_BATCH_STATES as readonly (string | null)[]).includes(value);

/** Payout batches, newest first, filtered by state (?batchState=) and paged (?batchPage=). */
export function BatchList() {
  const [params, update] = useUrlParams();
  const asked = params.get('batchState');
  const state = isState(asked) ? asked : undefined;
  const page = Math.max(1, Number(params.get('batchPage')) || 1);
  const query = useBatches({ state, offset: (page - 1) * BATCHES_PAGE, limit: BATCHES_PAGE });
  const status = tableQueryState(query);
  const pages = Math.ceil((query.data?.count ?? 0) / BATCHES_PAGE);

  const set = (key: string, value: string) =>
    update((next) => {
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'batchPage') next.delete('batchPage');
    });

  return (
    <Box component="section" aria-labelledby="batches-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography id="batches-title" variant="h5" component="h2" sx={{ flex: '1 1 200px' }}>
          Payout batches
        </Typography>
        <TextField
          select
          size="small"
          label="State"
          value={state ?? ''}
          onChange={(event) => set('batchState', event.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">
            <em>All</em>
          </MenuItem>
          {PAYOUT_BATCH_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {BATCH_STATE_LABEL[s]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {status.loading ? <LinearProgress aria-label="Loading payout batches" /> : null}
      <ListNotice offline={status.offline} error={status.error} onRetry={status.onRetry} />
      {query.data && query.data.rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2, color: 'text.secondary' }}>
          No payout batches yet.
        </Paper>
      ) : null}
      {query.data?.rows.length ? (
        <Box
          component="ul"
          aria-label="Payout batches"
          sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {query.data.rows.map((batch) => (
            <BatchRow key={batch.id} batch={batch} />
          ))}
        </Box>
      ) : null}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, next) => set('batchPage', next === 1 ? '' : String(next))}
          sx={{ justifySelf: 'center' }}
        />
      ) : null}
    </Box>
  );
}

function BatchRow({ batch }: { batch: BatchSummary }) {
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <Box
        component={Link}
        to={pathTo.payoutBatch(batch.id)}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 0.5,
          p: 1.5,
          color: 'inherit',
          textDecoration: 'none',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
          <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
            {batch.number}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            <DateText value={batch.createdAt} /> · drafted by {batch.draftedByName ?? 'unknown'}
            {batch.approvedByName ? ` · approved by ${batch.approvedByName}` : ''}
          </Typography>
        </Box>
        <BatchStateChip state={batch.state} />
        <Box sx={{ textAlign: 'right', minWidth: 110 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <Money amount={batch.total} />
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {batch.lineCount === 1 ? '1 line' : `${batch.lineCount} lines`}
          </Typography>
        </Box>
        <ChevronRight sx={{ color: 'text.secondary' }} aria-hidden />
      </Box>
    </Paper>
  );
}
