import {
  mobileNetworkOf,
  NO_STATION_LABEL,
  type Batch,
  type PayoutBatchState,
  type PayoutChannel,
  type PayoutExportFormat,
  type PayoutLineState,
} from '@app/contract';
import type { ChipColor } from '../../theme';

// The words and colours of the payroll screens (issue 25).

export const BATCH_STATE_LABEL: Record<PayoutBatchState, string> = {
  Draft: 'Draft',
  Approved: 'Approved',
  Exported: 'Exported',
  Paid: 'Paid',
  PartlyPaid: 'Partly paid',
  Cancelled: 'Cancelled',
};

export const BATCH_STATE_COLOR: Record<PayoutBatchState, ChipColor> = {
  Draft: 'grey',
  Approved: 'blue',
  Exported: 'purple',
  Paid: 'green',
  PartlyPaid: 'orange',
  Cancelled: 'red',
};

export const LINE_STATE_COLOR: Record<PayoutLineState, ChipColor> = {
  Pending: 'orange',
  Paid: 'green',
  Failed: 'red',
};

export const CHANNEL_LABEL: Record<PayoutChannel, string> = {
  MTN: 'MTN MoMo',
  Airtel: 'Airtel Money',
  Bank: 'Bank',
};

/** The three files a batch exports to (the button words). */
export const EXPORT_FORMAT_LABEL: Record<PayoutExportFormat, string> = {
  mtn: 'MTN MoMo',
  airtel: 'Airtel Money',
  bank: 'Bank sheet',
};

export const stationLabel = (station: string | null) => station ?? NO_STATION_LABEL;

/**
 * The network of a Ugandan mobile number (E.164), to preselect the channel a
 * payment went by: the contract's prefixes (MTN 076-078, Airtel 070, 074, 075).
 */
export function channelOfNumber(msisdn: string): PayoutChannel | undefined {
  return mobileNetworkOf(msisdn) ?? undefined;
}

/** Batches STAFF may cancel; an ADMIN also cancels Exported and Partly paid ones (issue 36). */
export const CANCELLABLE: readonly PayoutBatchState[] = ['Draft', 'Approved'];
/** Batches whose file may be at the provider: an ADMIN cancels them saying why and what it did. */
export const EXPORTED_CANCELLABLE: readonly PayoutBatchState[] = ['Exported', 'PartlyPaid'];
/** Batches a file can be exported from. */
export const EXPORTABLE: readonly PayoutBatchState[] = ['Approved', 'Exported'];
/** Batches that take payments, line by line or from a result file. */
export const PAYABLE: readonly PayoutBatchState[] = ['Exported', 'PartlyPaid'];

/** Whether a batch takes payments: also one cancelled after its file was exported (issue 36). */
export const takesPayments = (batch: Pick<Batch, 'state' | 'exportedAt'>) =>
  PAYABLE.includes(batch.state) || (batch.state === 'Cancelled' && batch.exportedAt !== null);
