import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatUGX, type Payment } from '@app/contract';
import { PhoneText } from '../../../components/phone-text';
import { WAITING_TEXT, paidText } from '../payment-labels';
import { PaymentStateChip } from './payment-state-chip';

/**
 * Where a request stands, in words: waiting for her PIN (with a spinner, as
 * it is asked about every few seconds), paid with its receipt, or why it
 * failed or expired. Announced to a screen reader as it changes.
 */
export function PaymentOutcome({ payment }: { payment: Payment }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <PaymentStateChip state={payment.state} variant="filled" />
        <Typography variant="body2">
          {formatUGX(payment.amount)} from <PhoneText phone={payment.phone} />
        </Typography>
      </Box>
      {payment.state === 'Pending' ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">{WAITING_TEXT}</Typography>
        </Box>
      ) : null}
      {payment.state === 'Successful' ? (
        <Alert severity="success">{paidText(payment.transactionId)}</Alert>
      ) : null}
      {payment.state === 'Failed' || payment.state === 'Expired' ? (
        <Alert severity={payment.state === 'Failed' ? 'error' : 'warning'}>
          {payment.reason ?? (payment.state === 'Expired' ? 'No answer in time' : 'It failed')}
        </Alert>
      ) : null}
    </Box>
  );
}
