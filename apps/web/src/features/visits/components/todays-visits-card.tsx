import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  LATE_AFTER_MINUTES,
  VISIT_STATE_LABELS,
  VISIT_STATE_ORDER,
  VISIT_STATES,
  formatDate,
  ugandaMidnight,
  type TodaysVisits,
} from '@app/contract';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useTodayVisits } from '../api/get-today-visits';
import { ROW_GRID, VisitRow, type VisitRowProps } from './visit-row';

/** The element Home's count of late and missed visits leads to. */
export const TODAYS_VISITS_ID = 'todays-visits';

const HEADERS = [
  ['state', 'State'],
  ['nurse', 'Nurse'],
  ['customer', 'Customer and card'],
  ['shift', 'Shift'],
  ['checks', 'Checks'],
] as const;

/** "2 Late · 1 Missed · 4 Checked in", in the board's order, leaving out the states no visit is in. */
function countsText(counts: TodaysVisits['counts']): string {
  return [...VISIT_STATES]
    .sort((a, b) => VISIT_STATE_ORDER[a] - VISIT_STATE_ORDER[b])
    .filter((s) => counts[s] > 0)
    .map((s) => `${counts[s]} ${VISIT_STATE_LABELS[s]}`)
    .join(' · ');
}

/** Rows shown before "Show all": at least this many, and every late and missed one up to… */
export const SHOWN_AT_FIRST = 8;
/**
 * …this many: a busy morning's 47 late visits drawn at once cost a phone
 * 400 ms of its main thread (Lighthouse on Home: 86, under the 90 of issue
 * 38). The counts and Home's alert say how many; "Show all" shows the rest.
 */
export const MOST_AT_FIRST = 12;

function Board({ data, onOpenCard }: { data: TodaysVisits } & Pick<VisitRowProps, 'onOpenCard'>) {
  const [all, setAll] = useState(false);
  const urgent = data.counts.late + data.counts.missed;
  const first = Math.max(SHOWN_AT_FIRST, Math.min(urgent, MOST_AT_FIRST));
  const shown = all ? data.visits : data.visits.slice(0, first);
  if (!data.visits.length)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No visits are expected on this day.
      </Typography>
    );
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
        {countsText(data.counts)}
      </Typography>
      <Box
        aria-hidden
        sx={{ ...ROW_GRID, display: { xs: 'none', md: 'grid' }, pb: 0.5, color: 'text.secondary' }}
      >
        {HEADERS.map(([area, label]) => (
          <Typography key={area} variant="caption" sx={{ gridArea: area, fontWeight: 600 }}>
            {label}
          </Typography>
        ))}
      </Box>
      <Box
        component="ul"
        aria-label="Visits"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1, md: 0 } }}
      >
        {shown.map((v) => (
          <VisitRow key={v.nurseJobId} visit={v} onOpenCard={onOpenCard} />
        ))}
      </Box>
      {data.visits.length > first ? (
        <Button size="small" onClick={() => setAll(!all)} sx={{ mt: 1 }}>
          {all ? 'Show fewer' : `Show all ${data.visits.length} visits`}
        </Button>
      ) : null}
    </>
  );
}

/**
 * Home (issue 37): every visit expected today with its state and who to
 * call, late and missed first. It asks the API again every 1.5 s while the
 * tab is visible, so a check-in shows within 2 s without a reload.
 */
export function TodaysVisitsCard({ onOpenCard }: Pick<VisitRowProps, 'onOpenCard'>) {
  const { data, error, isPending } = useTodayVisits();
  // Dozens of rows are drawn in slices that leave the phone's main thread
  // free between them (a transition), not in one long task as the answer
  // comes (Lighthouse on Home: a 392 ms task with 47 late visits).
  const board = useDeferredValue(data);
  return (
    <Paper
      variant="outlined"
      component="section"
      id={TODAYS_VISITS_ID}
      aria-labelledby="todays-visits-title"
      sx={{ p: 2, scrollMarginTop: 72 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2 }}>
        <Typography
          id="todays-visits-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, flexGrow: 1 }}
        >
          Today&apos;s visits
        </Typography>
        {/* refused checks and days without proof, for an ADMIN to decide */}
        <Link component={RouterLink} to={paths.visitDays} variant="body2">
          Visit exceptions
        </Link>
      </Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {data
          ? `${formatDate(ugandaMidnight(data.day))} · Day shift from ${data.dayShiftStart}, night shift from ${data.nightShiftStart} (Kampala time) · `
          : ''}
        Late: no check-in {LATE_AFTER_MINUTES} minutes after the shift&apos;s start
      </Typography>
      {error ? (
        <Typography variant="body2" role="status" sx={{ color: 'error.main', mb: 1 }}>
          {data ? 'Showing the last answer: ' : ''}Today&apos;s visits could not be loaded.{' '}
          {errorMessage(error)} Trying again…
        </Typography>
      ) : null}
      {(isPending || !board) && !error ? <Skeleton variant="rounded" height={160} /> : null}
      {board ? <Board data={board} onOpenCard={onOpenCard} /> : null}
    </Paper>
  );
}
