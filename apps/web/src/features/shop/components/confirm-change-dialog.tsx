import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { SHOP_MESSAGES, formatUGX, orderReasonField, type ShopOrder } from '@app/contract';
import type { OrderChange } from '../api/update-order';

type ConfirmChangeDialogProps = {
  /** The change waiting for a reason; the dialog is open while there is one. */
  change: OrderChange | null;
  order: ShopOrder;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** What the change does, in a sentence of the question. */
function question(change: OrderChange, order: ShopOrder) {
  if (change.key === 'status')
    return {
      title: `Move order ${order.orderNumber} from ${order.status} to ${change.value}?`,
      text:
        order.status === 'Completed' || order.status === 'Cancelled'
          ? `This order is ${order.status}. Say why it changes; the order's history keeps the reason.`
          : `This moves the order back. Say why; the order's history keeps the reason.`,
      confirm: `Move to ${change.value}`,
    };
  return {
    title: `Change the shipping fee of a ${order.status} order?`,
    text: `Order ${order.orderNumber} is ${order.status}: the shipping fee goes from ${formatUGX(order.shippingFee)} to ${formatUGX(change.value)} and the amount to ${formatUGX(order.subTotal + change.value)}. Say why; the order's history keeps the reason.`,
    confirm: 'Change the fee',
  };
}

/**
 * Issue 36: a move back, a move out of Completed or Cancelled, or a new fee
 * on such an order is confirmed with a reason (orderChangeNeedsReason).
 */
export function ConfirmChangeDialog({ change, ...rest }: ConfirmChangeDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={change !== null}
      onClose={rest.busy ? undefined : rest.onCancel}
      aria-labelledby={`${id}-title`}
      maxWidth="xs"
      fullWidth
    >
      {/* Mounted while open, so each question starts with an empty reason. */}
      {change ? <ReasonForm change={change} titleId={`${id}-title`} {...rest} /> : null}
    </Dialog>
  );
}

function ReasonForm({
  change,
  order,
  busy,
  onCancel,
  onConfirm,
  titleId,
}: Omit<ConfirmChangeDialogProps, 'change'> & { change: OrderChange; titleId: string }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const asked = question(change, order);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = orderReasonField.safeParse(reason);
    if (!parsed.success) setError(parsed.error.issues[0]?.message);
    else if (!parsed.data) setError(SHOP_MESSAGES.reasonRequired);
    else onConfirm(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>{asked.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{asked.text}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          required
          multiline
          minRows={2}
          label="Reason"
          name="reason"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          error={!!error}
          helperText={error ?? ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {asked.confirm}
        </Button>
      </DialogActions>
    </form>
  );
}
