import {
  NO_STATION_LABEL,
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
 * payment went by: MTN 076-078, Airtel 070, 074, 075.
 */
export function channelOfNumber(msisdn: string): PayoutChannel | undefined {
  const m = /^\+256(7\d)/.exec(msisdn);
  if (!m) return undefined;
  if (['76', '77', '78'].includes(m[1]!)) return 'MTN';
  if (['70', '74', '75'].includes(m[1]!)) return 'Airtel';
  return undefined;
}

/** Batches that can still be cancelled (no line paid: the API checks it too). */
export const CANCELLABLE: readonly PayoutBatchState[] = ['Draft', 'Approved', 'Exported'];
/** Batches a file can be exported from. */
export const EXPORTABLE: readonly PayoutBatchState[] = ['Approved', 'Exported'];
/** Batches that take payments, line by line or from a result file. */
export const PAYABLE: readonly PayoutBatchState[] = ['Exported', 'PartlyPaid'];
