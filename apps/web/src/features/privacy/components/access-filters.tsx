import { ACCESS_RECORDS, ACCESS_RECORD_LABELS, type Staff } from '@app/contract';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { anyFilterSet, FilterBar, OptionFilter, StaffFilter } from '../../../components/filter-bar';
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

const RECORDS = ACCESS_RECORDS.map((record) => ({
  value: record,
  label: ACCESS_RECORD_LABELS[record],
}));

/** Filter the access log by person, staff member, record and dates (kept in the URL by the caller). */
export function AccessFilters({
  filter,
  person,
  staff,
  onChange,
  onPerson,
  onClear,
}: AccessFiltersProps) {
  return (
    <FilterBar label="Access log filters" active={anyFilterSet(filter)} onClear={onClear}>
      <PersonFilter value={person} onChange={onPerson} />
      <StaffFilter
        label="Staff member"
        value={filter.actorId}
        staff={staff}
        onChange={(value) => onChange('actorId', value)}
      />
      <OptionFilter
        label="Record"
        all="All records"
        value={filter.record}
        options={RECORDS}
        onChange={(value) => onChange('record', value)}
      />
      <DateRangeFilter from={filter.from} to={filter.to} onChange={onChange} />
    </FilterBar>
  );
}
