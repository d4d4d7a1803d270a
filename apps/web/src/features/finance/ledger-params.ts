import { useUrlParams } from '../../lib/use-url-params';
import {
  INCOME_PAY_STATUSES,
  INCOME_SORTS,
  LEAD_SOURCES,
  ORDER_PRODUCTS,
  PAYMENT_METHODS,
  STATIONS,
  isRealDate,
  type IncomeFilter,
} from '@app/contract';
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

const CHOICES: Partial<Record<FilterKey, readonly string[]>> = {
  product: ORDER_PRODUCTS,
  station: STATIONS,
  lead_source: LEAD_SOURCES,
  payment_method: PAYMENT_METHODS,
  status: INCOME_PAY_STATUSES,
};

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value);

/** A URL value the API would accept for this filter, else undefined (a hand-edited URL). */
function valid(key: FilterKey, value: string | null): string | undefined {
  if (!value) return undefined;
  const choices = CHOICES[key];
  if (choices) return choices.includes(value) ? value : undefined;
  return isDay(value) ? value : undefined;
}

export const DEFAULT_SORT: IncomeSort = 'txn_date';
export const DEFAULT_ORDER: SortOrder = 'desc';

/** Reads the filters and the sort from URL parameters, dropping what the API would refuse. */
export function readLedgerParams(params: URLSearchParams) {
  const filter: LedgerFilter = {};
  for (const key of FILTER_KEYS) {
    const value = valid(key, params.get(key));
    if (value) filter[key] = value;
  }
  const sortParam = params.get('sort');
  const sort = (INCOME_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as IncomeSort)
    : DEFAULT_SORT;
  const order: SortOrder = params.get('order') === 'asc' ? 'asc' : DEFAULT_ORDER;
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
