import {
  CARE_DUE_STATES,
  CARE_STEP_KINDS,
  CARE_STEP_KIND_LABELS,
  CARE_STEP_STATE_LABELS,
  NO_STATION,
  NO_STATION_LABEL,
  STATIONS,
} from '@app/contract';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { FilterBar, OptionFilter } from '../../../components/filter-bar';
import type { CareDueFilter } from '../api/keys';
import type { CareDueFilterKey } from '../care-due-params';

const STATION_OPTIONS = [
  ...STATIONS.map((s) => ({ value: s, label: s })),
  { value: NO_STATION, label: NO_STATION_LABEL },
];
const KIND_OPTIONS = CARE_STEP_KINDS.map((k) => ({ value: k, label: CARE_STEP_KIND_LABELS[k] }));
const STATE_OPTIONS = CARE_DUE_STATES.map((s) => ({ value: s, label: CARE_STEP_STATE_LABELS[s] }));

type CareDueFiltersProps = {
  filter: CareDueFilter;
  active: boolean;
  onChange: (key: CareDueFilterKey, value: string) => void;
  onClear: () => void;
};

/** The worklist's window, station, kind and state (kept in the URL by the caller). */
export function CareDueFilters({ filter, active, onChange, onClear }: CareDueFiltersProps) {
  return (
    <FilterBar label="Care due filters" active={active} onClear={onClear}>
      <DateRangeFilter from={filter.from} to={filter.to} onChange={onChange} />
      <OptionFilter
        label="Station"
        all="All stations"
        value={filter.station}
        options={STATION_OPTIONS}
        onChange={(value) => onChange('station', value)}
      />
      <OptionFilter
        label="Kind"
        all="All kinds"
        value={filter.kind}
        options={KIND_OPTIONS}
        onChange={(value) => onChange('kind', value)}
      />
      <OptionFilter
        label="State"
        all="Any state"
        value={filter.state}
        options={STATE_OPTIONS}
        onChange={(value) => onChange('state', value)}
      />
    </FilterBar>
  );
}
