import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SCROLL_DISTANCE } from '../../../components/infinite-list';
import { errorMessage } from '../../../lib/api-client';
import { useWeekSchedule } from '../api/get-schedule';
import { dayLabel, weekDays, weekdayLabel } from '../dates';
import type { ScheduleFilters } from '../filters';
import { DAY_MIN, NURSE_COLUMN, ROW_HEIGHT, WeekRow, gridColumns } from './week-row';

/** Rows drawn above and below the visible ones, so a fast scroll shows no gap. */
const OVERSCAN = 8;
/** Assumed height of the scrolling box until it is measured (and in jsdom). */
const FALLBACK_VIEWPORT = 600;
const HEADER_HEIGHT = 44;

/** The rows to draw: those in view plus the overscan each side (end exclusive). */
export function rowsInView(scrollTop: number, viewport: number, count: number) {
  const top = Math.max(0, scrollTop - HEADER_HEIGHT);
  const first = Math.floor(top / ROW_HEIGHT);
  const last = Math.ceil((top + viewport) / ROW_HEIGHT);
  return { start: Math.max(0, first - OVERSCAN), end: Math.min(count, last + OVERSCAN) };
}

type WeekGridProps = {
  monday: string;
  today: string;
  filters: ScheduleFilters;
  /** The scrolling box's height. */
  height: string | Record<string, string>;
};

/**
 * The week view: one row per nurse, one column per day (Monday first),
 * each job a block in its days (day shift on top, night below). Pages of
 * 100 nurses load as the grid nears its end, and only the rows in view are
 * in the page, so 10,000 nurses scroll smoothly. On a phone the grid
 * scrolls sideways inside its box, the nurse column staying put.
 */
export function WeekGrid({ monday, today, filters, height }: WeekGridProps) {
  const days = useMemo(() => weekDays(monday), [monday]);
  const query = useWeekSchedule(monday, filters);
  const { data, error, hasNextPage, isFetching, isFetchingNextPage, fetchNextPage, refetch } =
    query;
  const rows = useMemo(() => data?.pages.flatMap((p) => p.rows) ?? [], [data]);
  const count = data?.pages[0]?.count ?? 0;

  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setViewport(el.clientHeight || FALLBACK_VIEWPORT);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // Another week or other filters: back to the top.
  useEffect(() => {
    scroller.current?.scrollTo?.({ top: 0 });
    setScrollTop(0);
  }, [monday, filters]);

  const total = rows.length * ROW_HEIGHT;
  const nearEnd = total - (scrollTop + viewport) < SCROLL_DISTANCE;
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetching && !error) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetching, error, fetchNextPage]);

  const { start, end } = rowsInView(scrollTop, viewport, rows.length);
  const loading = query.isPending || isFetchingNextPage;

  let footer: ReactNode = null;
  if (loading) footer = <CircularProgress size={24} aria-label="Loading nurses" />;
  else if (error)
    footer = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessage(error)}
      </Alert>
    );
  else if (rows.length === 0)
    footer = <Typography color="text.secondary">No nurse matches these filters</Typography>;
  else if (!hasNextPage)
    footer = (
      <Typography variant="body2" color="text.secondary">
        {count === 1 ? '1 nurse' : `${count.toLocaleString('en-GB')} nurses`}
      </Typography>
    );

  const minWidth = { xs: NURSE_COLUMN.xs + 7 * DAY_MIN, sm: NURSE_COLUMN.sm + 7 * DAY_MIN };
  return (
    <Box
      ref={scroller}
      data-testid="week-grid-scroller"
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      sx={{ height, overflow: 'auto', overscrollBehavior: 'contain', position: 'relative' }}
    >
      <Box
        role="grid"
        aria-label="Week schedule"
        aria-rowcount={data ? count + 1 : -1}
        aria-colcount={8}
        aria-busy={loading}
        sx={{ minWidth, position: 'relative' }}
      >
        <Box
          role="row"
          aria-rowindex={1}
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 2,
            height: HEADER_HEIGHT,
            display: 'grid',
            gridTemplateColumns: gridColumns,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            role="columnheader"
            aria-colindex={1}
            sx={{
              position: 'sticky',
              left: 0,
              zIndex: 1,
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
              px: 1,
              display: 'flex',
              alignItems: 'center',
              typography: 'subtitle2',
            }}
          >
            Nurse
          </Box>
          {days.map((day, i) => {
            const { weekday, date } = weekdayLabel(day);
            const isToday = day === today;
            return (
              <Box
                key={day}
                role="columnheader"
                aria-colindex={i + 2}
                aria-label={`${weekday} ${dayLabel(day)}${isToday ? ', today' : ''}`}
                aria-current={isToday ? 'date' : undefined}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  borderRight: 1,
                  borderColor: 'divider',
                  lineHeight: 1.2,
                  bgcolor: isToday ? 'primary.main' : undefined,
                  color: isToday ? 'primary.contrastText' : undefined,
                }}
              >
                <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
                  {weekday}
                  {isToday ? ' · today' : ''}
                </Typography>
                <Typography variant="subtitle2" sx={{ lineHeight: 1.2 }}>
                  {date}
                </Typography>
              </Box>
            );
          })}
        </Box>
        <Box role="rowgroup" sx={{ position: 'relative' }} style={{ height: total }}>
          {rows.slice(start, end).map((row, i) => (
            <WeekRow
              key={row.nurse.id}
              row={row}
              days={days}
              today={today}
              index={start + i + 2}
              style={{ top: (start + i) * ROW_HEIGHT, height: ROW_HEIGHT }}
            />
          ))}
        </Box>
      </Box>
      <Box
        role="status"
        sx={{ display: 'flex', justifyContent: 'center', p: 2, position: 'sticky', left: 0 }}
      >
        {footer}
      </Box>
    </Box>
  );
}
