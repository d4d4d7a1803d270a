import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  COMMS_MESSAGES,
  PUSH_LIMITS,
  directMessageSchema,
  formatName,
  type Customer,
} from '@app/contract';
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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // A stray click outside must not throw away a half-written message.
        if (reason !== 'backdropClick') onClose();
      }}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      {/* Mounted when opened: each opening starts with an empty message. */}
      <MessageForm titleId={`${id}-title`} customer={customer} onClose={onClose} />
    </Dialog>
  );
}

type MessageFormValues = { message: string };

function MessageForm({
  titleId,
  customer,
  onClose,
}: Omit<MessageDialogProps, 'open'> & { titleId: string }) {
  const send = useMessageCustomer();
  const reachable = customer.can_push;
  const { control, handleSubmit } = useForm<MessageFormValues>({
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
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      style={{ display: 'contents' }}
    >
      <DialogTitle id={titleId}>
        Message {formatName(customer.firstname, customer.lastname)}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
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
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={send.isPending}>
          Close
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!reachable || send.isPending}
          startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : <Send />}
        >
          Send
        </Button>
      </DialogActions>
    </form>
  );
}
