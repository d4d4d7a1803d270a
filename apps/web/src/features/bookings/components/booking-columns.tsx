import Box from '@mui/material/Box';
import type { Booking } from '@app/contract';
import { formatName, isEditableBooking, labelFor } from '@app/contract';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import type { Column } from '../../../components/paged-table';
import { PhoneText } from '../../../components/phone-text';
import { StatusChip } from '../../../components/status-chip';

export const clientName = (b: Pick<Booking, 'client' | 'firstName' | 'lastName'>) =>
  b.client?.trim() || formatName(b.firstName, b.lastName);

const noWrap = { whiteSpace: 'nowrap' } as const;
const secondary = { color: 'text.secondary', fontSize: '0.8125rem' } as const;

/** 'Request' under the status of a booking still to be filled in (issue 37). */
function RequestMark({ row }: { row: Booking }) {
  if (row.missing.length === 0 || !isEditableBooking(row.status)) return null;
  return (
    <Box
      component="span"
      title={`Missing: ${row.missing.join(', ')}`}
      sx={{ ...secondary, display: 'block', mt: 0.5, color: 'warning.dark' }}
    >
      Request
    </Box>
  );
}

/** The columns of the three booking tables (SPEC 2). */
export const bookingColumns = {
  client: {
    key: 'client',
    header: 'Client',
    render: (row) => <strong>{clientName(row)}</strong>,
  },
  phone: {
    key: 'primaryPhoneNumber',
    header: 'Phone',
    render: (row) => <PhoneText phone={row.primaryPhoneNumber} />,
  },
  /** On a phone: the client with the phone number under it. */
  clientAndPhone: {
    key: 'client',
    header: 'Client',
    render: (row) => (
      <>
        <Box component="strong" sx={{ display: 'block' }}>
          {clientName(row)}
        </Box>
        <Box component="span" sx={secondary}>
          <PhoneText phone={row.primaryPhoneNumber} />
        </Box>
      </>
    ),
  },
  service: {
    key: 'service',
    header: 'Service',
    render: (row) => labelFor('service', row.service),
  },
  /** On a phone: the service with the start date under it. */
  serviceAndStart: {
    key: 'service',
    header: 'Service',
    render: (row) => (
      <>
        <Box component="span" sx={{ display: 'block' }}>
          {labelFor('service', row.service)}
        </Box>
        <Box component="span" sx={{ ...secondary, ...noWrap }}>
          <DateText value={row.serviceStartDate} />
        </Box>
      </>
    ),
  },
  /** On a phone: the status chip with the cost under it. */
  statusAndCost: {
    key: 'status',
    header: 'Status',
    align: 'right',
    render: (row) => (
      <>
        <StatusChip kind="booking" value={row.status} />
        <RequestMark row={row} />
        <Box component="span" sx={{ ...secondary, display: 'block', mt: 0.5 }}>
          <Money amount={row.totalCost} />
        </Box>
      </>
    ),
  },
  start: {
    key: 'serviceStartDate',
    header: 'Start date',
    render: (row) => (
      <span style={noWrap}>
        <DateText value={row.serviceStartDate} />
      </span>
    ),
  },
  cost: {
    key: 'totalCost',
    header: 'Cost',
    align: 'right',
    render: (row) => <Money amount={row.totalCost} />,
  },
  status: {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <>
        <StatusChip kind="booking" value={row.status} />
        <RequestMark row={row} />
      </>
    ),
  },
} satisfies Record<string, Column<Booking>>;
