import { paymentFilterSchema, type PaymentFilter } from '@app/contract';
import { useUrlParams } from '../../lib/use-url-params';

/** The payments list's filters as URL parameters (the API's names), so a view can be shared. */
export const FILTER_KEYS = [
  'state',
  'network',
  'target',
  'targetId',
  'customerId',
  'from',
  'to',
  'search',
] as const satisfies readonly (keyof PaymentFilter)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

const shape = paymentFilterSchema.shape;

/**
 * The filters of a URL, each read with the API's own schema (GET /payments):
 * a value it would refuse (a hand-edited link) is left out rather than sent.
 */
export function readPaymentFilter(params: URLSearchParams): PaymentFilter {
  const filter: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (!value) continue;
    const parsed = shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '')
      filter[key] = parsed.data;
  }
  return filter as PaymentFilter;
}

/** The list's filters kept in the URL (useSearchParams). */
export function usePaymentParams() {
  const [params, update] = useUrlParams();
  return {
    filter: readPaymentFilter(params),
    /** Changes with any filter, so the caller can go back to the first page. */
    viewKey: params.toString(),
    setFilter: (key: FilterKey, value: string) =>
      update((next) => (value ? next.set(key, value) : next.delete(key))),
    clearFilters: () => update((next) => FILTER_KEYS.forEach((key) => next.delete(key))),
  };
}
