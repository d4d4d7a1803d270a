import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatUGX, type SalesSummary } from '@app/contract';

/** The range's sums (cancelled orders left out): orders, items, subtotal, shipping, total. */
export function SalesTotals({ totals }: { totals: SalesSummary['totals'] }) {
  const tiles = [
    ['Orders', totals.orders.toLocaleString('en-UG')],
    ['Items', totals.items.toLocaleString('en-UG')],
    ['Subtotal', formatUGX(totals.subTotal)],
    ['Shipping', formatUGX(totals.shipping)],
    ['Total', formatUGX(totals.total)],
  ] as const;
  return (
    <Box
      role="group"
      aria-label="Totals"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {tiles.map(([label, value]) => (
        <Paper
          key={label}
          component="dl"
          variant="outlined"
          sx={{
            m: 0,
            p: 2,
            minWidth: 0,
            ...(label === 'Total'
              ? { gridColumn: { xs: '1 / -1', md: 'auto' }, borderColor: 'primary.main' }
              : {}),
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="h6"
            sx={{
              m: 0,
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
              overflowWrap: 'anywhere',
              color: label === 'Total' ? 'primary.dark' : undefined,
            }}
          >
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
