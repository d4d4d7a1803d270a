import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { nurseJobDaysText, type NurseJob } from '@app/contract';
import { Money } from '../../../components/money';
import { StatusChip } from '../../../components/status-chip';
import { TableScrollBox } from '../../../components/table-scroll-box';
import { useNurseJobDaysPart, type NurseJobDaysPart } from '../../../lib/nurse-job-days-slot';
import { JobCardSection, SectionState } from './job-card-section';

type NursesQuery = {
  data?: NurseJob[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

const days = (job: NurseJob) => nurseJobDaysText(job.start_date, job.duration);

/** The visits area's "Days and proof" of a job, when the app hands it in (lib/nurse-job-days-slot). */
function JobDays({ Part, job }: { Part: NurseJobDaysPart; job: NurseJob }) {
  return (
    <Part nurseJobId={job.id} nurseName={job.nurse_name} completed={job.status === 'completed'} />
  );
}

function Chips({ job }: { job: NurseJob }) {
  return (
    <>
      <StatusChip kind="job" value={job.status} />
      <StatusChip kind="payment" value={job.payment_status} />
    </>
  );
}

/** From a tablet up: one row a nurse job, every column in view. */
function NurseJobsTable({ jobs }: { jobs: NurseJob[] }) {
  const Part = useNurseJobDaysPart();
  // With the days part, a job's row and the row of its days read as one.
  const joined = Part ? { '& > td': { borderBottom: 0 } } : undefined;
  return (
    <TableScrollBox label="Nurses">
      <Table size="small" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Nurse</TableCell>
            <TableCell>Days</TableCell>
            <TableCell>Shift</TableCell>
            <TableCell align="right">Daily rate</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Pay status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => [
            <TableRow key={job.id} sx={joined}>
              <TableCell sx={{ fontWeight: 500 }}>{job.nurse_name}</TableCell>
              <TableCell sx={{ whiteSpace: { md: 'nowrap' } }}>{days(job)}</TableCell>
              <TableCell>{job.shift}</TableCell>
              <TableCell align="right">
                <Money amount={job.rate} />
              </TableCell>
              <TableCell align="right">
                <Money amount={job.amount} />
              </TableCell>
              <TableCell>
                <StatusChip kind="job" value={job.status} />
              </TableCell>
              <TableCell>
                <StatusChip kind="payment" value={job.payment_status} />
              </TableCell>
            </TableRow>,
            Part ? (
              <TableRow key={`${job.id}-days`}>
                <TableCell colSpan={7} sx={{ pt: 0 }}>
                  <JobDays Part={Part} job={job} />
                </TableCell>
              </TableRow>
            ) : null,
          ])}
        </TableBody>
      </Table>
    </TableScrollBox>
  );
}

/** On a phone: one card a nurse job, its lines stacked. */
function NurseJobsList({ jobs }: { jobs: NurseJob[] }) {
  const Part = useNurseJobDaysPart();
  return (
    <Box component="ul" aria-label="Nurses" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {jobs.map((job) => (
        <Box
          component="li"
          key={job.id}
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle2" component="span" sx={{ mr: 'auto' }}>
              {job.nurse_name}
            </Typography>
            <Chips job={job} />
          </Box>
          <Typography variant="body2">
            {days(job)}, {job.shift} shift
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Money amount={job.rate} /> a day, <Money amount={job.amount} /> in all
          </Typography>
          {Part ? <JobDays Part={Part} job={job} /> : null}
        </Box>
      ))}
    </Box>
  );
}

/**
 * Issue 37: the nurses of the visit, each nurse job with its days ("02-12 to
 * last day of care 06-12"), shift, daily rate, amount, status and pay status.
 * A table from a tablet up; stacked on a phone, where seven columns do not fit.
 * Under each job, its days of care with their proof, when the app hands in
 * the visits area's part.
 */
export function JobCardNurses({ query }: { query: NursesQuery }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const jobs = query.data;
  return (
    <JobCardSection title="Nurses" layout="free">
      <SectionState loading="Loading the nurses" query={query} />
      {jobs && jobs.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No nurse is booked on this card yet.
        </Typography>
      ) : null}
      {jobs && jobs.length > 0 ? (
        phone ? (
          <NurseJobsList jobs={jobs} />
        ) : (
          <NurseJobsTable jobs={jobs} />
        )
      ) : null}
    </JobCardSection>
  );
}
