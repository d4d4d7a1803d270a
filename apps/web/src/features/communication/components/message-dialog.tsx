import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import { useForm } from 'react-hook-form';
import {
  COMMS_MESSAGES,
  PUSH_LIMITS,
  directMessageSchema,
  formatName,
  type Customer,
} from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { toast } from '../../../lib/toast';
import { useMessageCustomer } from '../api/message-customer';
import { notifyFailure } from '../notify';

type MessageDialogProps = {
  open: boolean;
  onClose: () => void;
  customer: Customer;
};

/**
 * The customer profile's send-message action (SPEC 2, 5): a push to the
 * customer's device, at most 250 characters. A customer without a device
 * token cannot be messaged; the dialog says so and offers no send.
 */
export function MessageDialog({ open, onClose, customer }: MessageDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {/* Mounted when opened: each opening starts with an empty message. */}
      <MessageForm customer={customer} onClose={onClose} />
    </FormDialog>
  );
}

type MessageFormValues = { message: string };

function MessageForm({ customer, onClose }: Omit<MessageDialogProps, 'open'>) {
  const send = useMessageCustomer();
  const reachable = customer.can_push;
  const { control, handleSubmit, formState } = useForm<MessageFormValues>({
    resolver: contractResolver(directMessageSchema),
    mode: 'onTouched',
    defaultValues: { message: '' },
  });

  const onValid = (values: MessageFormValues) => {
    const { message } = directMessageSchema.parse(values);
    send.mutate(
      { customerId: customer.id, body: { message } },
      {
        onSuccess: () => {
          toast.success(COMMS_MESSAGES.messageSent);
          onClose();
        },
        onError: (error) => notifyFailure(COMMS_MESSAGES.messageFailed, error),
      },
    );
  };

  return (
    <FormDialogForm
      title={`Message ${formatName(customer.firstname, customer.lastname)}`}
      dirty={formState.isDirty}
      busy={send.isPending}
      submitLabel="Send"
      submitIcon={<Send />}
      submitDisabled={!reachable}
      contentSx={{ display: 'grid', gap: 2 }}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      {reachable ? null : <Alert severity="warning">{COMMS_MESSAGES.messageNoToken}</Alert>}
      <FormTextField
        control={control}
        name="message"
        label="Message"
        required
        multiline
        minRows={4}
        counter={PUSH_LIMITS.directMessage}
        disabled={!reachable || send.isPending}
        autoFocus={reachable}
      />
    </FormDialogForm>
  );
}
