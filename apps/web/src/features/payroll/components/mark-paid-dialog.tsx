import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  PAYOUT_CHANNELS,
  PAYROLL_MESSAGES,
  formatPhone,
  formatUGX,
  linePaidSchema,
  type BatchLine,
  type LinePaid,
  type PayoutChannel,
} from '@app/contract';
import { FormDialog } from '../../../components/form-dialog';
import { toast } from '../../../lib/toast';
import { useMarkLinePaid } from '../api/mark-line-paid';
import { CHANNEL_LABEL, channelOfNumber } from '../labels';
import { PayrollForm, ReasonField, useProblem } from './payroll-form';

type MarkPaidDialogProps = {
  open: boolean;
  batchId: number;
  /** Kept while the dialog closes, so it does not change face. */
  line: BatchLine | null;
  onClose: () => void;
};

/** "Mark paid" for one line: paid by MTN, Airtel or bank with the transaction id, or failed. */
export function MarkPaidDialog({ open, batchId, line, onClose }: MarkPaidDialogProps) {
  return (
    <FormDialog open={open && !!line} onClose={onClose} maxWidth="xs" fullScreenOnPhone={false}>
      {open && line ? <MarkPaidForm batchId={batchId} line={line} onClose={onClose} /> : null}
    </FormDialog>
  );
}

type Errors = Partial<Record<'channel' | 'providerTxnId' | 'reason', string>>;

function MarkPaidForm({
  batchId,
  line,
  onClose,
}: {
  batchId: number;
  line: BatchLine;
  onClose: () => void;
}) {
  const mark = useMarkLinePaid();
  const [outcome, setOutcome] = useState<'paid' | 'failed'>('paid');
  const [initialChannel] = useState<PayoutChannel | ''>(channelOfNumber(line.msisdn) ?? '');
  const [channel, setChannel] = useState(initialChannel);
  const [txn, setTxn] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { problem, setProblem, refused } = useProblem();

  const submit = () => {
    const body: LinePaid =
      outcome === 'paid'
        ? { paid: true, channel: channel as PayoutChannel, providerTxnId: txn }
        : { paid: false, reason };
    const checked = linePaidSchema.safeParse(body);
    if (!checked.success) {
      const next: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setProblem(undefined);
    mark.mutate(
      { batchId, lineId: line.id, body: checked.data },
      {
        onSuccess: () => {
          toast.success(
            outcome === 'paid' ? PAYROLL_MESSAGES.linePaid : PAYROLL_MESSAGES.lineFailed,
          );
          onClose();
        },
        onError: refused,
      },
    );
  };

  return (
    <PayrollForm
      title="Mark paid"
      dirty={outcome !== 'paid' || channel !== initialChannel || txn !== '' || reason !== ''}
      busy={mark.isPending}
      closeLabel="Cancel"
      submitLabel={outcome === 'paid' ? 'Mark paid' : 'Mark failed'}
      problem={problem}
      onSubmit={submit}
    >
      <Typography variant="body2">
        {line.nurseName}, {formatPhone(line.msisdn)}: <strong>{formatUGX(line.amount)}</strong>
        <br />
        Reference {line.reference}
      </Typography>
      <RadioGroup
        row
        aria-label="Outcome"
        value={outcome}
        onChange={(event) => setOutcome(event.target.value as 'paid' | 'failed')}
      >
        <FormControlLabel value="paid" control={<Radio />} label="Paid" />
        <FormControlLabel value="failed" control={<Radio />} label="Failed" />
      </RadioGroup>
      {outcome === 'paid' ? (
        <>
          <TextField
            select
            size="small"
            label="Channel"
            required
            value={channel}
            onChange={(event) => setChannel(event.target.value as PayoutChannel)}
            error={!!errors.channel}
            helperText={errors.channel}
          >
            {PAYOUT_CHANNELS.map((c) => (
              <MenuItem key={c} value={c}>
                {CHANNEL_LABEL[c]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Transaction id"
            required
            autoComplete="off"
            value={txn}
            onChange={(event) => setTxn(event.target.value)}
            error={!!errors.providerTxnId}
            helperText={errors.providerTxnId ?? "The provider's transaction id"}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </>
      ) : (
        <ReasonField
          label="Reason"
          value={reason}
          onChange={setReason}
          error={errors.reason}
          hint="Its job goes back to the unpaid list"
          maxLength={300}
        />
      )}
    </PayrollForm>
  );
}
