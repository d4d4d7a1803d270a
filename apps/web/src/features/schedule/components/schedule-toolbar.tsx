import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { AVAILABILITY, STATIONS } from '@app/contract';
import { useDebounced } from '../../../lib/use-debounced';
import type { ScheduleFilters, ScheduleView } from '../filters';

/** Typing pauses this long before the name search is sent. */
export const NAME_SEARCH_DEBOUNCE_MS = 300;

type FilterSelectProps = {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
};

function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth: 140, flex: { xs: '1 1 140px', md: '0 0 auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const asOptions = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));
const BUSY_OPTIONS = [
  { value: 'free', label: 'Free all the period' },
  { value: 'busy', label: 'Busy some of it' },
];

type ScheduleToolbarProps = {
  view: ScheduleView;
  /** '23 – 29 Nov 2026' or 'November 2026'. */
  title: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onView: (view: ScheduleView) => void;
  filters: ScheduleFilters;
  onFilter: (changes: Partial<Record<keyof ScheduleFilters, string | undefined>>) => void;
  onFindFree: () => void;
};

/** The schedule's navigation (week or month), view switch, filters and the free-nurse search. */
export function ScheduleToolbar(props: ScheduleToolbarProps) {
  const { view, title, filters, onFilter } = props;
  const [name, setName] = useState(filters.q ?? '');
  const typed = useDebounced(name.trim(), NAME_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (typed !== (filters.q ?? '')) onFilter({ q: typed || undefined });
    // Only a new typed term is sent; a link's own ?q= stays until the user types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  const unit = view === 'week' ? 'week' : 'month';

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton aria-label={`Previous ${unit}`} onClick={props.onPrevious} size="small">
            <ChevronLeft />
          </IconButton>
          <Button size="small" variant="outlined" onClick={props.onToday}>
            {view === 'week' ? 'This week' : 'This month'}
          </Button>
          <IconButton aria-label={`Next ${unit}`} onClick={props.onNext} size="small">
            <ChevronRight />
          </IconButton>
        </Box>
        <Typography
          variant="h6"
          component="h2"
          aria-live="polite"
          sx={{ flex: '1 1 auto', fontSize: { xs: 16, sm: 20 }, whiteSpace: 'nowrap' }}
        >
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          aria-label="View"
          onChange={(_e, next: ScheduleView | null) => next && props.onView(next)}
        >
          <ToggleButton value="week">Week</ToggleButton>
          <ToggleButton value="month">Month</ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="contained"
          size="small"
          startIcon={<PersonSearch />}
          onClick={props.onFindFree}
        >
          Find free nurses
        </Button>
      </Box>
      <Box
        role="search"
        aria-label="Schedule filters"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <FilterSelect
          label="Station"
          value={filters.station}
          options={asOptions(STATIONS)}
          onChange={(station) => onFilter({ station })}
        />
        <FilterSelect
          label="Availability"
          value={filters.availability}
          options={asOptions(AVAILABILITY)}
          onChange={(availability) => onFilter({ availability })}
        />
        <FilterSelect
          label="Free or busy"
          value={filters.busy}
          options={BUSY_OPTIONS}
          onChange={(busy) => onFilter({ busy })}
        />
        <TextField
          size="small"
          type="search"
          label="Nurse name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          sx={{ flex: { xs: '1 1 180px', md: '0 1 240px' } }}
        />
      </Box>
    </Box>
  );
}
