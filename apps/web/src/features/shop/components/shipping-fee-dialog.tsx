import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { MSG, formatUGX, shippingFeeValue, type ShopOrder } from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
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
  return (
    <FormDialog open={open} onClose={onClose} busy={busy} maxWidth="xs" fullScreenOnPhone={false}>
      {/* Mounted while open, so each opening starts from the order's fee. */}
      {open ? <FeeForm order={order} busy={busy} onClose={onClose} onSave={onSave} /> : null}
    </FormDialog>
  );
}

function FeeForm({ order, busy, onSave }: Omit<ShippingFeeDialogProps, 'open'>) {
  const id = useId();
  const [initial] = useState(order.shippingFee > 0 ? String(order.shippingFee) : '');
  const [text, setText] = useState(initial);
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
    <FormDialogForm
      title="Update Shipping Fee"
      dirty={text !== initial}
      busy={busy}
      closeLabel="Cancel"
      onSubmit={submit}
    >
      <DialogContentText id={`${id}-hint`} sx={{ mb: 2 }}>
        Order {order.orderNumber}: subtotal {formatUGX(order.subTotal)}. The amount is recomputed as
        subtotal plus shipping.
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
          error ?? (parsed.success ? `New amount: ${formatUGX(order.subTotal + parsed.data)}` : ' ')
        }
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
    </FormDialogForm>
  );
}
