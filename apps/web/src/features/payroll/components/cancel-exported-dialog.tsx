import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import {
  NOTHING_PAID_OUTCOMES,
  PAYROLL_MESSAGES,
  PROVIDER_OUTCOME_LABEL,
  PROVIDER_OUTCOMES,
  type Batch,
  type ProviderOutcome,
} from '@app/contract';
import { FormDialog } from '../../../components/form-dialog';
import { toast } from '../../../lib/toast';
import { useCancelBatch } from '../api/cancel-batch';
import { PayrollForm, ReasonField, useProblem } from './payroll-form';

export const RELEASED_TEXT =
  'Its pending jobs go back to the unpaid list and can be batched again.';
export const HELD_TEXT =
  "Its pending jobs stay out of new batches until the provider's results are recorded on it: they can still be uploaded after the cancel.";

type Props = { open: boolean; batch: Batch; onClose: () => void };

/**
 * Issue 36: cancelling an Exported or Partly paid batch (ADMIN): its file
 * may be at the provider, so the ADMIN says what the provider did and why.
 * "Nobody was paid" is not offered once a line is recorded paid.
 */
export function CancelExportedDialog({ open, batch, onClose }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} fullScreenOnPhone={false}>
      {open ? <CancelForm batch={batch} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function CancelForm({ batch, onClose }: Omit<Props, 'open'>) {
  const cancel = useCancelBatch();
  const outcomeId = useId();
  const [outcome, setOutcome] = useState<ProviderOutcome | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ outcome?: string; reason?: string }>({});
  const { problem, setProblem, refused } = useProblem();
  const paidLines = batch.lines.some((line) => line.state === 'Paid');

  const submit = () => {
    const next = {
      outcome: outcome ? undefined : PAYROLL_MESSAGES.providerOutcomeRequired,
      reason: reason.trim() ? undefined : PAYROLL_MESSAGES.cancelReasonRequired,
    };
    setErrors(next);
    if (!outcome || next.reason) return;
    setProblem(undefined);
    cancel.mutate(
      { id: batch.id, body: { reason: reason.trim(), providerOutcome: outcome } },
      {
        onSuccess: () => {
          toast.success(PAYROLL_MESSAGES.cancelled(batch.number));
          onClose();
        },
        onError: refused,
      },
    );
  };

  return (
    <PayrollForm
      title={`Cancel ${batch.number}?`}
      dirty={outcome !== '' || reason !== ''}
      busy={cancel.isPending}
      closeLabel="Keep it"
      submitLabel="Cancel batch"
      danger
      problem={problem}
      onSubmit={submit}
    >
      <DialogContentText>
        Its file was exported and may already be at the provider. Say what the provider did and why
        the batch is cancelled.
      </DialogContentText>
      <FormControl error={!!errors.outcome} required>
        <FormLabel id={outcomeId}>What did the provider do?</FormLabel>
        <RadioGroup
          aria-labelledby={outcomeId}
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as ProviderOutcome)}
        >
          {PROVIDER_OUTCOMES.map((o) => (
            <FormControlLabel
              key={o}
              value={o}
              control={<Radio />}
              label={PROVIDER_OUTCOME_LABEL[o]}
              disabled={paidLines && NOTHING_PAID_OUTCOMES.includes(o)}
            />
          ))}
        </RadioGroup>
        {errors.outcome ? <FormHelperText>{errors.outcome}</FormHelperText> : null}
      </FormControl>
      <ReasonField
        label="Why is it cancelled?"
        value={reason}
        onChange={setReason}
        error={errors.reason}
        maxLength={500}
      />
      {outcome ? (
        <Alert severity="info">
          {NOTHING_PAID_OUTCOMES.includes(outcome) ? RELEASED_TEXT : HELD_TEXT}
        </Alert>
      ) : null}
    </PayrollForm>
  );
}
