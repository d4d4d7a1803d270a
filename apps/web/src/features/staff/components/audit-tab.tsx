import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import type { AuditEntry } from '@app/contract';
import { PagedTable } from '../../../components/paged-table';
import { tableQueryState } from '../../../components/list-status';
import { useAuditLog } from '../api/get-audit-log';
import { useStaffList } from '../api/get-staff';
import { useAuditParams } from '../audit-params';
import { auditColumns, recordName } from './audit-columns';
import { AuditDetailsDialog } from './audit-details-dialog';
import { AuditFilters } from './audit-filters';

export const AUDIT_PAGE = 20;

/** Admin > Audit log: who did what to which record and when, newest first, 20 a page. */
export function AuditTab() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { filter, viewKey, setFilter, clearFilters } = useAuditParams();
  const [page, setPage] = useState(0);
  // Another filter starts again at the first page.
  const [pageView, setPageView] = useState(viewKey);
  if (viewKey !== pageView) {
    setPageView(viewKey);
    setPage(0);
  }
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const log = useAuditLog(filter, page, AUDIT_PAGE);
  const staff = useStaffList().data ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h6" component="h2">
        Audit log
      </Typography>
      <AuditFilters filter={filter} staff={staff} onChange={setFilter} onClear={clearFilters} />
      <PagedTable
        aria-label="Audit log"
        columns={auditColumns(staff, setOpen, phone)}
        rows={log.data?.rows ?? []}
        count={log.data?.count ?? 0}
        page={page}
        rowsPerPage={AUDIT_PAGE}
        onPageChange={setPage}
        getRowId={(e) => e.id}
        {...tableQueryState(log)}
        onRowClick={setOpen}
      />
      <AuditDetailsDialog
        entry={open}
        recordName={open ? recordName(open, staff) : undefined}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}
