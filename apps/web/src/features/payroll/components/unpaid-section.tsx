import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths, pathTo } from '../../../config/paths';
import { ListNotice } from '../../../components/list-notice';
import { tableQueryState } from '../../../components/list-status';
import { Money } from '../../../components/money';
import { useUnpaid } from '../api/get-unpaid';
import { chosenJobs, toggleJob, toggleNurse } from '../selection';
import { CreateBatchDialog } from './create-batch-dialog';
import { UnpaidFilters, useUnpaidFilter } from './unpaid-filters';
import { UnpaidList } from './unpaid-list';

/**
 * The jobs waiting for pay: filters, the list grouped by nurse, the running
 * total of the chosen jobs and "Create batch", which opens the new batch.
 */
export function UnpaidSection() {
  const [filter, setFilter] = useUnpaidFilter();
  const query = useUnpaid(filter);
  const state = tableQueryState(query);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [creating, setCreating] = useState(false);
  const nurses = query.data?.nurses ?? [];
  const chosen = chosenJobs(nurses, selected);
  // Issue 37: the listed jobs' days without a check-in and out that no ADMIN decided on.
  const openDays = nurses.reduce(
    (n, nurse) => n + nurse.jobs.reduce((m, job) => m + job.proof.open, 0),
    0,
  );

  return (
    <Box component="section" aria-labelledby="unpaid-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id="unpaid-title" variant="h5" component="h2">
          Unpaid nurse jobs
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Completed jobs not yet paid nor in an open batch. Choose nurses or jobs, then create a
          payout batch: it pays the days the nurse checked in and out, and those an ADMIN approved.
        </Typography>
      </Box>
      <Box
        role="group"
        aria-label="Filters"
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          alignItems: 'center',
        }}
      >
        <UnpaidFilters filter={filter} onChange={setFilter} />
      </Box>
      {state.loading ? <LinearProgress aria-label="Loading unpaid jobs" /> : null}
      <ListNotice offline={state.offline} error={state.error} onRetry={state.onRetry} />
      {query.data ? (
        <Typography variant="body2" aria-live="polite">
          {query.data.jobCount === 1 ? '1 job' : `${query.data.jobCount} jobs`} unpaid, total{' '}
          <strong>
            <Money amount={query.data.total} />
          </strong>
        </Typography>
      ) : null}
      {openDays > 0 ? (
        <Alert severity="warning">
          <Link component={RouterLink} to={paths.visitDays} color="inherit">
            {openDays === 1
              ? '1 day without proof needs a decision'
              : `${openDays} days without proof need a decision`}
          </Link>{' '}
          by an ADMIN before {openDays === 1 ? 'its job' : 'their jobs'} can be paid.
        </Alert>
      ) : null}
      {query.data && nurses.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2, color: 'text.secondary' }}>
          No unpaid jobs for these filters.
        </Paper>
      ) : null}
      {nurses.length ? (
        <UnpaidList
          nurses={nurses}
          selected={selected}
          onToggleNurse={(nurse) => setSelected((s) => toggleNurse(nurse, s))}
          onToggleJob={(jobId) => setSelected((s) => toggleJob(jobId, s))}
        />
      ) : null}
      <Paper
        variant="outlined"
        role="region"
        aria-label="Selected jobs"
        sx={{
          position: 'sticky',
          bottom: 8,
          zIndex: 1,
          p: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Typography variant="body2" sx={{ flex: '1 1 180px' }} aria-live="polite">
          Selected: {chosen.ids.length === 1 ? '1 job' : `${chosen.ids.length} jobs`} ·{' '}
          <strong>
            <Money amount={chosen.total} />
          </strong>
        </Typography>
        <Button
          variant="contained"
          startIcon={<PlaylistAdd />}
          disabled={chosen.ids.length === 0}
          onClick={() => setCreating(true)}
        >
          Create batch
        </Button>
      </Paper>
      <CreateBatchDialog
        open={creating}
        chosen={chosen}
        onClose={() => setCreating(false)}
        onCreated={(batch) => {
          setCreating(false);
          setSelected(new Set());
          void navigate(pathTo.payoutBatch(batch.id));
        }}
      />
    </Box>
  );
}
