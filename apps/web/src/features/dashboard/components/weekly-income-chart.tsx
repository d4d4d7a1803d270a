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
import { BarChart } from '../../../components/bar-chart';
import { WeeklyIncomeTable } from './weekly-income-table';

type Week = DashboardSummary['incomeByWeek'][number];

const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** The accessible name of a week's bar (and the tooltip a mouse sees). */
export const weekLabel = (week: Week) =>
  `Week of ${formatDate(ugandaMidnight(week.weekStart))}: ${formatUGX(week.amount)}`;

/** Paid income per week, last 12 weeks: SVG bars with a table alternative (ruling 3). */
export function WeeklyIncomeChart({ weeks }: { weeks: Week[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;

  // On a phone every third week is labelled, counting back from this week.
  const labelled = (i: number) => !phone || (weeks.length - 1 - i) % 3 === 0;
  const groups = weeks.map((week, i) => ({
    key: week.weekStart,
    label: labelled(i) ? shortDay.format(new Date(`${week.weekStart}T00:00:00Z`)) : null,
    bars: [
      {
        key: 'paid',
        amount: week.amount,
        label: weekLabel(week),
        colour: i === weeks.length - 1 ? theme.palette.primary.light : theme.palette.primary.dark,
      },
    ],
  }));
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
        <Box sx={{ mt: 1 }}>
          <BarChart
            label={`Bar chart: paid income per week, last ${weeks.length} weeks`}
            groups={groups}
            desktopWidth={720}
          />
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
