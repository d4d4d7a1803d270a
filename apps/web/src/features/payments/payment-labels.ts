import type { PaymentEvent, PaymentState } from '@app/contract';
import type { ChipColor } from '../../theme';

/** The state chip's colour: waiting orange, paid green, failed red, expired grey. */
export const PAYMENT_STATE_COLORS: Record<PaymentState, ChipColor> = {
  Pending: 'orange',
  Successful: 'green',
  Failed: 'red',
  Expired: 'grey',
};

/** A timeline event in words. */
export const PAYMENT_EVENT_LABELS: Record<PaymentEvent, string> = {
  requested: 'Requested',
  prompted: 'Prompt shown on her phone',
  refused: 'Refused by the provider',
  callback: 'The provider called back',
  checked: 'Checked with the provider',
  successful: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  receipt: 'In the ledger',
};

/** The words shown while a request waits on her phone. */
export const WAITING_TEXT = 'Waiting for her to confirm with her PIN…';

/** Check now found it still waiting. */
export const STILL_WAITING = 'Still waiting: she has not answered the prompt yet';

/** The success toast once she has paid. */
export const paidText = (transactionId: string | null) =>
  transactionId ? `Paid: receipt ${transactionId}` : 'Paid';

/** The caption above the stand-in's buttons: nothing reaches a real phone. */
export const STAND_IN_CAPTION =
  'No MTN or Airtel keys are set, so this request went to the local stand-in, not to her phone. Answer it here as she would.';
