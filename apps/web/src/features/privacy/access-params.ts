import { accessLogQuerySchema, type DataSubjectKind } from '@app/contract';
import { useUrlParams } from '../../lib/use-url-params';
import type { AccessFilter } from './api/keys';

/** The access log's filters as URL parameters (the API's names), so a profile can link to them. */
export const ACCESS_FILTER_KEYS = [
  'subjectKind',
  'subjectId',
  'actorId',
  'record',
  'from',
  'to',
] as const;
export type AccessFilterKey = (typeof ACCESS_FILTER_KEYS)[number];

// Read with the API's own query schema (GET /privacy/access-log), one parameter at a time.
const query = accessLogQuerySchema.shape;

/** A URL value the API would accept, else undefined (a hand-edited URL asks for nothing). */
function valid<K extends AccessFilterKey>(key: K, value: string | null) {
  if (!value) return undefined;
  const parsed = query[key].safeParse(value);
  return parsed.success ? (parsed.data as AccessFilter[K]) : undefined;
}

export function readAccessFilter(params: URLSearchParams): AccessFilter {
  const filter: AccessFilter = {};
  const actorId = valid('actorId', params.get('actorId'));
  const record = valid('record', params.get('record'));
  const from = valid('from', params.get('from'));
  const to = valid('to', params.get('to'));
  const subjectKind = valid('subjectKind', params.get('subjectKind'));
  const subjectId = valid('subjectId', params.get('subjectId'));
  // A person is a kind and an id: both or neither (the API refuses one alone).
  if (subjectKind && subjectId) Object.assign(filter, { subjectKind, subjectId });
  if (actorId) filter.actorId = actorId;
  if (record) filter.record = record;
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

/** The ?tab= and filters of Admin > Privacy showing one person's entries (a profile's link). */
export function accessLogSearch(kind: DataSubjectKind, id: number): string {
  return `?${new URLSearchParams({ tab: 'privacy', subjectKind: kind, subjectId: String(id) })}`;
}

/** The access log filters kept in the URL next to the screen's other parameters (?tab=). */
export function useAccessParams() {
  const [params, update] = useUrlParams();
  const filter = readAccessFilter(params);

  return {
    filter,
    /** Changes with any filter, so the caller can go back to the first page. */
    viewKey: ACCESS_FILTER_KEYS.map((key) => filter[key] ?? '').join('|'),
    setFilter: (key: Exclude<AccessFilterKey, 'subjectKind' | 'subjectId'>, value: string) =>
      update((next) => (value ? next.set(key, value) : next.delete(key))),
    /** One person (both parameters at once), or anyone. */
    setPerson: (person: { kind: DataSubjectKind; id: number } | null) =>
      update((next) => {
        if (person) {
          next.set('subjectKind', person.kind);
          next.set('subjectId', String(person.id));
        } else {
          next.delete('subjectKind');
          next.delete('subjectId');
        }
      }),
    clearFilters: () => update((next) => ACCESS_FILTER_KEYS.forEach((key) => next.delete(key))),
  };
}
