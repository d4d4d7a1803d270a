import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatUGX } from '@app/contract';
import { homeLinks } from '../home-links';

type IncomeCardProps = {
  thisMonth: number;
  lastMonth: number;
  /** Today, for the months the links cover. */
  now: Date;
};

/** How this month compares with the last: the difference in UGX and in per cent. */
export function incomeChange(thisMonth: number, lastMonth: number) {
  const difference = thisMonth - lastMonth;
  const direction: 'up' | 'down' | 'same' =
    difference > 0 ? 'up' : difference < 0 ? 'down' : 'same';
  const percent = lastMonth > 0 ? Math.round((Math.abs(difference) / lastMonth) * 100) : undefined;
  const amount = formatUGX(Math.abs(difference));
  const text =
    direction === 'same'
      ? 'The same as last month'
      : `${amount} ${direction === 'up' ? 'more' : 'less'} than last month${
          percent === undefined ? '' : ` (${direction === 'up' ? '+' : '−'}${percent}%)`
        }`;
  return { difference, direction, text };
}

const ICONS = { up: TrendingUp, down: TrendingDown, same: TrendingFlat } as const;
const COLORS = { up: 'success.dark', down: 'error.dark', same: 'text.secondary' } as const;

/** Paid income this month against last month, in UGX (ruling 3). */
export function IncomeCard({ thisMonth, lastMonth, now }: IncomeCardProps) {
  const change = incomeChange(thisMonth, lastMonth);
  const Icon = ICONS[change.direction];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="income-card-title"
      sx={{ p: 2, height: '100%' }}
    >
      <Typography
        id="income-card-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600 }}
      >
        Income this month
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        Paid entries of the finance ledger
      </Typography>
      <Link
        component={RouterLink}
        to={homeLinks.income(now)}
        underline="hover"
        variant="h4"
        aria-label={`Income this month: ${formatUGX(thisMonth)}`}
        sx={{ fontWeight: 700, display: 'inline-block', wordBreak: 'break-word' }}
      >
        {formatUGX(thisMonth)}
      </Link>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          mt: 1,
          color: COLORS[change.direction],
        }}
      >
        <Icon aria-hidden fontSize="small" />
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {change.text}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        Last month:{' '}
        <Link
          component={RouterLink}
          to={homeLinks.income(now, 1)}
          underline="hover"
          aria-label={`Income last month: ${formatUGX(lastMonth)}`}
        >
          {formatUGX(lastMonth)}
        </Link>
      </Typography>
    </Paper>
  );
}
