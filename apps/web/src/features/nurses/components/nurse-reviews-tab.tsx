import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { starsFromNps, type Review } from '@app/contract';
import { DateText } from '../../../components/date-text';
import { PagedTable, type Column } from '../../../components/paged-table';
import { tableQueryState } from '../../../components/list-status';
import { REVIEWS_PAGE_SIZE, useNurseReviews } from '../api/get-nurse-reviews';

const columns: Column<Review>[] = [
  { key: 'id', header: 'Id', render: (r) => r.id },
  {
    key: 'review',
    header: 'Customer review',
    render: (r) => (
      <Typography variant="body2" sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>
        {r.customer_review}
      </Typography>
    ),
  },
  { key: 'customer', header: 'Customer name', render: (r) => r.customer ?? 'NA' },
  {
    key: 'rating',
    header: 'Customer rating',
    render: (r) => (
      <Rating
        value={r.customer_rating ?? starsFromNps(r.nps)}
        precision={0.5}
        readOnly
        size="small"
      />
    ),
  },
  {
    key: 'date',
    header: 'Date',
    render: (r) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        <DateText value={r.createdAt} />
      </Box>
    ),
  },
];

/** The Reviews tab (SPEC 2): the nurse's reviews, 10 a page, newest first. */
export function NurseReviewsTab({ nurseId }: { nurseId: number }) {
  const [page, setPage] = useState(0);
  const query = useNurseReviews(nurseId, page);
  return (
    <Box component="section" aria-labelledby="nurse-reviews-title">
      <Typography id="nurse-reviews-title" variant="h6" component="h3" sx={{ mb: 1.5 }}>
        Reviews
      </Typography>
      <PagedTable
        aria-label="Reviews"
        columns={columns}
        rows={query.data?.rows ?? []}
        count={query.data?.count ?? 0}
        page={page}
        rowsPerPage={REVIEWS_PAGE_SIZE}
        onPageChange={setPage}
        getRowId={(r) => r.id}
        {...tableQueryState(query)}
      />
    </Box>
  );
}
