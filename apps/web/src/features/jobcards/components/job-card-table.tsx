import { useState, type ComponentProps } from 'react';
import type { JobCard } from '@app/contract';
import { PagedTable } from '../../../components/paged-table';
import { JobCardDialog } from './job-card-dialog';

type JobCardTableProps = Omit<
  ComponentProps<typeof PagedTable<JobCard>>,
  'getRowId' | 'onRowClick'
>;

/**
 * A page of job cards (a customer's, or Bookings > Job Cards) with the
 * columns the table picks from job-card-columns; a row opens the job card
 * dialog, which shows the row at once while the card loads.
 */
export function JobCardTable(props: JobCardTableProps) {
  const [open, setOpen] = useState<JobCard | null>(null);
  return (
    <>
      <PagedTable {...props} getRowId={(row) => row.id} onRowClick={setOpen} />
      <JobCardDialog
        jobCardId={open?.id ?? null}
        initial={open ?? undefined}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
