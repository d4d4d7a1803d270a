import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PAGE_SIZE, type CareDueItem } from '@app/contract';
import { tableQueryState } from '../../../components/list-status';
import { PagedTable } from '../../../components/paged-table';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCareDue } from '../api/get-care-due';
import { careDueFilterProblem, useCareDueParams } from '../care-due-params';
import { careDueColumns, careDueRowId } from './care-due-columns';
import { CareDueFilters } from './care-due-filters';
import { CareRecordDialog, type CareStepToRecord } from './care-record-dialog';

/** A row as the record dialog takes it: the step, and the baby a dose is for. */
const toRecord = (item: CareDueItem): CareStepToRecord => ({
  customerId: item.customer_id,
  customerName: item.customer_name,
  step: item.step,
  label: item.label,
  babyId: item.baby_id,
  babyName: item.baby_name,
  vaccines: item.vaccines,
});

type CareDueListProps = {
  /** Book a visit (a job card) for her: the app hands in the job cards' form (ADR 031). */
  onBookVisit?: (item: CareDueItem) => void;
};

/**
 * Customers > Care due (issue 42): every contact and vaccine due or overdue
 * in a window (today and 14 days on by default), by station, kind and state,
 * with her phone, a page at a time; each row books a visit or records the
 * step as done. The filters live in the URL, so Home's counts link to them.
 */
export function CareDueList({ onBookVisit }: CareDueListProps) {
  useDocumentTitle('Care due');
  const { filter, active, viewKey, setFilter, clearFilters } = useCareDueParams();
  const problem = careDueFilterProblem(filter);
  const [page, setPage] = useState(0);
  // Another filter starts again at the first page.
  const [pageView, setPageView] = useState(viewKey);
  if (viewKey !== pageView) {
    setPageView(viewKey);
    setPage(0);
  }
  const list = useCareDue(filter, page, PAGE_SIZE, !problem);
  const [recording, setRecording] = useState<CareStepToRecord | null>(null);
  const columns = careDueColumns({ onRecord: (item) => setRecording(toRecord(item)), onBookVisit });

  return (
    <Box
      component="section"
      aria-labelledby="care-due-title"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box>
        <Typography id="care-due-title" variant="h6" component="h2">
          Care due
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Antenatal and postnatal contacts and babies&rsquo; vaccines due or overdue in the window.
        </Typography>
      </Box>
      <CareDueFilters filter={filter} active={active} onChange={setFilter} onClear={clearFilters} />
      {problem ? (
        <Alert severity="warning">{problem}</Alert>
      ) : (
        <PagedTable
          aria-label="Care due"
          columns={columns}
          rows={list.data?.rows ?? []}
          count={list.data?.count ?? 0}
          page={page}
          rowsPerPage={PAGE_SIZE}
          onPageChange={setPage}
          getRowId={careDueRowId}
          {...tableQueryState(list)}
        />
      )}
      <CareRecordDialog step={recording} onClose={() => setRecording(null)} />
    </Box>
  );
}
