import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, formatUGX, ugandaMidnight, type DashboardSummary } from '@app/contract';
import { visuallyHidden } from '../../../components/visually-hidden';

type Week = DashboardSummary['incomeByWeek'][number];

/** The chart's figures as a table: shown on request, otherwise read by screen readers only. */
export function WeeklyIncomeTable({ weeks, visible }: { weeks: Week[]; visible: boolean }) {
  return (
    // The wrapper hides it: a table ignores its own height and overflow.
    <Box sx={visible ? { mt: 1 } : visuallyHidden}>
      <Table size="small">
        <caption style={visible ? { captionSide: 'top', padding: 0 } : undefined}>
          Paid income per week, last {weeks.length} weeks
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Week starting
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Paid income
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {weeks.map((week) => (
            <TableRow key={week.weekStart}>
              <TableCell component="th" scope="row">
                {formatDate(ugandaMidnight(week.weekStart))}
              </TableCell>
              <TableCell align="right">{formatUGX(week.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
