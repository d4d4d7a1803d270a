import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  NO_STATION,
  NO_STATION_LABEL,
  PAYROLL_STATION_FILTERS,
  STATIONS,
  type UnpaidQuery,
} from '@app/contract';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { useUrlParams } from '../../../lib/use-url-params';

type Station = (typeof PAYROLL_STATION_FILTERS)[number];
const isStation = (value: string | null): value is Station =>
  (PAYROLL_STATION_FILTERS as readonly (string | null)[]).includes(value);
const isDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

export type UnpaidFilterKey = 'from' | 'to' | 'station';

/** The Payroll screen's period and station, kept in the URL (?from=&to=&station=). */
export function useUnpaidFilter() {
  const [params, update] = useUrlParams();
  const from = params.get('from');
  const to = params.get('to');
  const station = params.get('station');
  const filter: UnpaidQuery = {
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
    ...(isStation(station) ? { station } : {}),
  };
  const setFilter = (key: UnpaidFilterKey, value: string) =>
    update((next) => {
      if (value) next.set(key, value);
      else next.delete(key);
    });
  return [filter, setFilter] as const;
}

type UnpaidFiltersProps = {
  filter: UnpaidQuery;
  onChange: (key: UnpaidFilterKey, value: string) => void;
};

/** Period (on the job's end date) and station: the ledger station of the job's receipt. */
export function UnpaidFilters({ filter, onChange }: UnpaidFiltersProps) {
  return (
    <>
      <DateRangeFilter from={filter.from} to={filter.to} onChange={onChange} />
      <TextField
        select
        size="small"
        label="Station"
        value={filter.station ?? ''}
        onChange={(event) => onChange('station', event.target.value)}
      >
        <MenuItem value="">
          <em>All</em>
        </MenuItem>
        {STATIONS.map((station) => (
          <MenuItem key={station} value={station}>
            {station}
          </MenuItem>
        ))}
        <MenuItem value={NO_STATION}>{NO_STATION_LABEL}</MenuItem>
      </TextField>
    </>
  );
}
