import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import type { AccessEntry } from '@app/contract';
import { tableQueryState } from '../../../components/list-status';
import { PagedTable } from '../../../components/paged-table';
import { useAccessLog } from '../api/get-access-log';
import { useStaffMembers } from '../api/get-staff-members';
import type { AccessFilter } from '../api/keys';
import type { Person } from '../api/search-people';
import { useAccessParams } from '../access-params';
import { SUBJECT_KIND_LABELS } from '../labels';
import { accessColumns } from './access-columns';
import { AccessFilters } from './access-filters';

export const ACCESS_PAGE = 20;

/** The person of the filter, named by an entry about her when one is shown. */
function filteredPerson(filter: AccessFilter, rows: AccessEntry[]): Person | null {
  const { subjectKind: kind, subjectId: id } = filter;
  if (!kind || !id) return null;
  const named = rows.find((e) => e.subjectKind === kind && e.subjectId === id && e.subjectName);
  return { kind, id, name: named?.subjectName ?? `${SUBJECT_KIND_LABELS[kind]} ${id}` };
}

/**
 * Admin > Privacy, access log (issue 26): every read of health data and every
 * bulk export, who, when, which record, from which address; newest first, 20
 * a page, filtered by person, staff member, record and dates in the URL.
 */
export function AccessLog() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { filter, viewKey, setFilter, setPerson, clearFilters } = useAccessParams();
  const [page, setPage] = useState(0);
  // Another filter starts again at the first page.
  const [pageView, setPageView] = useState(viewKey);
  if (viewKey !== pageView) {
    setPageView(viewKey);
    setPage(0);
  }
  const log = useAccessLog(filter, page, ACCESS_PAGE);
  const staff = useStaffMembers().data ?? [];
  const rows = log.data?.rows ?? [];

  return (
    <Box
      component="section"
      aria-labelledby="access-log-title"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box>
        <Typography id="access-log-title" variant="h6" component="h2">
          Access log
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Every read of health data and every bulk export: who, when, which record, from which
          address.
        </Typography>
      </Box>
      <AccessFilters
        filter={filter}
        person={filteredPerson(filter, rows)}
        staff={staff}
        onChange={setFilter}
        onPerson={setPerson}
        onClear={clearFilters}
      />
      <PagedTable
        aria-label="Access log"
        columns={accessColumns(phone)}
        rows={rows}
        count={log.data?.count ?? 0}
        page={page}
        rowsPerPage={ACCESS_PAGE}
        onPageChange={setPage}
        getRowId={(e) => e.id}
        {...tableQueryState(log)}
      />
    </Box>
  );
}
