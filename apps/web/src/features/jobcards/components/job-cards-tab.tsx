import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { JOB_STATUSES, JOB_STATUS_LABELS } from '@app/contract';
import { useSectionSearch } from '../../../lib/search-context';
import { tableQueryState } from '../../../components/list-status';
import { useJobCards } from '../api/get-job-cards';
import type { JobStatusFilter } from '../api/keys';
import { useJobCardSearch } from '../api/search-job-cards';
import { jobCardColumns as c } from './job-card-columns';
import { JobCardTable } from './job-card-table';

export const JOB_CARDS_PAGE = 10;
const columns = [c.number, c.client, c.service, c.start, c.status];
const FILTERS: readonly JobStatusFilter[] = ['all', ...JOB_STATUSES];
const isFilter = (value: string | null): value is JobStatusFilter =>
  FILTERS.some((f) => f === value);

/**
 * Bookings > Job Cards: every job card, 10 a page, filtered by status; while
 * the top-bar search holds a term, the cards matching it (ruling 7). The
 * status lives in the URL (?status=), so Home's figures link to it.
 */
export function JobCardsTab() {
  const term = useSectionSearch();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: JobStatusFilter = isFilter(asked) ? asked : 'all';
  const [page, setPage] = useState(0);
  // A new search term starts again at the first page.
  const [pageTerm, setPageTerm] = useState(term);
  if (term !== pageTerm) {
    setPageTerm(term);
    setPage(0);
  }
  const list = useJobCards(status, page, JOB_CARDS_PAGE);
  const search = useJobCardSearch(term);

  const searching = term !== '';
  const found = search.data ?? [];
  const query = searching ? search : list;
  const rows = searching
    ? found.slice(page * JOB_CARDS_PAGE, (page + 1) * JOB_CARDS_PAGE)
    : (list.data?.rows ?? []);
  const count = searching ? found.length : (list.data?.count ?? 0);

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {searching ? `Job cards matching “${term}”` : 'Job Cards'}
        </Typography>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          disabled={searching}
          onChange={(event) => {
            const next = event.target.value as JobStatusFilter;
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                if (next === 'all') updated.delete('status');
                else updated.set('status', next);
                return updated;
              },
              { replace: true },
            );
            setPage(0);
          }}
          sx={{ minWidth: 160 }}
        >
          {FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {value === 'all' ? 'All' : JOB_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <JobCardTable
        aria-label="Job Cards"
        columns={columns}
        rows={rows}
        count={count}
        page={page}
        rowsPerPage={JOB_CARDS_PAGE}
        onPageChange={setPage}
        {...tableQueryState(query)}
      />
    </Box>
  );
}
