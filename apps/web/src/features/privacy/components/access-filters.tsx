import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ACCESS_RECORDS, ACCESS_RECORD_LABELS, type Staff } from '@app/contract';
import { DateRangeFilter } from '../../../components/date-range-filter';
import type { AccessFilter } from '../api/keys';
import type { Person } from '../api/search-people';
import type { AccessFilterKey } from '../access-params';
import { PersonFilter } from './person-filter';

type AccessFiltersProps = {
  filter: AccessFilter;
  person: Person | null;
  staff: Staff[];
  onChange: (key: Exclude<AccessFilterKey, 'subjectKind' | 'subjectId'>, value: string) => void;
  onPerson: (person: Person | null) => void;
  onClear: () => void;
};

/** The empty choice reads 'Everyone' / 'All records' instead of leaving the label inside. */
const selectSlots = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** Filter the access log by person, staff member, record and dates (kept in the URL by the caller). */
export function AccessFilters({
  filter,
  person,
  staff,
  onChange,
  onPerson,
  onClear,
}: AccessFiltersProps) {
  const active = Object.values(filter).some((v) => v !== undefined && v !== '');
  // A staff member in the URL who is not in the list (yet) still shows as chosen.
  const known = !filter.actorId || staff.some((s) => s.id === filter.actorId);
  return (
    <Box
      role="group"
      aria-label="Access log filters"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(170px, 100%), 1fr))',
        alignItems: 'center',
      }}
    >
      <PersonFilter value={person} onChange={onPerson} />
      <TextField
        select
        size="small"
        label="Staff member"
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
        {known ? null : <MenuItem value={filter.actorId}>Another staff member</MenuItem>}
      </TextField>
      <TextField
        select
        size="small"
        label="Record"
        slotProps={selectSlots}
        value={filter.record ?? ''}
        onChange={(event) => onChange('record', event.target.value)}
      >
        <MenuItem value="">
          <em>All records</em>
        </MenuItem>
        {ACCESS_RECORDS.map((record) => (
          <MenuItem key={record} value={record}>
            {ACCESS_RECORD_LABELS[record]}
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
