// Query keys of staff administration. Every staff change also writes the audit
// log, so mutations invalidate `all`: the accounts and the log refresh together.

/** The audit log's filters, in the API's words (GET /audit). */
export type AuditFilter = {
  actorId?: string;
  entity?: string;
  from?: string;
  to?: string;
};

export const staffKeys = {
  all: ['staff'] as const,
  list: () => ['staff', 'list'] as const,
  audits: () => ['staff', 'audit'] as const,
  audit: (filter: AuditFilter, page: number, pageSize: number) =>
    ['staff', 'audit', filter, page, pageSize] as const,
};
