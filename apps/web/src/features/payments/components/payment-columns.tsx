import {
  PAYMENT_PROVIDER_LABELS,
  RECON_PROVIDER_LABELS,
  formatDateTime,
  type Payment,
} from '@app/contract';
import { Money } from '../../../components/money';
import type { Column } from '../../../components/paged-table';
import { PhoneText } from '../../../components/phone-text';
import { PaymentStateChip } from './payment-state-chip';

/**
 * The payments list's columns, newest first. On a phone's card what the
 * request is for is the title and its state the status line; a click on a
 * row or a card opens the request.
 */
export const paymentColumns: Column<Payment>[] = [
  {
    key: 'createdAt',
    header: 'Date',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</span>,
  },
  { key: 'customer', header: 'Customer', maxWidth: 180, render: (row) => row.customerName },
  {
    key: 'for',
    header: 'For',
    maxWidth: 200,
    card: 'title',
    render: (row) => <strong>{row.targetLabel}</strong>,
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    render: (row) => <Money amount={row.amount} />,
  },
  { key: 'phone', header: 'Phone', render: (row) => <PhoneText phone={row.phone} /> },
  { key: 'network', header: 'Network', render: (row) => RECON_PROVIDER_LABELS[row.network] },
  {
    key: 'state',
    header: 'State',
    card: 'status',
    render: (row) => <PaymentStateChip state={row.state} />,
  },
  { key: 'provider', header: 'Provider', render: (row) => PAYMENT_PROVIDER_LABELS[row.provider] },
];
