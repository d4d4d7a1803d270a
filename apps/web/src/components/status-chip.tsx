import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import { labelFor, MSG } from '@app/contract';
import { chipColors, statusTokens, type ChipColor, type StatusKind } from '../theme';

/** Normalises a status for lookup: case-insensitive, single spaces. */
function normalise(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The colour name of a status value of a kind (SPEC 4), keyed by the wire value. */
export function statusColor(kind: StatusKind, value: string | null | undefined): ChipColor {
  const tokens = statusTokens[kind];
  if (!value) return tokens.fallback;
  return tokens.values[normalise(value)] ?? tokens.fallback;
}

/**
 * quiet (the default): dark text beside a dot of the colour, in an outline of
 * it, so a row of four chips stays calm; filled: a block of the colour, for
 * the one status of a record's header.
 */
export type ChipLook = 'quiet' | 'filled';

type ColorChipProps = {
  label: string;
  color: ChipColor;
  variant?: ChipLook;
  size?: ChipProps['size'];
};

/**
 * A chip in one of the theme's chip colours (SPEC 4), in the app's one chip
 * look. The text always has at least 4.5:1 contrast: the dark text colour on
 * white when quiet, black or white on the colour when filled.
 */
export function ColorChip({ label, color, variant = 'quiet', size = 'small' }: ColorChipProps) {
  const theme = useTheme();
  const colour = chipColors[color];
  if (variant === 'filled') {
    return (
      <Chip
        size={size}
        label={label}
        data-color={color}
        data-look="filled"
        sx={{ bgcolor: colour, color: theme.palette.getContrastText(colour), fontWeight: 500 }}
      />
    );
  }
  return (
    <Chip
      size={size}
      variant="outlined"
      label={label}
      data-color={color}
      data-look="quiet"
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: colour, flexShrink: 0 }}
        />
      }
      sx={{
        borderColor: colour,
        color: 'text.primary',
        bgcolor: 'background.paper',
        fontWeight: 500,
        // The dot takes little room: a row of chips stays about as wide as before.
        '& .MuiChip-icon': { ml: '5px', mr: 0 },
        '& .MuiChip-label': { pl: '4px' },
      }}
    />
  );
}

type StatusChipProps = {
  kind: StatusKind;
  /** The wire value: it picks the colour, and the contract's label is shown. */
  value: string | null | undefined;
  /** Shown instead of the contract's label. */
  label?: string;
  size?: ChipProps['size'];
  variant?: ChipLook;
};

/** A status, product, station or source as a chip: its colour (SPEC 4), its label (issue 38). */
export function StatusChip({ kind, value, label, size, variant }: StatusChipProps) {
  return (
    <ColorChip
      label={label ?? (labelFor(kind, value) || MSG.notAvailable)}
      color={statusColor(kind, value)}
      size={size}
      variant={variant}
    />
  );
}
