import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { formatUGX, RECON_PROVIDER_LABELS, type ReconSummary } from '@app/contract';
import { BarChart } from '../../../components/bar-chart';
import { figureAmount, SUMMARY_FIGURES, type SummaryFigure } from './summary-table';

/**
 * The summary's figures as bars: for each provider, received, matched,
 * unmatched and the difference side by side, each amount written above its
 * bar. The table holds the same figures.
 */
export function SummaryChart({ summary }: { summary: ReconSummary }) {
  const theme = useTheme();
  const colour: Record<SummaryFigure, string> = {
    received: theme.palette.primary.main,
    matched: theme.palette.success.main,
    unmatched: theme.palette.warning.main,
    difference: theme.palette.error.main,
  };
  const groups = summary.providers.map((g) => ({
    key: g.provider,
    label: RECON_PROVIDER_LABELS[g.provider],
    bars: SUMMARY_FIGURES.map((f) => ({
      key: f.key,
      amount: figureAmount(g, f.key),
      label: `${RECON_PROVIDER_LABELS[g.provider]} ${f.label.toLowerCase()}: ${formatUGX(figureAmount(g, f.key))}`,
      colour: colour[f.key],
    })),
  }));

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <BarChart
        label="Bar chart: received, matched, unmatched and difference by provider"
        groups={groups}
        showAmounts
      />
      <Box
        component="figcaption"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          typography: 'caption',
          color: 'text.secondary',
          mt: 1,
        }}
      >
        {SUMMARY_FIGURES.map((f) => (
          <Box key={f.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: colour[f.key] }} />
            {f.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
