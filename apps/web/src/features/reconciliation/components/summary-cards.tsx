import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatUGX, RECON_PROVIDER_LABELS, type ReconSummary } from '@app/contract';
import { figureAmount, SUMMARY_FIGURES, type SummaryFigures } from './summary-table';

const payments = (n: number) => `${n} ${n === 1 ? 'payment' : 'payments'}`;

/** The summary on a phone: a block per provider and the total, each figure on its line. */
export function SummaryCards({ summary }: { summary: ReconSummary }) {
  const blocks: { key: string; label: string; row: SummaryFigures }[] = [
    ...summary.providers.map((p) => ({
      key: p.provider,
      label: RECON_PROVIDER_LABELS[p.provider],
      row: p,
    })),
    { key: 'total', label: 'Total', row: summary.total },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {blocks.map((b) => (
        <Box
          key={b.key}
          component="section"
          aria-label={`Summary: ${b.label}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
            {b.label}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto',
              columnGap: 1,
              rowGap: 0.25,
              typography: 'body2',
              '& dd': { m: 0, textAlign: 'right', whiteSpace: 'nowrap' },
            }}
          >
            {SUMMARY_FIGURES.map((f) => (
              <Box key={f.key} sx={{ display: 'contents' }}>
                <dt>{f.label}</dt>
                <dd>
                  {formatUGX(figureAmount(b.row, f.key))}
                  {f.key === 'difference' ? '' : ` (${payments(b.row[f.key].count)})`}
                </dd>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
