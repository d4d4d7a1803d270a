import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AccessEntry, AccessRecord, DataSubjectKind } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { accessLog, customers, nurses } from '../../db/schema/index.ts';
import { ugandaDayStart } from '../../db/uganda-time.ts';

export type AccessLogFilter = {
  subjectKind?: DataSubjectKind;
  subjectId?: number;
  actorId?: string;
  record?: AccessRecord;
  /** Uganda days, inclusive. */
  from?: string;
  to?: string;
  offset: number;
  limit: number;
};

/** The person's name as it is now: a customer's or a nurse's (an erased one's placeholder). */
const subjectName = sql<string | null>`CASE ${accessLog.subjectKind}
  WHEN 'customer' THEN ${customers.firstname} || ' ' || ${customers.lastname}
  WHEN 'nurse' THEN ${nurses.firstName} || ' ' || ${nurses.lastName} END`;

/** Drizzle queries of the access log (issue 26); `db` may be a transaction. */
export function createAccessRepo(db: Db) {
  return {
    /** A page of access entries, newest first, with the count of the whole list. */
    async page(q: AccessLogFilter): Promise<{ rows: AccessEntry[]; count: number }> {
      const where = and(
        q.subjectKind ? eq(accessLog.subjectKind, q.subjectKind) : undefined,
        q.subjectId !== undefined ? eq(accessLog.subjectId, q.subjectId) : undefined,
        q.actorId ? eq(accessLog.actorId, q.actorId) : undefined,
        q.record ? eq(accessLog.record, q.record) : undefined,
        // Uganda's days: from the start of `from` to the start of the day after `to`.
        q.from ? sql`${accessLog.at} >= ${ugandaDayStart(sql`${q.from}::date`)}` : undefined,
        q.to ? sql`${accessLog.at} < ${ugandaDayStart(sql`(${q.to}::date + 1)`)}` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: accessLog.id,
            at: accessLog.at,
            actorId: accessLog.actorId,
            actorEmail: accessLog.actorEmail,
            action: accessLog.action,
            record: accessLog.record,
            recordId: accessLog.recordId,
            subjectKind: accessLog.subjectKind,
            subjectId: accessLog.subjectId,
            subjectName,
            detail: accessLog.detail,
            ip: accessLog.ip,
          })
          .from(accessLog)
          .leftJoin(
            customers,
            and(eq(accessLog.subjectKind, 'customer'), eq(customers.id, accessLog.subjectId)),
          )
          .leftJoin(
            nurses,
            and(eq(accessLog.subjectKind, 'nurse'), eq(nurses.id, accessLog.subjectId)),
          )
          .where(where)
          .orderBy(desc(accessLog.at), desc(accessLog.id))
          .offset(q.offset)
          .limit(q.limit),
        db.select({ n: count() }).from(accessLog).where(where),
      ]);
      return {
        rows: rows.map((r) => ({
          ...r,
          at: r.at.toISOString(),
          record: r.record as AccessRecord,
          subjectName: r.subjectName ?? null,
        })),
        count: total?.n ?? 0,
      };
    },
  };
}
