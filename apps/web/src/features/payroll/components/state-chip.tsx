import type { PayoutBatchState, PayoutLineState } from '@app/contract';
import { ColorChip } from '../../../components/status-chip';
import { BATCH_STATE_COLOR, BATCH_STATE_LABEL, LINE_STATE_COLOR } from '../labels';

/** A payout batch's state: Draft, Approved, Exported, Paid, Partly paid, Cancelled. */
export function BatchStateChip({ state }: { state: PayoutBatchState }) {
  return <ColorChip label={BATCH_STATE_LABEL[state]} color={BATCH_STATE_COLOR[state]} />;
}

/** A payout line's state: Pending, Paid, Failed. */
export function LineStateChip({ state }: { state: PayoutLineState }) {
  return <ColorChip label={state} color={LINE_STATE_COLOR[state]} />;
}
