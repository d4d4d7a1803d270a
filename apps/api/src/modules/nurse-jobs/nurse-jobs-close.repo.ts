import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nurseJobs } from '../../db/schema/index.ts';
import { actorValues, auditedSql, type Actor } from '../../platform/audit.ts';

/**
 * Issue 40: what closing a card's open nurse jobs writes for one job: the
 * status it was read in (the guard), what it becomes, and its audit entry.
 */
export type JobClose = {
  id: number;
  fromStatus: string;
  status: 'completed' | 'cancelled';
  duration?: number;
  endDate?: string;
  amount?: number;
  plannedDuration?: number;
  summary: Record<string, unknown>;
};

/**
 * Closes the jobs and appends their audit entries in ONE statement (ADR
 * 033's shape: a data-modifying WITH), whatever their number: a card's
 * completion no longer pays two round trips a job. A job no longer in the
 * status it was read in is not written and has no entry; the answer is how
 * many were, so the caller can tell.
 */
export async function closeJobs(db: Db, jobs: readonly JobClose[], actor: Actor): Promise<number> {
  if (jobs.length === 0) return 0;
  const input = JSON.stringify(
    jobs.map((j) => ({
      id: j.id,
      from_status: j.fromStatus,
      status: j.status,
      duration: j.duration ?? null,
      end_date: j.endDate ?? null,
      amount: j.amount ?? null,
      planned_duration: j.plannedDuration ?? null,
      summary: j.summary,
    })),
  );
  const who = actorValues(actor);
  const write = sql`
    UPDATE ${nurseJobs} nj SET
      status = v.status,
      duration = coalesce(v.duration, nj.duration),
      end_date = coalesce(v.end_date, nj.end_date),
      amount = coalesce(v.amount, nj.amount),
      planned_duration = coalesce(v.planned_duration, nj.planned_duration),
      updated_at = now()
    FROM json_to_recordset(${input}::json) AS v(id int, from_status text, status text,
      duration int, end_date date, amount bigint, planned_duration int, summary jsonb)
    WHERE nj.id = v.id AND nj.deleted_at IS NULL AND nj.status = v.from_status
    RETURNING nj.id, v.summary`;
  const result = await db.execute<{ n: number }>(
    auditedSql(
      write,
      {
        actorId: who.actorId,
        actorEmail: who.actorEmail,
        ip: who.ip,
        entity: 'nurse_job',
        action: 'status',
        summary: sql`w.summary`,
      },
      { select: sql`SELECT count(*)::int AS n FROM w` },
    ),
  );
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}
