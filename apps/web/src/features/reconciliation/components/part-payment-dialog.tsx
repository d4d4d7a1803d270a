import { formatUGX, paymentDifference, RECON_MESSAGES, type ReconLine } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** What a match answered, in words: a part payment says the entry still owes. */
export const matchedMessage = (answer: ReconLine) =>
  answer.entry && answer.entry.owed > 0 ? RECON_MESSAGES.partMatched : RECON_MESSAGES.matched;

/** A payment that is not what its entry still owes, about to be matched. */
export type PartPayment = { amount: number; receipt: string; owed: number };

type PartPaymentDialogProps = {
  ask: PartPayment | null;
  busy: boolean;
  onConfirm: (owed: number) => void;
  onCancel: () => void;
};

/**
 * Asks before a short or over payment is matched (issue 36): what it pays
 * against what is owed, and what becomes of the entry. Confirming sends the
 * owed amount seen, so a payment matched meanwhile by someone else is not
 * counted twice.
 */
export function PartPaymentDialog({ ask, busy, onConfirm, onCancel }: PartPaymentDialogProps) {
  const short = ask ? ask.amount < ask.owed : false;
  const text = ask
    ? `${paymentDifference(ask.amount, ask.owed)}. ${
        short
          ? `Receipt ${ask.receipt} stays unpaid until its payments add up to it; ${formatUGX(ask.owed - ask.amount)} will still be owed.`
          : `Receipt ${ask.receipt} is marked Paid, ${formatUGX(ask.amount - ask.owed)} over.`
      }`
    : '';
  return (
    <ConfirmDialog
      open={ask !== null}
      title={short ? 'Match a part payment?' : 'Match an over payment?'}
      text={text}
      confirmLabel={short ? 'Match part payment' : 'Match over payment'}
      busy={busy}
      onConfirm={() => ask && onConfirm(ask.owed)}
      onCancel={onCancel}
    />
  );
}
