import DensitySmall from '@mui/icons-material/DensitySmall';
import Button from '@mui/material/Button';
import { useTablePreference } from './table-preferences';

/** How tall a table's rows are: one line with room ('standard'), or tighter ('compact'). */
export type Density = 'standard' | 'compact';

const parseDensity = (value: unknown): Density | undefined =>
  value === 'compact' || value === 'standard' ? value : undefined;
const isStandard = (density: Density) => density === 'standard';

/** A table's density, remembered in this browser as its hidden columns are. */
export function useTableDensity(table: string | undefined) {
  return useTablePreference<Density>('density', table, 'standard', parseDensity, isStandard);
}

type DensityToggleProps = {
  /** The table's name, for the button's accessible name. */
  table: string;
  density: Density;
  onChange: (density: Density) => void;
};

/** 'Compact rows': a toggle (pressed while compact) beside the Columns menu. */
export function DensityToggle({ table, density, onChange }: DensityToggleProps) {
  const compact = density === 'compact';
  return (
    <Button
      size="small"
      color="inherit"
      startIcon={<DensitySmall />}
      aria-label={`Compact rows in ${table}`}
      aria-pressed={compact}
      onClick={() => onChange(compact ? 'standard' : 'compact')}
      sx={{
        color: compact ? 'primary.main' : 'text.secondary',
        whiteSpace: 'nowrap',
        bgcolor: compact ? 'action.selected' : undefined,
      }}
    >
      Compact
    </Button>
  );
}
