import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import {
  PAYMENT_NETWORKS,
  PAYMENT_STATES,
  PAYMENT_TARGETS,
  PAYMENT_TARGET_LABELS,
  RECON_PROVIDER_LABELS,
  type PaymentFilter,
} from '@app/contract';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { anyFilterSet, FilterBar, OptionFilter } from '../../../components/filter-bar';
import { useDebounced } from '../../../lib/use-debounced';
import type { FilterKey } from '../payment-params';

/** The search reaches the URL (and the API) once typing pauses. */
export const SEARCH_DEBOUNCE_MS = 300;

type PaymentFiltersProps = {
  filter: PaymentFilter;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
};

const STATE_OPTIONS = PAYMENT_STATES.map((value) => ({ value, label: value }));
const NETWORK_OPTIONS = PAYMENT_NETWORKS.map((value) => ({
  value,
  label: RECON_PROVIDER_LABELS[value],
}));
const TARGET_OPTIONS = PAYMENT_TARGETS.map((value) => ({
  value,
  label: PAYMENT_TARGET_LABELS[value],
}));

/** The list's filters (kept in the URL by the caller): state, network, what for, dates, search. */
export function PaymentFilters({ filter, onChange, onClear }: PaymentFiltersProps) {
  return (
    <FilterBar label="Payment filters" active={anyFilterSet(filter)} onClear={onClear}>
      <SearchFilter value={filter.search ?? ''} onChange={(value) => onChange('search', value)} />
      <OptionFilter
        label="State"
        all="All"
        value={filter.state}
        options={STATE_OPTIONS}
        onChange={(value) => onChange('state', value)}
      />
      <OptionFilter
        label="Network"
        all="All"
        value={filter.network}
        options={NETWORK_OPTIONS}
        onChange={(value) => onChange('network', value)}
      />
      <OptionFilter
        label="For"
        all="All"
        value={filter.target}
        options={TARGET_OPTIONS}
        onChange={(value) => onChange('target', value)}
      />
      <DateRangeFilter from={filter.from} to={filter.to} onChange={onChange} />
    </FilterBar>
  );
}

/**
 * A phone number, a reference or a transaction id: typed here, sent once
 * typing pauses. A new value from the URL (Clear filters, a link) shows here.
 */
function SearchFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }
  const settled = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  // Only a pause in typing sends: a new URL value alone must not send the old text back.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  useEffect(() => {
    if (settled !== latest.current.value) latest.current.onChange(settled);
  }, [settled]);
  return (
    <TextField
      size="small"
      label="Search"
      placeholder="Phone or transaction id"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
