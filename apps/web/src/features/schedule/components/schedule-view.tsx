import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { addDays, addMonths, ugandaDate } from '@app/contract';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { mondayOf, monthLabel, weekLabel } from '../dates';
import { useScheduleParams } from '../filters';
import { FreeNursesDialog, type BookRequest } from './free-nurses-dialog';
import { MonthView } from './month-view';
import { StatusLegend } from './job-block';
import { ScheduleToolbar } from './schedule-toolbar';
import { WeekGrid } from './week-grid';

/**
 * On a desk the screen fills the window below the top bar and the Nurses
 * tabs (64 + 24 + 42 + 12 + 24 px) and the grid takes what the toolbar
 * leaves; on a phone the toolbar scrolls away and the grid is most of a screen.
 */
const SCREEN_HEIGHT = { md: 'calc(100dvh - 166px)' };
const GRID_HEIGHT = { xs: '75dvh', md: '100%' };

type ScheduleViewProps = {
  /** "Book" in the free-nurse panel: the screen opens the nurse job dialog. */
  onBook: (request: BookRequest) => void;
};

/**
 * /nurses/schedule (issue 27): who works when. The week view has a row per
 * nurse; the month view shows the jobs of the nurses a station or a name
 * picks; "Find free nurses" searches who may be booked.
 */
export function ScheduleView({ onBook }: ScheduleViewProps) {
  useDocumentTitle('Schedule');
  const today = ugandaDate();
  const { view, date, filters, set } = useScheduleParams(today);
  const [finding, setFinding] = useState(false);
  const monday = mondayOf(date);
  const step = (n: number) =>
    set({ date: view === 'week' ? addDays(monday, 7 * n) : addMonths(date, n) });

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        minWidth: 0,
        height: view === 'week' ? SCREEN_HEIGHT : undefined,
        minHeight: { md: 480 },
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
        <ScheduleToolbar
          view={view}
          title={view === 'week' ? weekLabel(monday) : monthLabel(date)}
          onPrevious={() => step(-1)}
          onNext={() => step(1)}
          onToday={() => set({ date: undefined })}
          onView={(next) => set({ view: next === 'week' ? undefined : next })}
          filters={filters}
          onFilter={set}
          onFindFree={() => setFinding(true)}
        />
        <StatusLegend />
      </Paper>
      <Paper
        variant="outlined"
        sx={{
          overflow: 'hidden',
          p: view === 'month' ? { xs: 1, sm: 1.5 } : 0,
          flex: view === 'week' ? { md: '1 1 0' } : undefined,
          minHeight: 0,
        }}
      >
        {view === 'week' ? (
          <WeekGrid monday={monday} today={today} filters={filters} height={GRID_HEIGHT} />
        ) : (
          <MonthView date={date} filters={filters} today={today} />
        )}
      </Paper>
      <FreeNursesDialog
        open={finding}
        onClose={() => setFinding(false)}
        initialDate={date < today ? today : date}
        onBook={onBook}
      />
    </Box>
  );
}
