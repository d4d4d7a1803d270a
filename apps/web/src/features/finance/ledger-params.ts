import { incomeListQuerySchema, type IncomeFilter } from '@app/contract';
import { useUrlParams } from '../../lib/use-url-params';
import type { IncomeSort, SortOrder } from './api/keys';

/** The ledger's filters as URL parameters (the API's names), so a view can be shared. */
export const FILTER_KEYS = [
  'from',
  'to',
  'product',
  'station',
  'lead_source',
  'payment_method',
  'status',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type LedgerFilter = Partial<Record<FilterKey, string>>;

// The URL is read with the API's own query schema (GET /income_trace), one
// parameter at a time: the ledger asks for what the API would accept, and a
// value it would refuse (a hand-edited URL) is left out rather than sent.
const query = incomeListQuerySchema.shape;

/** A URL value the API would accept for this filter, else undefined. */
function valid(key: FilterKey, value: string | null): string | undefined {
  if (!value) return undefined;
  const parsed = query[key].safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The API's defaults: newest first. */
export const DEFAULT_SORT: IncomeSort = query.sort.parse(undefined);
export const DEFAULT_ORDER: SortOrder = query.order.parse(undefined);

/** Reads the filters and the sort from URL parameters, dropping what the API would refuse. */
export function readLedgerParams(params: URLSearchParams) {
  const filter: LedgerFilter = {};
  for (const key of FILTER_KEYS) {
    const value = valid(key, params.get(key));
    if (value) filter[key] = value;
  }
  const sort = query.sort.catch(DEFAULT_SORT).parse(params.get('sort') ?? undefined);
  const order = query.order.catch(DEFAULT_ORDER).parse(params.get('order') ?? undefined);
  return { filter, sort, order };
}

/** The API's filter: the URL's filters and the top-bar search term. */
export function apiFilter(filter: LedgerFilter, search: string): IncomeFilter {
  return { ...(filter as IncomeFilter), ...(search ? { search } : {}) };
}

/** The ledger's view kept in the URL (useSearchParams): filters, sort and order. */
export function useLedgerParams() {
  const [params, update] = useUrlParams();
  const { filter, sort, order } = readLedgerParams(params);

  return {
    filter,
    sort,
    order,
    /** Changes with any part of the view, so the caller can go back to the first page. */
    viewKey: params.toString(),
    setFilter: (key: FilterKey, value: string) =>
      update((next) => (value ? next.set(key, value) : next.delete(key))),
    clearFilters: () => update((next) => FILTER_KEYS.forEach((key) => next.delete(key))),
    setSort: (field: IncomeSort, direction: SortOrder) =>
      update((next) => {
        next.set('sort', field);
        next.set('order', direction);
      }),
  };
}
