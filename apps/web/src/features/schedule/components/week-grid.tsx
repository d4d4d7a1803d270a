import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { visibleRange, useWindowedRows } from '../../../components/use-windowed-rows';
import { ListNotice } from '../../../components/list-notice';
import { errorMessage } from '../../../lib/api-client';
import { useWeekSchedule } from '../api/get-schedule';
import { dayLabel, weekDays, weekdayLabel } from '../dates';
import type { ScheduleFilters } from '../filters';
import { DAY_MIN, NURSE_COLUMN, ROW_HEIGHT, WeekRow, gridColumns, nurseCellSx } from './week-row';

/** Rows drawn above and below the visible ones, so a fast scroll shows no gap. */
const OVERSCAN = 8;
const HEADER_HEIGHT = 44;

/** The rows to draw: those in view below the day header, plus the overscan each side (end exclusive). */
export const rowsInView = (scrollTop: number, viewport: number, count: number) =>
  visibleRange(scrollTop, viewport, ROW_HEIGHT, count, OVERSCAN, HEADER_HEIGHT);

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
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const { scroller, onScroll, toTop, total, start, end } = useWindowedRows({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    overscan: OVERSCAN,
    offsetTop: HEADER_HEIGHT,
    canLoadMore: Boolean(hasNextPage) && !isFetching && !error,
    onLoadMore: loadMore,
  });
  // Another week or other filters: back to the top.
  useEffect(() => toTop(), [monday, filters, toTop]);

  const loading = query.isPending || isFetchingNextPage;

  let footer: ReactNode = null;
  if (loading) footer = <CircularProgress size={24} aria-label="Loading nurses" />;
  else if (error)
    footer = <ListNotice error={errorMessage(error)} onRetry={() => void refetch()} />;
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
      onScroll={onScroll}
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
              ...nurseCellSx,
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
