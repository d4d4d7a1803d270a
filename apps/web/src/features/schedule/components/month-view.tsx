import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import { Suspense, lazy, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { formatName, type ScheduleRow } from '@app/contract';
import { pathTo } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { MONTH_NURSES, useMonthSchedule } from '../api/get-month-schedule';
import { localDate, monthRange } from '../dates';
import type { ScheduleFilters } from '../filters';
import { SHIFT_SHORT, jobColour, jobLabel } from './job-block';
import type { CalendarEvent } from './month-calendar';

// react-big-calendar: its own chunk, loaded when the month view is chosen.
const MonthCalendar = lazy(() =>
  import('./month-calendar').then((m) => ({ default: m.MonthCalendar })),
);

/** One calendar event per job: 'Jane Doe · CC-0012 · Night', over its days, in its status colour. */
export function monthEvents(
  rows: ScheduleRow[],
  textOn: (background: string) => string,
): CalendarEvent[] {
  return rows.flatMap(({ nurse, jobs }) =>
    jobs.map((job) => {
      const name = formatName(nurse.first_name, nurse.last_name);
      const background = jobColour(job.status);
      return {
        title: `${name} · ${job.care_card_number} · ${SHIFT_SHORT[job.shift]}`,
        start: localDate(job.start_date),
        end: localDate(job.end_date),
        allDay: true,
        label: `${name}: ${jobLabel(job)}`,
        background,
        color: textOn(background),
        nurseId: nurse.id,
      };
    }),
  );
}

type MonthViewProps = { date: string; filters: ScheduleFilters; today: string };

/**
 * The month view: the jobs of the nurses a station or a name picks (every
 * nurse's month in one grid would not be readable), each an event coloured
 * by status; choosing one opens the nurse's profile.
 */
export function MonthView({ date, filters, today }: MonthViewProps) {
  const theme = useTheme();
  const navigate = useNavigate();
  const narrowed = !!(filters.station || filters.q);
  const range = useMemo(() => monthRange(date), [date]);
  const query = useMonthSchedule(range, filters, narrowed);
  const events = useMemo(
    () => monthEvents(query.data?.rows ?? [], (bg) => theme.palette.getContrastText(bg)),
    [query.data, theme],
  );

  if (!narrowed)
    return (
      <Alert severity="info">
        Choose a station or search a nurse’s name to see the month: every nurse’s jobs in one month
        would not be readable.
      </Alert>
    );
  if (query.isPending) return <CircularProgress aria-label="Loading the month" />;
  if (query.error) return <Alert severity="error">{errorMessage(query.error)}</Alert>;

  const count = query.data?.count ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {count === 0 ? (
        <Alert severity="info">No job this month for these nurses.</Alert>
      ) : count > MONTH_NURSES ? (
        <Alert severity="info">
          {`The first ${MONTH_NURSES} of ${count.toLocaleString('en-GB')} nurses with jobs are shown: narrow the filters to see the others.`}
        </Alert>
      ) : null}
      <Box
        role="region"
        aria-label="Month schedule"
        sx={{
          // Tall enough for a few jobs a day before '+3 more' (a click lists them all).
          height: { xs: 640, md: 'max(760px, calc(100dvh - 330px))' },
          '& .rbc-event': { fontSize: { xs: 11, sm: 12 }, py: 0.25 },
          // Every column keeps its seventh of the width on a phone (the labels are cut, not the week).
          '& .rbc-row > *, & .rbc-row-bg > *, & .rbc-month-header > *, & .rbc-row-segment': {
            minWidth: 0,
          },
          '& .rbc-show-more': { fontSize: 11, whiteSpace: 'nowrap', overflow: 'hidden' },
          '& .rbc-header': { overflow: 'hidden' },
          '& .rbc-today': { bgcolor: 'action.selected' },
          '& .rbc-off-range-bg': { bgcolor: 'action.hover' },
          // The library's #999 reads at under 4.5:1.
          '& .rbc-off-range': { color: 'text.secondary' },
        }}
      >
        <Suspense fallback={<CircularProgress aria-label="Loading the calendar" />}>
          <MonthCalendar
            events={events}
            date={localDate(date)}
            now={localDate(today)}
            onSelect={(event) => void navigate(pathTo.nurse(event.nurseId))}
          />
        </Suspense>
      </Box>
    </Box>
  );
}
