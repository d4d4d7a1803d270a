import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { tableQueryState } from '../../../components/list-status';
import { useCustomerJobCards } from '../api/get-customer-job-cards';
import { jobCardColumns as c } from './job-card-columns';
import { JobCardTable } from './job-card-table';

/** SPEC 9: the tables of a profile page show 5 rows. */
export const CUSTOMER_JOBS_PAGE = 5;
const columns = [c.number, c.service, c.start, c.end, c.status];

/** 'Customer Jobs': the customer's job cards; a row opens the job card dialog. */
export function CustomerJobsTable({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(0);
  const query = useCustomerJobCards(customerId, page, CUSTOMER_JOBS_PAGE);

  return (
    <Box component="section" aria-labelledby="customer-jobs-title">
      <Typography id="customer-jobs-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Customer Jobs
      </Typography>
      <JobCardTable
        aria-label="Customer Jobs"
        columns={columns}
        rows={query.data?.rows ?? []}
        count={query.data?.count ?? 0}
        page={page}
        rowsPerPage={CUSTOMER_JOBS_PAGE}
        onPageChange={setPage}
        {...tableQueryState(query)}
      />
    </Box>
  );
}
