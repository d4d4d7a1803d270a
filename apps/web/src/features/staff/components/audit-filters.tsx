import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateRangeFilter } from '../../../components/date-range-filter';
import type { Staff } from '@app/contract';
import type { AuditFilter } from '../api/keys';
import type { AuditFilterKey } from '../audit-params';
import { AUDIT_AREAS } from '../labels';

type AuditFiltersProps = {
  filter: AuditFilter;
  staff: Staff[];
  onChange: (key: AuditFilterKey, value: string) => void;
  onClear: () => void;
};

/** The empty choice reads 'Everyone' / 'All areas' instead of leaving the label inside. */
const selectSlots = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** Filter the log by person, area and dates (kept in the URL by the caller). */
export function AuditFilters({ filter, staff, onChange, onClear }: AuditFiltersProps) {
  const active = Object.values(filter).some(Boolean);
  // A person in the URL who is not in the list (yet) still shows as chosen.
  const known = !filter.actorId || staff.some((s) => s.id === filter.actorId);
  return (
    <Box
      role="group"
      aria-label="Audit log filters"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
        alignItems: 'center',
      }}
    >
      <TextField
        select
        size="small"
        label="Person"
        slotProps={selectSlots}
        value={filter.actorId ?? ''}
        onChange={(event) => onChange('actorId', event.target.value)}
      >
        <MenuItem value="">
          <em>Everyone</em>
        </MenuItem>
        {staff.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name} ({s.email})
          </MenuItem>
        ))}
        {known ? null : <MenuItem value={filter.actorId}>Another person</MenuItem>}
      </TextField>
      <TextField
        select
        size="small"
        label="Area"
        slotProps={selectSlots}
        value={filter.entity ?? ''}
        onChange={(event) => onChange('entity', event.target.value)}
      >
        <MenuItem value="">
          <em>All areas</em>
        </MenuItem>
        {AUDIT_AREAS.map((area) => (
          <MenuItem key={area.value} value={area.value}>
            {area.label}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFilter from={filter.from} to={filter.to} onChange={onChange} />
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
