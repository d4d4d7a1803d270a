import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Link } from 'react-router';
import {
  addDays,
  labelFor,
  lastDayOfCareText,
  nurseJobDuration,
  nurseJobSpanText,
  type NurseJobShift,
  type ScheduleJob,
} from '@app/contract';
import { statusColor } from '../../../components/status-chip';
import { pathTo } from '../../../config/paths';
import { chipColors } from '../../../theme';

/** The statuses a schedule shows, in the legend's order (a cancelled job frees the nurse). */
export const SCHEDULE_STATUSES = ['pending', 'ongoing', 'completed'] as const;
/** A job's status in the contract's words (issue 38). */
export const statusWord = (status: string) => labelFor('job', status);

/** How a shift is said in a label: 'night shift'. */
export const SHIFT_WORDS: Record<NurseJobShift, string> = {
  Day: 'day shift',
  Night: 'night shift',
  'Day and night': 'day and night',
};
/** How a shift is written on a month event: 'Night'. */
export const SHIFT_SHORT: Record<NurseJobShift, string> = {
  Day: 'Day',
  Night: 'Night',
  'Day and night': 'Day & night',
};

/** The block's background: the job colours of the status chips (SPEC 4). */
export const jobColour = (status: string) => chipColors[statusColor('job', status)];

/** A schedule job's duration (issue 37: its end_date is the day after its last day of care). */
const durationOf = (job: Pick<ScheduleJob, 'start_date' | 'end_date'>) =>
  nurseJobDuration(job.start_date, job.end_date);

/** 'last day of care 05-12' of a schedule's job. */
export const lastDayText = (job: Pick<ScheduleJob, 'start_date' | 'end_date'>) =>
  lastDayOfCareText(job.start_date, durationOf(job));

/** 'CC-0012, night shift, ongoing, from 03-12-2026, last day of care 05-12'. */
export function jobLabel(job: ScheduleJob): string {
  const days = `from ${nurseJobSpanText(job.start_date, durationOf(job))}`;
  return `${job.care_card_number}, ${SHIFT_WORDS[job.shift]}, ${statusWord(job.status).toLowerCase()}, ${days}`;
}

/** Where in the day cell a shift sits: day on top, night below, both full height. */
const ROWS: Record<NurseJobShift, string> = { Day: '1', Night: '2', 'Day and night': '1 / 3' };
export const HALVES: Record<NurseJobShift, 'top' | 'bottom' | 'full'> = {
  Day: 'top',
  Night: 'bottom',
  'Day and night': 'full',
};

/**
 * One job on one day of the week grid: a link to the nurse's profile,
 * coloured by status, with the card number written on it (colour is never
 * the only cue) and the whole job in its label.
 */
export function JobBlock({
  job,
  day,
  nurseId,
}: {
  job: ScheduleJob;
  day: string;
  nurseId: number;
}) {
  const theme = useTheme();
  const background = jobColour(job.status);
  const fromBefore = job.start_date < day;
  const goesOn = job.end_date > addDays(day, 1);
  const radius = 4;
  return (
    <Box
      component={Link}
      to={pathTo.nurse(nurseId)}
      aria-label={jobLabel(job)}
      title={`${job.care_card_number} · ${job.client_name} · ${lastDayText(job)}`}
      data-half={HALVES[job.shift]}
      data-status={job.status}
      sx={{
        gridRow: ROWS[job.shift],
        minWidth: 0,
        display: 'flex',
        alignItems: 'center',
        px: 0.5,
        bgcolor: background,
        color: theme.palette.getContrastText(background),
        textDecoration: 'none',
        overflow: 'hidden',
        borderTopLeftRadius: fromBefore ? 0 : radius,
        borderBottomLeftRadius: fromBefore ? 0 : radius,
        borderTopRightRadius: goesOn ? 0 : radius,
        borderBottomRightRadius: goesOn ? 0 : radius,
        '&:hover, &:focus-visible': { filter: 'brightness(1.15)' },
        '&:focus-visible': {
          outline: `2px solid ${theme.palette.text.primary}`,
          outlineOffset: -2,
        },
      }}
    >
      <Typography
        component="span"
        aria-hidden
        sx={{ fontSize: 11, lineHeight: 1.2, whiteSpace: 'nowrap', fontWeight: 500 }}
      >
        {job.care_card_number}
        {job.shift === 'Night' ? ' ☾' : ''}
      </Typography>
    </Box>
  );
}

/** What the colours mean, and where the shifts sit. */
export function StatusLegend() {
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        listStyle: 'none',
        m: 0,
        p: 0,
        fontSize: 12,
        color: 'text.secondary',
      }}
    >
      {SCHEDULE_STATUSES.map((status) => (
        <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: jobColour(status) }}
          />
          {statusWord(status)}
        </Box>
      ))}
      <Box component="li">Day shift: top half · Night (☾): bottom half · Day and night: full</Box>
    </Box>
  );
}
