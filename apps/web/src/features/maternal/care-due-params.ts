import { careDueQuerySchema, careDueWindow, ugandaDate } from '@app/contract';
import { useUrlParams } from '../../lib/use-url-params';
import type { CareDueFilter } from './api/keys';

/** The Care due filters as URL parameters (the API's names), so Home can link to them. */
export const CARE_DUE_FILTER_KEYS = ['from', 'to', 'station', 'kind', 'state'] as const;
export type CareDueFilterKey = (typeof CARE_DUE_FILTER_KEYS)[number];

// Read with the API's own query schema (GET /care-due), one parameter at a time.
const query = careDueQuerySchema.shape;

/** A URL value the API would accept, else undefined (a hand-edited URL asks for nothing). */
function valid<K extends CareDueFilterKey>(key: K, value: string | null) {
  if (!value) return undefined;
  const parsed = query[key].safeParse(value);
  return parsed.success ? (parsed.data as CareDueFilter[K]) : undefined;
}

/** The filters of a URL; the window is always given (from today, 14 days on, by default). */
export function readCareDueFilter(params: URLSearchParams, today = ugandaDate()): CareDueFilter {
  // the API's defaults: today and the 14 days after it
  const filter: CareDueFilter = careDueWindow(
    { from: valid('from', params.get('from')), to: valid('to', params.get('to')) },
    today,
  );
  const station = valid('station', params.get('station'));
  const kind = valid('kind', params.get('kind'));
  const state = valid('state', params.get('state'));
  if (station) filter.station = station;
  if (kind) filter.kind = kind;
  if (state) filter.state = state;
  return filter;
}

/** What is wrong with the filters in the contract's words (the window's order), or null. */
export function careDueFilterProblem(filter: CareDueFilter): string | null {
  const checked = careDueQuerySchema.safeParse(filter);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/** The worklist's URL with these filters (Home's counts link to it). */
export const careDueSearch = (filter: Partial<Record<CareDueFilterKey, string>>) =>
  `?${new URLSearchParams(filter as Record<string, string>).toString()}`;

/** The Care due filters kept in the URL. */
export function useCareDueParams() {
  const [params, update] = useUrlParams();
  const filter = readCareDueFilter(params);
  return {
    filter,
    /** Any filter chosen in the URL (the default window is not a choice). */
    active: CARE_DUE_FILTER_KEYS.some((key) => params.get(key)),
    /** Changes with any filter, so the caller can go back to the first page. */
    viewKey: CARE_DUE_FILTER_KEYS.map((key) => filter[key] ?? '').join('|'),
    setFilter: (key: CareDueFilterKey, value: string) =>
      update((next) => (value ? next.set(key, value) : next.delete(key))),
    clearFilters: () => update((next) => CARE_DUE_FILTER_KEYS.forEach((key) => next.delete(key))),
  };
}
