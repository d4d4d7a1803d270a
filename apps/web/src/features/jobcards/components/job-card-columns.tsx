import { labelFor, type JobCard } from '@app/contract';
import { DateText } from '../../../components/date-text';
import type { Column } from '../../../components/paged-table';
import { JobStatusChip } from '../../../components/job-status-chip';

/**
 * Columns shared by the job card tables; each table picks the ones it shows.
 * A row is one line (a long client or service is cut, whole on hover); the
 * status chip is never cut. On a phone's card the card number is the title
 * and the status its status line.
 */
export const jobCardColumns = {
  number: {
    key: 'care_card_number',
    header: 'Card number',
    card: 'title',
    render: (row) => <strong>{row.care_card_number}</strong>,
  },
  client: { key: 'client_name', header: 'Client', maxWidth: 200, render: (row) => row.client_name },
  service: {
    key: 'service',
    header: 'Service',
    maxWidth: 200,
    render: (row) => labelFor('service', row.service),
  },
  start: {
    key: 'start_date',
    header: 'Start date',
    render: (row) => <DateText value={row.start_date} />,
  },
  end: {
    key: 'end_date',
    header: 'End date',
    render: (row) => <DateText value={row.end_date} />,
  },
  status: {
    key: 'status',
    header: 'Status',
    card: 'status',
    render: (row) => <JobStatusChip status={row.status} />,
  },
} satisfies Record<string, Column<JobCard>>;
