import { auditQuerySchema } from '@app/contract';
import { useUrlParams } from '../../lib/use-url-params';
import type { AuditFilter } from './api/keys';
import { AUDIT_AREAS } from './labels';

/** The audit log's filters as URL parameters (the API's names), so a view can be shared. */
export const AUDIT_FILTER_KEYS = ['actorId', 'entity', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

// Read with the API's own query schema (GET /audit), one parameter at a time.
const query = auditQuerySchema.shape;

/**
 * A URL value the API would accept, else undefined (a hand-edited URL asks
 * for nothing); an area must also be one the screen offers.
 */
function valid(key: AuditFilterKey, value: string | null): string | undefined {
  if (!value) return undefined;
  const parsed = query[key].safeParse(value);
  if (!parsed.success) return undefined;
  if (key === 'entity' && !AUDIT_AREAS.some((a) => a.value === parsed.data)) return undefined;
  return parsed.data;
}

export function readAuditFilter(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = valid(key, params.get(key));
    if (value) filter[key] = value;
  }
  return filter;
}

/** The audit filters kept in the URL next to the screen's other parameters (?tab=). */
export function useAuditParams() {
  const [params, update] = useUrlParams();
  const filter = readAuditFilter(params);

  return {
    filter,
    /** Changes with any filter, so the caller can go back to the first page. */
    viewKey: AUDIT_FILTER_KEYS.map((key) => filter[key] ?? '').join('|'),
    setFilter: (key: AuditFilterKey, value: string) =>
      update((next) => (value ? next.set(key, value) : next.delete(key))),
    clearFilters: () => update((next) => AUDIT_FILTER_KEYS.forEach((key) => next.delete(key))),
  };
}
