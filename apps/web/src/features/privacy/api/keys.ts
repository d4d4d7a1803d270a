import type { AccessRecord, DataSubjectKind } from '@app/contract';

// Query keys of the privacy area (issue 26). The access log and the retention
// run change together (a run deletes old entries), so mutations invalidate `all`.

/** The access log's filters, in the API's words (GET /privacy/access-log). */
export type AccessFilter = {
  subjectKind?: DataSubjectKind;
  subjectId?: number;
  actorId?: string;
  record?: AccessRecord;
  from?: string;
  to?: string;
};

export const privacyKeys = {
  all: ['privacy'] as const,
  accessLogs: () => ['privacy', 'access-log'] as const,
  accessLog: (filter: AccessFilter, page: number, pageSize: number) =>
    ['privacy', 'access-log', filter, page, pageSize] as const,
  retention: () => ['privacy', 'retention'] as const,
  erasurePlan: (kind: DataSubjectKind, id: number) => ['privacy', 'erasure', kind, id] as const,
  /** The person picker of the access log's filters. */
  people: (kind: DataSubjectKind, term: string) => ['privacy', 'people', kind, term] as const,
  /** The staff accounts the access log's filter offers. */
  staff: () => ['privacy', 'staff'] as const,
};
