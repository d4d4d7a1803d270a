import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobCards, nurseJobs, nurses, staffUsers, visitExceptions } from '../../db/schema/index.ts';

const fields = {
  id: visitExceptions.id,
  at: visitExceptions.at,
  channel: visitExceptions.channel,
  phone: visitExceptions.phone,
  text: visitExceptions.text,
  reason: visitExceptions.reason,
  kind: visitExceptions.kind,
  code: visitExceptions.code,
  nurseId: visitExceptions.nurseId,
  firstName: nurses.firstName,
  lastName: nurses.lastName,
  nurseJobId: visitExceptions.nurseJobId,
  jobCardId: jobCards.id,
  careCardNumber: jobCards.careCardNumber,
  day: visitExceptions.day,
  decision: visitExceptions.decision,
  decisionReason: visitExceptions.decisionReason,
  decidedByName: staffUsers.name,
  decidedAt: visitExceptions.decidedAt,
};

/** Queries of the refused checks (issue 37); `db` may be a transaction. */
export function createVisitExceptionsRepo(db: Db) {
  const where = (state: 'open' | 'decided') =>
    state === 'open' ? isNull(visitExceptions.decision) : isNotNull(visitExceptions.decision);
  const select = () =>
    db
      .select(fields)
      .from(visitExceptions)
      .leftJoin(nurses, eq(nurses.id, visitExceptions.nurseId))
      .leftJoin(nurseJobs, eq(nurseJobs.id, visitExceptions.nurseJobId))
      .leftJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
      .leftJoin(staffUsers, eq(staffUsers.id, visitExceptions.decidedBy));

  return {
    async page(state: 'open' | 'decided', offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        select()
          .where(where(state))
          .orderBy(desc(visitExceptions.at), desc(visitExceptions.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(visitExceptions).where(where(state)),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async get(id: number) {
      const [row] = await select().where(eq(visitExceptions.id, id));
      return row;
    },

    /** Decides an open exception; false when it was decided meanwhile (or is no more). */
    async decide(id: number, decision: 'approved' | 'rejected', reason: string, by: string | null) {
      const rows = await db
        .update(visitExceptions)
        .set({ decision, decisionReason: reason, decidedBy: by, decidedAt: sql`now()` })
        .where(and(eq(visitExceptions.id, id), isNull(visitExceptions.decision)))
        .returning({ id: visitExceptions.id });
      return rows.length > 0;
    },
  };
}

export type VisitExceptionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createVisitExceptionsRepo>['get']>>
>;
