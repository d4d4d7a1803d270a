import type { ReactNode } from 'react';
import type { JobCard } from '@app/contract';
import { DateText } from '../../../components/date-text';
import type { Column } from '../../../components/paged-table';
import { JobStatusChip } from '../../../components/job-status-chip';

const NoWrap = ({ children }: { children: ReactNode }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{children}</span>
);

/** Columns shared by the job card tables; each table picks the ones it shows. */
export const jobCardColumns = {
  number: {
    key: 'care_card_number',
    header: 'Card number',
    render: (row) => <strong style={{ whiteSpace: 'nowrap' }}>{row.care_card_number}</strong>,
  },
  client: { key: 'client_name', header: 'Client', render: (row) => row.client_name },
  service: { key: 'service', header: 'Service', render: (row) => row.service },
  start: {
    key: 'start_date',
    header: 'Start date',
    render: (row) => (
      <NoWrap>
        <DateText value={row.start_date} />
      </NoWrap>
    ),
  },
  end: {
    key: 'end_date',
    header: 'End date',
    render: (row) => (
      <NoWrap>
        <DateText value={row.end_date} />
      </NoWrap>
    ),
  },
  status: {
    key: 'status',
    header: 'Status',
    render: (row) => <JobStatusChip status={row.status} />,
  },
} satisfies Record<string, Column<JobCard>>;
