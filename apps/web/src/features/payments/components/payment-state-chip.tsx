import type { PaymentState } from '@app/contract';
import { ColorChip, type ChipLook } from '../../../components/status-chip';
import { PAYMENT_STATE_COLORS } from '../payment-labels';

/** A request's state as a chip: Pending orange, Successful green, Failed red, Expired grey. */
export function PaymentStateChip({ state, variant }: { state: PaymentState; variant?: ChipLook }) {
  return <ColorChip label={state} color={PAYMENT_STATE_COLORS[state]} variant={variant} />;
}
