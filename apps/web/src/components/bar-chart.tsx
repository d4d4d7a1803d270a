import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** A round number at or above the largest amount, so the scale reads well (1, 2, 2.5, 5 x 10^n). */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

export type Bar = {
  key: string;
  amount: number;
  /** The bar's accessible name and tooltip. */
  label: string;
  colour: string;
};

export type BarGroup = {
  key: string;
  /** Written under the group; null leaves it unlabelled (a phone labels fewer weeks). */
  label: string | null;
  bars: readonly Bar[];
};

type BarChartProps = {
  /** The chart's accessible name. */
  label: string;
  groups: readonly BarGroup[];
  /** Write each bar's amount above it. */
  showAmounts?: boolean;
  /** The width on a desktop; a phone draws 340 wide. */
  desktopWidth?: number;
};

/**
 * Amounts as SVG bars in groups, each bar named for a screen reader with its
 * own tooltip, a 0 / half / top scale on the left. The screens that use it
 * keep a table of the same figures beside it.
 */
export function BarChart({
  label,
  groups,
  showAmounts = false,
  desktopWidth = 640,
}: BarChartProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const width = phone ? 340 : desktopWidth;
  const height = 220;
  const pad = { top: showAmounts ? 20 : 12, right: 8, bottom: 28, left: 44 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const top = niceMax(Math.max(0, ...groups.flatMap((g) => g.bars.map((b) => b.amount))));
  const y = (amount: number) => pad.top + plotH - (Math.max(amount, 0) / top) * plotH;
  const band = plotW / Math.max(groups.length, 1);
  const perGroup = Math.max(1, ...groups.map((g) => g.bars.length));
  // One bar a group takes 60 % of its band; several share 80 % of it.
  const bar = perGroup === 1 ? band * 0.75 : (band * 0.8) / perGroup;
  const groupPad = perGroup === 1 ? band * 0.125 : band * 0.1;

  return (
    <Box
      component="svg"
      role="group"
      aria-label={label}
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
        const x0 = pad.left + i * band + groupPad;
        return (
          <g key={g.key}>
            {g.bars.map((b, j) => {
              const barTop = y(b.amount);
              return (
                <g key={b.key}>
                  <rect
                    role="img"
                    aria-label={b.label}
                    x={x0 + j * bar + bar * 0.1}
                    y={barTop}
                    width={bar * 0.8}
                    height={Math.max(pad.top + plotH - barTop, 0)}
                    rx={2}
                    fill={b.colour}
                  >
                    <title>{b.label}</title>
                  </rect>
                  {showAmounts ? (
                    <text
                      aria-hidden
                      x={x0 + j * bar + bar / 2}
                      y={barTop - 4}
                      textAnchor="middle"
                      fontSize={10}
                      fill={theme.palette.text.primary}
                    >
                      {compact.format(b.amount)}
                    </text>
                  ) : null}
                </g>
              );
            })}
            {g.label === null ? null : (
              <text
                aria-hidden
                x={pad.left + i * band + band / 2}
                y={height - 8}
                textAnchor="middle"
                fontSize={11}
                fill={theme.palette.text.secondary}
              >
                {g.label}
              </text>
            )}
          </g>
        );
      })}
    </Box>
  );
}
