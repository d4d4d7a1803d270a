import { formatDateTime } from '@app/contract';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Retention, RetentionRun } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailItem } from '../../../components/detail-item';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useRunRetention } from '../api/run-retention';

export const RUN_FAILED = 'The retention run could not be started, please try again';

const TRIGGER_LABELS: Record<RetentionRun['trigger'], string> = {
  schedule: 'Scheduled',
  admin: 'Run by an admin',
};

/** "1 customer", "3 customers". */
const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** What a run did, in one line. */
export function runCounts(run: RetentionRun): string {
  return [
    `${count(run.erasedCustomers, 'customer', 'customers')} and ${count(run.erasedNurses, 'nurse', 'nurses')} erased`,
    `${run.blocked.toLocaleString('en-GB')} blocked`,
    `${count(run.deletedAccessEntries, 'access entry', 'access entries')}`,
    `${count(run.deletedCodes, 'sign-in code', 'sign-in codes')}`,
    `${count(run.deletedSessions, 'session', 'sessions')} removed`,
  ].join(', ');
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** The last run (when, how, what it removed, its error) and the next; "Run now" after a question. */
export function RetentionRuns({ retention }: { retention: Retention }) {
  const run = useRunRetention();
  const [asking, setAsking] = useState(false);
  const last = retention.lastRun;

  const confirm = () =>
    run.mutate(undefined, {
      onSuccess: (done) =>
        done.error
          ? toast.error(`Retention run failed: ${done.error}`)
          : toast.success(`Retention run done: ${runCounts(done)}`),
      onError: (error) => notifyError(error, RUN_FAILED),
      onSettled: () => setAsking(false),
    });

  return (
    <Box
      component="section"
      aria-labelledby="retention-runs-title"
      sx={{ display: 'grid', gap: 1.5, borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography id="retention-runs-title" variant="subtitle1" component="h3">
        Runs
      </Typography>
      <Box sx={grid}>
        <DetailItem label="Last run">
          {last
            ? `${formatDateTime(last.startedAt)} · ${TRIGGER_LABELS[last.trigger]}${
                last.finishedAt ? '' : ' · still running'
              }`
            : 'Never run yet'}
        </DetailItem>
        <DetailItem label="Next run">{formatDateTime(retention.nextRunAt)}</DetailItem>
        {last ? <DetailItem label="Removed">{runCounts(last)}</DetailItem> : null}
      </Box>
      {last?.error ? <Alert severity="error">Last run failed: {last.error}</Alert> : null}
      <Box>
        <Button
          variant="outlined"
          startIcon={run.isPending ? <CircularProgress size={16} /> : <PlayArrow />}
          disabled={run.isPending}
          onClick={() => setAsking(true)}
        >
          Run now
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        title="Run retention now?"
        text="Deleted people past the retention period are erased, and old access entries, sign-in codes and sessions are removed. This cannot be undone."
        confirmLabel="Run now"
        danger
        busy={run.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
