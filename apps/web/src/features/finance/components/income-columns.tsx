import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { cellValue, formatName, formatPhone, otherIncomeFields, type Income } from '@app/contract';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import type { Column } from '../../../components/paged-table';
import { StatusChip } from '../../../components/status-chip';
import { pathTo } from '../../../config/paths';
import { useRequestPaymentPart } from '../../../lib/request-payment-slot';

/**
 * All thirteen columns fit a 1280 px desk on one line each: the name,
 * address, category chips (product, station, source) and pay method give up
 * width when the table is short of room (cut, whole on hover), up to these
 * widths when it is not; the date, phone, receipt, amount and status never do.
 */
const CHIP_WIDTH = 160;

/**
 * The income-trace columns (SPEC 2, Finance); each table picks the ones it
 * shows. The keys of the sortable ones are the API's sort fields. On a
 * phone's card the receipt number is the title and the payment status its
 * status line.
 */
export const incomeColumns = {
  date: {
    key: 'txn_date',
    header: 'Date of transaction',
    sortable: true,
    render: (row) => <DateText value={row.txn_date} />,
  },
  userId: { key: 'user_id', header: 'User id', sortable: true, render: (row) => row.user_id },
  customer: {
    key: 'customer',
    header: 'Customer',
    maxWidth: 160,
    render: (row) => (
      <Link component={RouterLink} to={pathTo.customer(row.user_id)}>
        {formatName(row.User.firstname, row.User.lastname)}
      </Link>
    ),
  },
  phone: {
    key: 'phone',
    header: 'Phonenumber',
    render: (row) => formatPhone(row.User.phonenumber),
  },
  address: {
    key: 'address',
    header: 'Address',
    maxWidth: 160,
    render: (row) => row.User.address,
  },
  receipt: {
    key: 'doc_id',
    header: 'Receipt No',
    sortable: true,
    card: 'title',
    render: (row) => <strong>{row.doc_id}</strong>,
  },
  product: {
    key: 'product',
    header: 'Product',
    maxWidth: CHIP_WIDTH,
    render: (row) => <StatusChip kind="product" value={row.product} />,
  },
  station: {
    key: 'station',
    header: 'Station',
    maxWidth: CHIP_WIDTH,
    render: (row) => <StatusChip kind="station" value={row.station} />,
  },
  source: {
    key: 'lead_source',
    header: 'Source',
    maxWidth: CHIP_WIDTH,
    render: (row) => <StatusChip kind="leadSource" value={row.lead_source} />,
  },
  amount: {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    // The money is never cut: it stays in view beside Manage while the rest scrolls.
    pin: 'right',
    render: (row) => <Money amount={row.amount} />,
  },
  method: {
    key: 'payment_method',
    header: 'Pay Method',
    maxWidth: 104,
    render: (row) => row.payment_method,
  },
  status: {
    key: 'status',
    header: 'Status',
    card: 'status',
    render: (row) => <StatusChip kind="payment" value={row.status} />,
  },
} satisfies Record<string, Column<Income>>;

/** Issue 43: a prompt on her phone for an entry not yet paid (the payments area's part). */
function RequestPaymentAction({ row }: { row: Income }) {
  const RequestPayment = useRequestPaymentPart();
  if (!RequestPayment || row.status === 'Paid') return null;
  return <RequestPayment target="income" targetId={row.id} compact />;
}

/** Manage > Edit (ruling 22): opens the entry in the order form; Request payment while unpaid. */
export function manageColumn(onEdit: (row: Income) => void): Column<Income> {
  return {
    key: 'manage',
    header: 'Manage',
    pin: 'right',
    width: 96,
    hideable: false,
    card: 'actions',
    render: (row) => (
      <>
        <Button
          size="small"
          aria-label={`Edit ${row.doc_id}`}
          onClick={() => onEdit(row)}
          sx={{ minWidth: 0, px: 1 }}
        >
          Edit
        </Button>
        <RequestPaymentAction row={row} />
      </>
    ),
  };
}

const c = incomeColumns;

/**
 * The record's fields the ledger names (its columns, the customer's in
 * User) or leaves out on purpose (the id, the narration, who recorded it
 * and when).
 */
const NAMED_IN_LEDGER = [
  ...Object.values(incomeColumns).map((column) => column.key),
  'User',
  'id',
  'summary',
  'created_by',
  'createdAt',
  'updatedAt',
];

/**
 * A column for each field of the record the ledger does not name (one the
 * contract adds, ADR 032), under its label: hidden until shown with the
 * Columns menu.
 */
const otherColumns = (): Column<Income>[] =>
  otherIncomeFields(NAMED_IN_LEDGER).map(({ key, label }) => ({
    key,
    header: label,
    startsHidden: true,
    render: (row) => cellValue(row[key]),
  }));

/** The thirteen columns of the Income trace table, in the spec's order, then any other field's. */
export const ledgerColumns = (onEdit: (row: Income) => void): Column<Income>[] => [
  c.date,
  c.userId,
  c.customer,
  c.phone,
  c.address,
  c.receipt,
  c.product,
  c.station,
  c.source,
  c.amount,
  c.method,
  c.status,
  ...otherColumns(),
  manageColumn(onEdit),
];
