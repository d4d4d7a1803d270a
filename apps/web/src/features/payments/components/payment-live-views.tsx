import Replay from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { PAYMENT_RETRY_STATES, formatUGX, type Payment } from '@app/contract';
import { FormDialogForm } from '../../../components/form-dialog';
import { toast } from '../../../lib/toast';
import { usePayment } from '../api/get-payment';
import { paidText } from '../payment-labels';
import { PaymentOutcome } from './payment-outcome';
import { PaymentStateChip } from './payment-state-chip';
import { PaymentTimeline } from './payment-timeline';
import { StandInAnswerButtons } from './stand-in-answer';

/** The moment a request shown here is paid, say so once: 'Paid: receipt <transaction id>'. */
function usePaidToast(payment: Payment | undefined) {
  const told = useRef(false);
  useEffect(() => {
    if (told.current || payment?.state !== 'Successful') return;
    told.current = true;
    toast.success(paidText(payment.transactionId));
  }, [payment]);
}

const keepOpen = (event: { preventDefault: () => void }) => event.preventDefault();

type SentViewProps = { sent: Payment; title: string; onSendAgain: () => void };

/**
 * The request just sent, live: waiting for her PIN (asked about every few
 * seconds), paid, or why not, with "Send again" (a new prompt) after a
 * failure or expiry.
 */
export function SentPaymentView({ sent, title, onSendAgain }: SentViewProps) {
  const payment = usePayment(sent.id, sent).data ?? sent;
  usePaidToast(payment);
  const retry = (PAYMENT_RETRY_STATES as readonly string[]).includes(payment.state);
  return (
    <FormDialogForm
      title={title}
      dirty={false}
      noSubmit
      onSubmit={keepOpen}
      contentSx={{ display: 'grid', gap: 2 }}
      actions={
        retry ? (
          <Button variant="contained" startIcon={<Replay />} onClick={onSendAgain}>
            Send again
          </Button>
        ) : undefined
      }
    >
      <PaymentOutcome payment={payment} />
      <StandInAnswerButtons payment={payment} />
      <Box component="section">
        <Typography
          variant="overline"
          component="h3"
          sx={{ color: 'primary.dark', fontWeight: 700 }}
        >
          Timeline
        </Typography>
        <PaymentTimeline events={payment.timeline} />
      </Box>
    </FormDialogForm>
  );
}

type PendingViewProps = { pending: Payment; title: string };

/**
 * A prompt for it already waits on her phone: no second one is sent; this
 * one is followed live until she answers (then the form comes back).
 */
export function PendingPaymentView({ pending, title }: PendingViewProps) {
  const payment = usePayment(pending.id, pending).data ?? pending;
  usePaidToast(payment);
  return (
    <FormDialogForm
      title={title}
      dirty={false}
      noSubmit
      onSubmit={keepOpen}
      contentSx={{ display: 'grid', gap: 2 }}
    >
      <Alert severity="info" icon={false}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <span>A prompt for {formatUGX(payment.amount)} is already waiting on her phone</span>
          <PaymentStateChip state={payment.state} />
        </Box>
      </Alert>
      <PaymentOutcome payment={payment} />
      <StandInAnswerButtons payment={payment} />
    </FormDialogForm>
  );
}
