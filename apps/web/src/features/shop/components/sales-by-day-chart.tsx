import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatDate, formatUGX, MSG, type SalesSummary } from '@app/contract';
import { axisTop, fillDays, shortUGX, type DateRange } from '../sales-range';

const HEIGHT = 220;

type Day = SalesSummary['byDay'][number];

const describe = (d: Day) =>
  `${formatDate(d.date)}: ${d.orders} ${d.orders === 1 ? 'order' : 'orders'}, ${formatUGX(d.total)}`;

/**
 * Sales (order totals, cancelled orders left out) per day of the range as SVG
 * bars, each with its own label and tooltip, and the same figures as a table.
 */
export function SalesByDayChart({ range, byDay }: { range: DateRange; byDay: Day[] }) {
  const theme = useTheme();
  const days = fillDays(range, byDay);
  if (days.length === 0 || byDay.length === 0) {
    return <Typography color="text.secondary">{MSG.noData}</Typography>;
  }
  const top = axisTop(Math.max(...days.map((d) => d.total)));
  const n = days.length;
  const ticks = [top, top / 2, 0];
  const labelled = [days[0], days[Math.floor((n - 1) / 2)], days[n - 1]].filter(
    (d, i, all): d is Day => !!d && all.findIndex((e) => e?.date === d.date) === i,
  );

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }}>
        <Box
          aria-hidden
          sx={{
            height: HEIGHT,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            textAlign: 'right',
            typography: 'caption',
            color: 'text.secondary',
            my: '-0.6em',
          }}
        >
          {ticks.map((t) => (
            <span key={t}>{shortUGX(t)}</span>
          ))}
        </Box>
        <Box sx={{ height: HEIGHT, borderLeft: 1, borderBottom: 1, borderColor: 'divider' }}>
          <svg
            viewBox={`0 0 ${n} 100`}
            preserveAspectRatio="none"
            width="100%"
            height="100%"
            role="group"
            aria-label={`Sales by day, ${formatDate(range.from)} to ${formatDate(range.to)}`}
            style={{ display: 'block' }}
          >
            {[25, 50, 75].map((y) => (
              <line
                key={y}
                x1={0}
                x2={n}
                y1={y}
                y2={y}
                stroke={theme.palette.divider}
                strokeDasharray="4 4"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {days.map((d, i) => {
              const h = d.total > 0 ? Math.max((d.total / top) * 100, 0.8) : 0;
              return (
                <rect
                  key={d.date}
                  x={i + 0.15}
                  width={0.7}
                  y={100 - h}
                  height={h}
                  fill={theme.palette.primary.main}
                  role="img"
                  aria-label={describe(d)}
                >
                  <title>{describe(d)}</title>
                </rect>
              );
            })}
          </svg>
        </Box>
        <span />
        <Box
          aria-hidden
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            typography: 'caption',
            color: 'text.secondary',
            pt: 0.5,
          }}
        >
          {labelled.map((d) => (
            <span key={d.date}>{formatDate(d.date)}</span>
          ))}
        </Box>
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        Order totals per day (UGX); cancelled orders are not sales.
      </Typography>
      <Box component="details" sx={{ mt: 1, '& summary': { cursor: 'pointer', py: 0.5 } }}>
        <Typography component="summary" variant="body2" color="primary.dark">
          Show the figures as a table
        </Typography>
        <Box sx={{ maxHeight: 320, overflowY: 'auto' }}>
          <Table size="small" aria-label="Sales by day">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell align="right">Orders</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {byDay.map((d) => (
                <TableRow key={d.date}>
                  <TableCell>{formatDate(d.date)}</TableCell>
                  <TableCell align="right">{d.orders}</TableCell>
                  <TableCell align="right">{formatUGX(d.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Box>
  );
}
