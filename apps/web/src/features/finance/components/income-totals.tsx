import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { INCOME_PAY_STATUSES, formatUGX } from '@app/contract';
import { StatusChip } from '../../../components/status-chip';
import type { IncomePage } from '../api/keys';

type IncomeTotalsProps = {
  totals: IncomePage['totals'] | undefined;
  count: number | undefined;
};

const entries = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'entry' : 'entries'}`;

/**
 * The totals of the current filter: the whole amount, then by payment status
 * on a line of its own, so the block keeps its height when the figures
 * replace the placeholders (no layout shift under the table).
 */
export function IncomeTotals({ totals, count }: IncomeTotalsProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Totals"
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        rowGap: 1.5,
      }}
    >
      <Box>
        <Typography variant="overline" component="h3" sx={{ lineHeight: 1.5 }}>
          Total for this view
        </Typography>
        {totals ? (
          <Typography variant="h6" component="p" sx={{ whiteSpace: 'nowrap' }}>
            {formatUGX(totals.amount)}{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              · {entries(count ?? 0)}
            </Typography>
          </Typography>
        ) : (
          <Skeleton width={220} height={32} />
        )}
      </Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0 }}>
        {INCOME_PAY_STATUSES.map((status) => {
          const line = totals?.byStatus.find((t) => t.status === status);
          return (
            <Box
              component="li"
              key={status}
              sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <StatusChip kind="payment" value={status} />
              {totals ? (
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  <strong>{formatUGX(line?.amount ?? 0)}</strong>{' '}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    ({entries(line?.count ?? 0)})
                  </Box>
                </Typography>
              ) : (
                <Skeleton width={120} />
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
