import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PAYMENT_MESSAGES, type Payment } from '@app/contract';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useAnswerStandIn, type StandInAnswer } from '../api/answer-stand-in';
import { STAND_IN_CAPTION } from '../payment-labels';

/** Whether staff answer this request here: the local stand-in's, still waiting. */
export const answersHere = (payment: Payment) =>
  payment.provider === 'stand-in' && payment.state === 'Pending';

/**
 * The local stand-in's prompt (no provider keys set), answered by staff as
 * the customer would on her phone: Accept applies the payment, Decline fails it.
 */
export function StandInAnswerButtons({ payment }: { payment: Payment }) {
  const answer = useAnswerStandIn();
  if (!answersHere(payment)) return null;
  const send = (choice: StandInAnswer) =>
    answer.mutate(
      { id: payment.id, answer: choice },
      {
        onSuccess: () =>
          choice === 'accept'
            ? toast.success(PAYMENT_MESSAGES.accepted)
            : toast.info(PAYMENT_MESSAGES.declined),
        onError: (error) => notifyError(error),
      },
    );
  return (
    <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Box component="p" sx={{ m: 0, mb: 1 }}>
        <strong>Local stand-in.</strong> {STAND_IN_CAPTION}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          color="success"
          disabled={answer.isPending}
          onClick={() => send('accept')}
        >
          Accept as the customer
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={answer.isPending}
          onClick={() => send('decline')}
        >
          Decline as the customer
        </Button>
      </Box>
    </Alert>
  );
}
