import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
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

/**
 * A second fact under a cell's value, in small grey type, cut to the cell's
 * width; `fit`: it takes no width of its own (the value above sets it).
 */
const Under = ({ fit = false, children }: { fit?: boolean; children: ReactNode }) => (
  <Typography
    variant="caption"
    component="div"
    noWrap
    sx={[{ color: 'text.secondary' }, fit && { width: 0, minWidth: '100%' }]}
  >
    {children}
  </Typography>
);

/** SPEC's end date (start + duration), and under it the last day of care (issue 37). */
const EndCell = ({ job }: { job: NurseJob }) => (
  <>
    <DateText value={job.end_date} />
    <Under>{lastDayOfCareText(job.start_date, job.duration)}</Under>
  </>
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

/**
 * The columns of 'My Jobs' (SPEC 2), narrow enough that all of them, the
 * statuses too, fit a 1280 px desk: a row is a line, with a second fact in
 * small type under the job (its client, cut to the card number's width),
 * the end date (the last day of care) and the duration (ended early, cut
 * when the table is short of room). On a phone's card the job is the title
 * and the job and pay statuses its status line.
 */
export function nurseJobColumns({ onRate, onEdit, onDelete }: RowActions): Column<NurseJob>[] {
  return [
    {
      key: 'job',
      header: 'Job Id',
      card: 'title',
      render: (job) => (
        <>
          {job.care_card_number}
          <Under fit>{job.client_name}</Under>
        </>
      ),
    },
    { key: 'start', header: 'Start Date', render: (job) => <DateText value={job.start_date} /> },
    { key: 'end', header: 'End Date', render: (job) => <EndCell job={job} /> },
    { key: 'shift', header: 'Shift', render: (job) => job.shift },
    {
      key: 'duration',
      header: 'Duration (in days)',
      align: 'right',
      maxWidth: 160,
      // issue 37: a job completed before its last day is the days worked, and says so
      render: (job) =>
        job.planned_duration === null ? (
          job.duration
        ) : (
          <>
            {job.duration}
            <Under>{VISIT_MESSAGES.endedEarly(job.duration, job.planned_duration)}</Under>
          </>
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
      card: 'status',
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
      card: 'status',
      render: (job) => <StatusChip kind="payment" value={job.payment_status} />,
    },
    { key: 'review', header: 'Review', render: (job) => <ReviewCell job={job} onRate={onRate} /> },
    {
      key: 'manage',
      header: 'Manage',
      pin: 'right',
      width: 72,
      hideable: false,
      card: 'actions',
      render: (job) => (
        <Box sx={{ display: 'flex' }}>
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
