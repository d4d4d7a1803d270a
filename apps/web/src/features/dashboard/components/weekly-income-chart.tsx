import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatUGX, ugandaMidnight, type DashboardSummary } from '@app/contract';
import { addDays, paidIncomeLink } from '../home-links';
import { WeeklyIncomeTable } from './weekly-income-table';

type Week = DashboardSummary['incomeByWeek'][number];

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** The accessible name of a week's bar (and the tooltip a mouse sees). */
export const weekLabel = (week: Week) =>
  `Week of ${formatDate(ugandaMidnight(week.weekStart))}: ${formatUGX(week.amount)}`;

/** A round number at or above the largest amount, so the scale reads well (1, 2, 2.5, 5 x 10^n). */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

/** Paid income per week, last 12 weeks: SVG bars with a table alternative (ruling 3). */
export function WeeklyIncomeChart({ weeks }: { weeks: Week[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;

  const width = phone ? 340 : 720;
  const height = 220;
  const pad = { top: 12, right: 8, bottom: 28, left: 44 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const max = niceMax(Math.max(0, ...weeks.map((w) => w.amount)));
  const band = plotW / Math.max(weeks.length, 1);
  const y = (amount: number) => pad.top + plotH - (Math.max(amount, 0) / max) * plotH;
  // On a phone every third week is labelled, counting back from this week.
  const labelled = (i: number) => !phone || (weeks.length - 1 - i) % 3 === 0;
  const first = weeks[0];
  const last = weeks.at(-1);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Paid income per week
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            The last {weeks.length} weeks, Monday to Sunday, this week last
          </Typography>
        </Box>
        <Button size="small" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </Box>
      {asTable ? null : (
        <Box
          component="svg"
          role="group"
          aria-label={`Bar chart: paid income per week, last ${weeks.length} weeks`}
          viewBox={`0 0 ${width} ${height}`}
          sx={{ display: 'block', width: '100%', height: 'auto', mt: 1 }}
        >
          {[0, 0.5, 1].map((f) => (
            <g key={f} aria-hidden>
              <line
                x1={pad.left}
                x2={width - pad.right}
                y1={y(max * f)}
                y2={y(max * f)}
                stroke={theme.palette.divider}
              />
              <text
                x={pad.left - 6}
                y={y(max * f) + 4}
                textAnchor="end"
                fontSize={11}
                fill={theme.palette.text.secondary}
              >
                {compact.format(max * f)}
              </text>
            </g>
          ))}
          {weeks.map((week, i) => {
            const x = pad.left + i * band;
            const top = y(week.amount);
            return (
              <g key={week.weekStart}>
                <rect
                  role="img"
                  aria-label={weekLabel(week)}
                  x={x + band * 0.2}
                  y={top}
                  width={band * 0.6}
                  height={Math.max(pad.top + plotH - top, 0)}
                  rx={2}
                  fill={
                    i === weeks.length - 1
                      ? theme.palette.primary.light
                      : theme.palette.primary.dark
                  }
                >
                  <title>{weekLabel(week)}</title>
                </rect>
                {labelled(i) ? (
                  <text
                    aria-hidden
                    x={x + band / 2}
                    y={height - 8}
                    textAnchor="middle"
                    fontSize={11}
                    fill={theme.palette.text.secondary}
                  >
                    {shortDay.format(new Date(`${week.weekStart}T00:00:00Z`))}
                  </text>
                ) : null}
              </g>
            );
          })}
        </Box>
      )}
      <WeeklyIncomeTable weeks={weeks} visible={asTable} />
      {first && last ? (
        <Link
          component={RouterLink}
          to={paidIncomeLink(first.weekStart, addDays(last.weekStart, 6))}
          underline="hover"
          variant="body2"
          sx={{ display: 'inline-block', mt: 1 }}
        >
          Open these weeks in the finance ledger
        </Link>
      ) : null}
    </Paper>
  );
}
