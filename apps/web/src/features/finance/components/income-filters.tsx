import FilterList from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { anyFilterSet, FilterBar, OptionFilter } from '../../../components/filter-bar';
import {
  INCOME_PAY_STATUSES,
  LEAD_SOURCES,
  ORDER_PRODUCTS,
  PAYMENT_METHODS,
  STATIONS,
  labelFor,
  type LabelKind,
} from '@app/contract';
import type { FilterKey, LedgerFilter } from '../ledger-params';

type IncomeFiltersProps = {
  filter: LedgerFilter;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
};

/** Each filter's choices: the wire values, in the contract's words (issue 38). */
const SELECTS: Array<{
  key: FilterKey;
  label: string;
  kind: LabelKind;
  options: readonly string[];
}> = [
  { key: 'product', label: 'Product', kind: 'product', options: ORDER_PRODUCTS },
  { key: 'station', label: 'Station', kind: 'station', options: STATIONS },
  { key: 'lead_source', label: 'Source', kind: 'leadSource', options: LEAD_SOURCES },
  { key: 'payment_method', label: 'Pay Method', kind: 'paymentMethod', options: PAYMENT_METHODS },
  { key: 'status', label: 'Status', kind: 'payment', options: INCOME_PAY_STATUSES },
];

const PANEL_ID = 'income-filters';

/**
 * The ledger's filters (kept in the URL by the caller): a date range and five
 * choices. On a phone they fold behind a Filters button that counts the ones
 * in use, so the ledger comes first (and the screen opens faster); they start
 * unfolded when the link already holds some.
 */
export function IncomeFilters({ filter, onChange, onClear }: IncomeFiltersProps) {
  const inUse = Object.values(filter).filter(Boolean).length;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [unfolded, setUnfolded] = useState(inUse > 0);
  if (!phone) return <FilterFields filter={filter} onChange={onChange} onClear={onClear} />;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterList />}
        aria-expanded={unfolded}
        // Names the panel only while it is there (axe: aria-valid-attr-value).
        aria-controls={unfolded ? PANEL_ID : undefined}
        onClick={() => setUnfolded((open) => !open)}
        sx={{ justifySelf: 'start' }}
      >
        {inUse ? `Filters (${inUse})` : 'Filters'}
      </Button>
      {unfolded ? <FilterFields filter={filter} onChange={onChange} onClear={onClear} /> : null}
    </>
  );
}

function FilterFields({ filter, onChange, onClear }: IncomeFiltersProps) {
  return (
    <FilterBar
      id={PANEL_ID}
      label="Filters"
      active={anyFilterSet(filter)}
      onClear={onClear}
      minWidth={150}
    >
      <DateRangeFilter from={filter.from} to={filter.to} onChange={onChange} />
      {SELECTS.map(({ key, label, kind, options }) => (
        <OptionFilter
          key={key}
          label={label}
          all="All"
          value={filter[key]}
          options={options.map((option) => ({ value: option, label: labelFor(kind, option) }))}
          onChange={(value) => onChange(key, value)}
        />
      ))}
    </FilterBar>
  );
}
