import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatUGX, RECON_PROVIDER_LABELS, type ReconSummary } from '@app/contract';
import { figureAmount, SUMMARY_FIGURES, type SummaryFigure } from './summary-table';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** A round number at or above the largest amount (1, 2, 2.5, 5 x 10^n). */
export function chartTop(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

/**
 * The summary's figures as SVG bars: for each provider, received, matched,
 * unmatched and the difference side by side, each bar named for a screen
 * reader and its amount written above it. The table holds the same figures.
 */
export function SummaryChart({ summary }: { summary: ReconSummary }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const colour: Record<SummaryFigure, string> = {
    received: theme.palette.primary.main,
    matched: theme.palette.success.main,
    unmatched: theme.palette.warning.main,
    difference: theme.palette.error.main,
  };
  const width = phone ? 340 : 640;
  const height = 220;
  const pad = { top: 20, right: 8, bottom: 28, left: 44 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const groups = summary.providers;
  const amounts = groups.flatMap((g) => SUMMARY_FIGURES.map((f) => figureAmount(g, f.key)));
  const top = chartTop(Math.max(0, ...amounts));
  const y = (amount: number) => pad.top + plotH - (Math.max(amount, 0) / top) * plotH;
  const band = plotW / Math.max(groups.length, 1);
  const bar = (band * 0.8) / SUMMARY_FIGURES.length;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="svg"
        role="group"
        aria-label="Bar chart: received, matched, unmatched and difference by provider"
        viewBox={`0 0 ${width} ${height}`}
        sx={{ display: 'block', width: '100%', height: 'auto' }}
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f} aria-hidden>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(top * f)}
              y2={y(top * f)}
              stroke={theme.palette.divider}
            />
            <text
              x={pad.left - 6}
              y={y(top * f) + 4}
              textAnchor="end"
              fontSize={11}
              fill={theme.palette.text.secondary}
            >
              {compact.format(top * f)}
            </text>
          </g>
        ))}
        {groups.map((g, i) => {
          const x0 = pad.left + i * band + band * 0.1;
          return (
            <g key={g.provider}>
              {SUMMARY_FIGURES.map((f, j) => {
                const amount = figureAmount(g, f.key);
                const barTop = y(amount);
                const label = `${RECON_PROVIDER_LABELS[g.provider]} ${f.label.toLowerCase()}: ${formatUGX(amount)}`;
                return (
                  <g key={f.key}>
                    <rect
                      role="img"
                      aria-label={label}
                      x={x0 + j * bar + bar * 0.1}
                      y={barTop}
                      width={bar * 0.8}
                      height={Math.max(pad.top + plotH - barTop, 0)}
                      rx={2}
                      fill={colour[f.key]}
                    >
                      <title>{label}</title>
                    </rect>
                    <text
                      aria-hidden
                      x={x0 + j * bar + bar / 2}
                      y={barTop - 4}
                      textAnchor="middle"
                      fontSize={10}
                      fill={theme.palette.text.primary}
                    >
                      {compact.format(amount)}
                    </text>
                  </g>
                );
              })}
              <text
                aria-hidden
                x={pad.left + i * band + band / 2}
                y={height - 8}
                textAnchor="middle"
                fontSize={12}
                fill={theme.palette.text.secondary}
              >
                {RECON_PROVIDER_LABELS[g.provider]}
              </text>
            </g>
          );
        })}
      </Box>
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
