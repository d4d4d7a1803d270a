import type { SxProps, Theme } from '@mui/material/styles';
import { DateField } from './date-field';

export type DateRangeKey = 'from' | 'to';

type DateRangeFilterProps = {
  /** YYYY-MM-DD, or none. */
  from?: string;
  to?: string;
  onChange: (key: DateRangeKey, value: string) => void;
  /** Each field's own layout (e.g. its width), where the caller's grid does not give it. */
  fieldSx?: SxProps<Theme>;
};

/**
 * A list's From and To filters: neither can pass the other. Two cells of the
 * caller's filter grid, not a box of their own.
 */
export function DateRangeFilter({ from, to, onChange, fieldSx }: DateRangeFilterProps) {
  return (
    <>
      <DateField
        size="small"
        label="From"
        value={from ?? ''}
        onChange={(value) => onChange('from', value)}
        max={to}
        sx={fieldSx}
      />
      <DateField
        size="small"
        label="To"
        value={to ?? ''}
        onChange={(value) => onChange('to', value)}
        min={from}
        sx={fieldSx}
      />
    </>
  );
}
