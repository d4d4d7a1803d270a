import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { MSG, formatUGX, shippingFeeValue, type ShopOrder } from '@app/contract';
import { toast } from '../../../lib/toast';

/** The field's message (SPEC 5): 'Required.' when empty, then the contract's rules. */
export function feeError(text: string): string | undefined {
  if (text.trim() === '') return MSG.required;
  const parsed = shippingFeeValue.safeParse(text);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** The contract's message for an empty fee: 'Field not filled'. */
const EMPTY_FEE = shippingFeeValue.safeParse('').error?.issues[0]?.message ?? 'Field not filled';

type ShippingFeeDialogProps = {
  open: boolean;
  order: ShopOrder;
  busy: boolean;
  onClose: () => void;
  /** The new fee in whole UGX (an integer). */
  onSave: (fee: number) => void;
};

export function ShippingFeeDialog({ open, order, busy, onClose, onSave }: ShippingFeeDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>Update Shipping Fee</DialogTitle>
      {/* Mounted while open, so each opening starts from the order's fee. */}
      {open ? <FeeForm order={order} busy={busy} onClose={onClose} onSave={onSave} /> : null}
    </Dialog>
  );
}

function FeeForm({ order, busy, onClose, onSave }: Omit<ShippingFeeDialogProps, 'open'>) {
  const id = useId();
  const [text, setText] = useState(order.shippingFee > 0 ? String(order.shippingFee) : '');
  const [touched, setTouched] = useState(false);
  const error = touched ? feeError(text) : undefined;
  const parsed = shippingFeeValue.safeParse(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    // SPEC 5 / 8: an empty fee is refused with 'Field not filled'.
    if (text.trim() === '') {
      toast.warning(EMPTY_FEE);
      return;
    }
    if (parsed.success) onSave(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 1 }}>
        <DialogContentText id={`${id}-hint`} sx={{ mb: 2 }}>
          Order {order.orderNumber}: subtotal {formatUGX(order.subTotal)}. The amount is recomputed
          as subtotal plus shipping.
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          required
          label="Shipping fee (UGX)"
          name="shippingFee"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          error={!!error}
          helperText={
            error ??
            (parsed.success ? `New amount: ${formatUGX(order.subTotal + parsed.data)}` : ' ')
          }
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Save
        </Button>
      </DialogActions>
    </form>
  );
}
