import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { PAYROLL_MESSAGES, type Batch } from '@app/contract';
import { Money } from '../../../components/money';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toast } from '../../../lib/toast';
import { useCreateBatch } from '../api/create-batch';

type Chosen = {
  ids: readonly number[];
  /** What the batch pays: the proven days (issue 37), whole UGX. */
  total: number;
  nurseCount: number;
  /** Chosen jobs paying fewer days than they ran (days rejected for want of proof). */
  shortJobs: number;
};

type CreateBatchDialogProps = {
  open: boolean;
  chosen: Chosen;
  onClose: () => void;
  onCreated: (batch: Batch) => void;
};

/** "Create batch": the chosen jobs, their total and an optional note, drafted as one batch. */
export function CreateBatchDialog({ open, ...props }: CreateBatchDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={props.onClose} maxWidth="xs" fullWidth aria-labelledby={id}>
      {/* Mounted when opened: each opening is a fresh attempt with its own key. */}
      {open ? <CreateBatchForm titleId={id} {...props} /> : null}
    </Dialog>
  );
}

function CreateBatchForm({
  titleId,
  chosen,
  onClose,
  onCreated,
}: Omit<CreateBatchDialogProps, 'open'> & { titleId: string }) {
  const create = useCreateBatch();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const jobs = chosen.ids.length;

  const submit = () => {
    setProblem(undefined);
    create.mutate(
      { body: { nurseJobIds: [...chosen.ids], note: note.trim() || null }, idempotencyKey },
      {
        onSuccess: (batch) => {
          toast.success(PAYROLL_MESSAGES.drafted(batch.number));
          onCreated(batch);
        },
        onError: (error) => {
          // A refusal is final for this payload: the next try is a new attempt.
          // A request that may not have arrived keeps its key, so it is drafted once.
          if (isApiError(error) && error.status >= 400) setIdempotencyKey(newIdempotencyKey());
          if (!(isApiError(error) && error.notified)) setProblem(errorMessage(error));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogTitle id={titleId}>Create payout batch</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">
          {jobs === 1 ? '1 job' : `${jobs} jobs`} of{' '}
          {chosen.nurseCount === 1 ? '1 nurse' : `${chosen.nurseCount} nurses`}, total{' '}
          <strong>
            <Money amount={chosen.total} />
          </strong>
          . The batch is drafted; an ADMIN approves it before it is paid.
        </Typography>
        {chosen.shortJobs ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {chosen.shortJobs === 1 ? '1 job pays' : `${chosen.shortJobs} jobs pay`} for fewer days
            than {chosen.shortJobs === 1 ? 'its' : 'their'} days of care: a day rejected for want of
            proof is not paid.
          </Typography>
        ) : null}
        <TextField
          label="Note"
          size="small"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          helperText="Optional, e.g. the period paid"
        />
        {problem ? <Alert severity="error">{problem}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending || jobs === 0}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Create batch
        </Button>
      </DialogActions>
    </form>
  );
}
