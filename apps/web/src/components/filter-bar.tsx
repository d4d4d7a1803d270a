import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { Staff } from '@app/contract';

// A list's filters (the ledger, the audit log, the access log): one bar, a
// choice of one of some values, and of a member of staff, written once
// (issue 41: the copies had come to disagree on a phone's width and on what
// "a filter is set" is).

/** Whether any filter of `filter` is set (an empty text is not). */
export const anyFilterSet = (filter: Record<string, unknown>) =>
  Object.values(filter).some((v) => v !== undefined && v !== null && v !== '');

/** The empty choice reads 'Everyone' / 'All …' instead of leaving the label inside. */
const selectSlots = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** The bar: its filters as many a row as fit (one on a phone), then "Clear filters". */
export function FilterBar({
  id,
  label,
  active,
  onClear,
  minWidth = 170,
  children,
}: {
  id?: string;
  /** The group's accessible name, e.g. 'Audit log filters'. */
  label: string;
  active: boolean;
  onClear: () => void;
  /** A filter's narrowest width, in px. */
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box
      id={id}
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${minWidth}px, 100%), 1fr))`,
        alignItems: 'center',
      }}
    >
      {children}
      <Button
        onClick={onClear}
        disabled={!active}
        startIcon={<FilterAltOff />}
        sx={{ justifySelf: 'start' }}
      >
        Clear filters
      </Button>
    </Box>
  );
}

/**
 * A choice of one member of staff, or everyone (''): one in the URL who is
 * not in the list (yet) still shows as chosen, as 'Another <label>'.
 */
export function StaffFilter({
  label,
  value,
  staff,
  onChange,
}: {
  label: string;
  value: string | undefined;
  staff: Staff[];
  onChange: (value: string) => void;
}) {
  const known = !value || staff.some((s) => s.id === value);
  const options = staff.map((s) => ({ value: s.id, label: `${s.name} (${s.email})` }));
  if (!known) options.push({ value, label: `Another ${label.toLowerCase()}` });
  return (
    <OptionFilter
      label={label}
      all="Everyone"
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}

/** A choice of one of `options`, or all of them (''), which reads `all`. */
export function OptionFilter({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      slotProps={selectSlots}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">
        <em>{all}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
