import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { customerUpdateSchema, type Customer } from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { contractResolver } from '../../../lib/contract-resolver';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useCreateCustomer, type CustomerCreated } from '../api/create-customer';
import { useUpdateCustomer } from '../api/update-customer';
import { CUSTOMER_MSG } from '../messages';
import {
  createBody,
  customerCreateFormSchema,
  customerFormFrom,
  emptyCustomerForm,
  updateBody,
  type CustomerFormValues,
} from './customer-form';
import { CustomerConsentField } from './customer-consent-field';
import { CustomerOrderFields } from './customer-order-fields';
import { CustomerProfileFields } from './customer-profile-fields';

type CustomerFormDialogProps = {
  open: boolean;
  /** The customer to edit; without one the dialog adds a customer. */
  customer?: Customer;
  onClose: () => void;
  onCreated?: (created: CustomerCreated) => void;
};

/** Add Customer / Edit Profile (SPEC 5): validated with the contract's schemas. */
export function CustomerFormDialog({
  open,
  customer,
  onClose,
  onCreated,
}: CustomerFormDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="md">
      {/* The dialog mounts its content when opened: each opening starts a fresh form. */}
      <CustomerForm customer={customer} onClose={onClose} onCreated={onCreated} />
    </FormDialog>
  );
}

type CustomerFormProps = Omit<CustomerFormDialogProps, 'open'>;

function CustomerForm({ customer, onClose, onCreated }: CustomerFormProps) {
  const editing = customer !== undefined;
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { control, handleSubmit, setValue, formState } = useForm<CustomerFormValues>({
    resolver: contractResolver(editing ? customerUpdateSchema : customerCreateFormSchema),
    mode: 'onTouched',
    defaultValues: customer ? customerFormFrom(customer) : emptyCustomerForm(),
  });
  const refuse = useInvalidSubmit();
  const busy = create.isPending || update.isPending;

  const onValid = (values: CustomerFormValues) => {
    if (customer) {
      update.mutate(
        { id: customer.id, body: updateBody(values, customer.updatedAt) },
        {
          onSuccess: () => {
            toast.success(CUSTOMER_MSG.updated);
            onClose();
          },
          onError: (error) => notifyError(error),
        },
      );
    } else {
      create.mutate(
        { body: createBody(values), idempotencyKey },
        {
          onSuccess: (created) => {
            toast.success(CUSTOMER_MSG.created);
            onClose();
            onCreated?.(created);
          },
          onError: (error) => notifyError(error),
        },
      );
    }
  };

  return (
    <FormDialogForm
      title={editing ? 'Edit Profile' : 'Add Customer'}
      dirty={formState.isDirty}
      busy={busy}
      submitLabel={editing ? 'Update' : 'Save'}
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        * indicates a required field
      </Typography>
      <CustomerProfileFields control={control} setValue={setValue} editing={editing} />
      {editing ? null : (
        <>
          <Divider sx={{ my: 3 }} />
          <CustomerConsentField control={control} />
          <Divider sx={{ my: 3 }} />
          <CustomerOrderFields control={control} />
        </>
      )}
    </FormDialogForm>
  );
}
