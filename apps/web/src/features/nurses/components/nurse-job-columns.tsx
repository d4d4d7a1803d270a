import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  VISIT_MESSAGES,
  canonicalJobStatus,
  lastDayOfCareText,
  starsFromNps,
  type NurseJob,
} from '@app/contract';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import type { Column } from '../../../components/paged-table';
import { StatusChip } from '../../../components/status-chip';
import { JOB_STATUS_LABELS } from '../../../components/job-status-chip';

type RowActions = {
  onRate: (job: NurseJob) => void;
  onEdit: (job: NurseJob) => void;
  onDelete: (job: NurseJob) => void;
};

const Day = ({ value }: { value: string }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    <DateText value={value} />
  </Box>
);

/** SPEC's end date (start + duration), and under it the last day of care (issue 37). */
const EndCell = ({ job }: { job: NurseJob }) => (
  <Box sx={{ minWidth: 0 }}>
    <Day value={job.end_date} />
    <Typography
      variant="caption"
      component="div"
      // Wraps after "care" in a narrow table, so it takes no width from the money columns.
      sx={{ color: 'text.secondary', display: 'block', maxWidth: '7.5em' }}
    >
      {lastDayOfCareText(job.start_date, job.duration)}
    </Typography>
  </Box>
);

/** A job can be rated once it is completed, and only once. */
export const canRate = (job: NurseJob) => job.rating === null && job.status === 'completed';

function ReviewCell({ job, onRate }: { job: NurseJob; onRate: (job: NurseJob) => void }) {
  if (job.rating !== null) {
    return (
      <Rating
        value={starsFromNps(job.rating)}
        precision={0.5}
        readOnly
        size="small"
        sx={{ fontSize: '1rem' }}
      />
    );
  }
  const button = (
    <Button size="small" variant="outlined" disabled={!canRate(job)} onClick={() => onRate(job)}>
      Rate
    </Button>
  );
  return canRate(job) ? (
    button
  ) : (
    <Tooltip title="A job is rated once it is completed">
      <span>{button}</span>
    </Tooltip>
  );
}

/** The columns of 'My Jobs' (SPEC 2). */
export function nurseJobColumns({ onRate, onEdit, onDelete }: RowActions): Column<NurseJob>[] {
  return [
    {
      key: 'job',
      header: 'Job Id',
      render: (job) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {job.care_card_number}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {job.client_name}
          </Typography>
        </Box>
      ),
    },
    { key: 'start', header: 'Start Date', render: (job) => <Day value={job.start_date} /> },
    { key: 'end', header: 'End Date', render: (job) => <EndCell job={job} /> },
    {
      key: 'shift',
      header: 'Shift',
      render: (job) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {job.shift}
        </Box>
      ),
    },
    {
      key: 'duration',
      header: 'Duration (in days)',
      align: 'right',
      // issue 37: a job completed before its last day is the days worked, and says so
      render: (job) =>
        job.planned_duration === null ? (
          job.duration
        ) : (
          <Box component="span">
            {job.duration}
            <Typography component="span" variant="caption" sx={{ display: 'block' }}>
              {VISIT_MESSAGES.endedEarly(job.duration, job.planned_duration)}
            </Typography>
          </Box>
        ),
    },
    {
      key: 'rate',
      header: 'Daily Rate',
      align: 'right',
      render: (job) => <Money amount={job.rate} />,
    },
    {
      key: 'amount',
      header: 'Nurse Pay',
      align: 'right',
      // The pay is never cut: it stays in view beside Manage while the rest scrolls.
      pin: 'right',
      render: (job) => <Money amount={job.amount} />,
    },
    {
      key: 'status',
      header: 'Job Status',
      render: (job) => {
        const status = canonicalJobStatus(job.status);
        return (
          <StatusChip
            kind="job"
            value={job.status}
            label={status ? JOB_STATUS_LABELS[status] : undefined}
          />
        );
      },
    },
    {
      key: 'pay',
      header: 'Pay Status',
      render: (job) => <StatusChip kind="payment" value={job.payment_status} />,
    },
    { key: 'review', header: 'Review', render: (job) => <ReviewCell job={job} onRate={onRate} /> },
    {
      key: 'manage',
      header: 'Manage',
      pin: 'right',
      width: 72,
      hideable: false,
      render: (job) => (
        <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
          <IconButton
            size="small"
            aria-label={`Edit job ${job.care_card_number}`}
            onClick={() => onEdit(job)}
          >
            <Edit fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            color="error"
            aria-label={`Delete job ${job.care_card_number}`}
            onClick={() => onDelete(job)}
          >
            <Delete fontSize="small" />
          </IconButton>
        </Box>
      ),
    },
  ];
}
