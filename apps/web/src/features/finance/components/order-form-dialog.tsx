import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FINANCE_MESSAGES, incomeFormSchema, type Income } from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { isApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-resolver';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { toast } from '../../../lib/toast';
import { useCreateIncome } from '../api/create-income';
import { useUpdateIncome } from '../api/update-income';
import { OrderCustomerPicker, customerLabel, type CustomerOption } from './order-customer-picker';
import {
  emptyOrderForm,
  orderCreateBody,
  orderFailureMessage,
  orderFormFrom,
  orderUpdateBody,
  serverFieldErrors,
  type OrderFormValues,
} from './order-form';
import { OrderFormFields } from './order-form-fields';

export type OrderFormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Opened from a customer's profile: the customer is fixed. */
  customer?: CustomerOption;
  /** The entry to correct (ruling 22: saved with PUT); without one a new order is recorded. */
  order?: Income;
  onSaved?: (order: Income) => void;
};

/** Add Order / Edit Order (SPEC 5): every field required but the narration. */
export function OrderFormDialog({ open, ...props }: OrderFormDialogProps) {
  return (
    <FormDialog open={open} onClose={props.onClose}>
      {/* Mounted when opened: a fresh form and a fresh idempotency key per opening. */}
      <OrderForm {...props} />
    </FormDialog>
  );
}

type OrderFormProps = Omit<OrderFormDialogProps, 'open'>;

/** The customer an entry was recorded for, as it carries them. */
export const orderOwner = (order: Income): CustomerOption => ({
  id: order.user_id,
  ...order.User,
});

function OrderForm({ onClose, customer, order, onSaved }: OrderFormProps) {
  const create = useCreateIncome();
  const update = useUpdateIncome();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { control, handleSubmit, setError, formState } = useForm<OrderFormValues>({
    resolver: contractResolver(incomeFormSchema),
    mode: 'onTouched',
    defaultValues: order ? orderFormFrom(order) : emptyOrderForm(customer?.id ?? null),
  });
  const refuse = useInvalidSubmit();
  const busy = create.isPending || update.isPending;

  const failed = (error: unknown, values: OrderFormValues) => {
    for (const [field, message] of serverFieldErrors(error, values.doc_id)) {
      setError(field, { message });
    }
    if (!(isApiError(error) && error.notified)) toast.error(orderFailureMessage(error));
  };
  const saved = (message: string) => (income: Income) => {
    toast.success(message);
    onClose();
    onSaved?.(income);
  };

  const onValid = (values: OrderFormValues) => {
    if (order) {
      update.mutate(
        { id: order.id, body: orderUpdateBody(values, order) },
        { onSuccess: saved(FINANCE_MESSAGES.updated), onError: (e) => failed(e, values) },
      );
    } else {
      create.mutate(
        { body: orderCreateBody(values), idempotencyKey },
        { onSuccess: saved(FINANCE_MESSAGES.created), onError: (e) => failed(e, values) },
      );
    }
  };

  return (
    <FormDialogForm
      title={order ? `Edit Order ${order.doc_id}` : 'Add Order'}
      dirty={formState.isDirty}
      busy={busy}
      submitLabel={order ? 'Update' : 'Save'}
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        * indicates a required field
      </Typography>
      <Box sx={{ mb: 2 }}>
        {customer ? (
          <FixedCustomer customer={customer} />
        ) : (
          <OrderCustomerPicker control={control} initial={order ? orderOwner(order) : null} />
        )}
      </Box>
      <OrderFormFields control={control} />
    </FormDialogForm>
  );
}

/** The customer of an order opened from their profile (not changeable here). */
function FixedCustomer({ customer }: { customer: CustomerOption }) {
  return (
    <Alert severity="info" icon={false}>
      <Typography variant="body2">
        Customer: <strong>{customerLabel(customer)}</strong>
      </Typography>
    </Alert>
  );
}
