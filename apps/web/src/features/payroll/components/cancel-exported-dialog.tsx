import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import {
  NOTHING_PAID_OUTCOMES,
  PAYROLL_MESSAGES,
  PROVIDER_OUTCOME_LABEL,
  PROVIDER_OUTCOMES,
  type Batch,
  type ProviderOutcome,
} from '@app/contract';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCancelBatch } from '../api/cancel-batch';

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
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {open ? <CancelForm titleId={titleId} batch={batch} onClose={onClose} /> : null}
    </Dialog>
  );
}

function CancelForm({ titleId, batch, onClose }: Omit<Props, 'open'> & { titleId: string }) {
  const cancel = useCancelBatch();
  const outcomeId = useId();
  const [outcome, setOutcome] = useState<ProviderOutcome | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ outcome?: string; reason?: string }>({});
  const [problem, setProblem] = useState<string>();
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
        onError: (error) => {
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
      <DialogTitle id={titleId}>{`Cancel ${batch.number}?`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          Its file was exported and may already be at the provider. Say what the provider did and
          why the batch is cancelled.
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
        <TextField
          size="small"
          label="Why is it cancelled?"
          required
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={!!errors.reason}
          helperText={errors.reason}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {outcome ? (
          <Alert severity="info">
            {NOTHING_PAID_OUTCOMES.includes(outcome) ? RELEASED_TEXT : HELD_TEXT}
          </Alert>
        ) : null}
        {problem ? <Alert severity="error">{problem}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending}>
          Keep it
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={cancel.isPending}
          startIcon={cancel.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Cancel batch
        </Button>
      </DialogActions>
    </form>
  );
}
