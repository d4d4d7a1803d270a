import type { Staff } from '@app/contract';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { anyFilterSet, FilterBar, OptionFilter, StaffFilter } from '../../../components/filter-bar';
import type { AuditFilter } from '../api/keys';
import type { AuditFilterKey } from '../audit-params';
import { AUDIT_AREAS } from '../labels';

type AuditFiltersProps = {
  filter: AuditFilter;
  staff: Staff[];
  onChange: (key: AuditFilterKey, value: string) => void;
  onClear: () => void;
};

/** Filter the log by person, area and dates (kept in the URL by the caller). */
export function AuditFilters({ filter, staff, onChange, onClear }: AuditFiltersProps) {
  return (
    <FilterBar label="Audit log filters" active={anyFilterSet(filter)} onClear={onClear}>
      <StaffFilter
        label="Person"
        value={filter.actorId}
        staff={staff}
        onChange={(value) => onChange('actorId', value)}
      />
      <OptionFilter
        label="Area"
        all="All areas"
        value={filter.entity}
        options={AUDIT_AREAS}
        onChange={(value) => onChange('entity', value)}
      />
      <DateRangeFilter from={filter.from} to={filter.to} onChange={onChange} />
    </FilterBar>
  );
}
