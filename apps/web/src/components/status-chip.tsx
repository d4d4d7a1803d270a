import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import { chipColors, statusTokens, type ChipColor, type StatusKind } from '../theme';

/** Normalises a status for lookup: case-insensitive, single spaces. */
function normalise(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The colour name of a status value of a kind (SPEC 4). */
export function statusColor(kind: StatusKind, value: string | null | undefined): ChipColor {
  const tokens = statusTokens[kind];
  if (!value) return tokens.fallback;
  return tokens.values[normalise(value)] ?? tokens.fallback;
}

type StatusChipProps = {
  kind: StatusKind;
  value: string | null | undefined;
  /** Shown instead of the raw value. */
  label?: string;
  size?: ChipProps['size'];
};

export function StatusChip({ kind, value, label, size = 'small' }: StatusChipProps) {
  const theme = useTheme();
  const color = statusColor(kind, value);
  const background = chipColors[color];
  return (
    <Chip
      size={size}
      label={label ?? (value || 'Not Available')}
      data-color={color}
      sx={{
        bgcolor: background,
        color: theme.palette.getContrastText(background),
        fontWeight: 500,
      }}
    />
  );
}
