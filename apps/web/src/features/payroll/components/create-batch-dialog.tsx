import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PAYROLL_MESSAGES, type Batch } from '@app/contract';
import { FormDialog } from '../../../components/form-dialog';
import { Money } from '../../../components/money';
import { isApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toast } from '../../../lib/toast';
import { useCreateBatch } from '../api/create-batch';
import { PayrollForm, useProblem } from './payroll-form';

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
  return (
    <FormDialog open={open} onClose={props.onClose} maxWidth="xs" fullScreenOnPhone={false}>
      {/* Mounted when opened: each opening is a fresh attempt with its own key. */}
      {open ? <CreateBatchForm {...props} /> : null}
    </FormDialog>
  );
}

function CreateBatchForm({ chosen, onCreated }: Omit<CreateBatchDialogProps, 'open'>) {
  const create = useCreateBatch();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [note, setNote] = useState('');
  const { problem, setProblem, refused } = useProblem();
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
          refused(error);
        },
      },
    );
  };

  return (
    <PayrollForm
      title="Create payout batch"
      dirty={note !== ''}
      busy={create.isPending}
      closeLabel="Cancel"
      submitLabel="Create batch"
      submitDisabled={jobs === 0}
      problem={problem}
      onSubmit={submit}
    >
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
    </PayrollForm>
  );
}
