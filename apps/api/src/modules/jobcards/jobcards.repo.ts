import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { once, preparedByShape, preparedSql } from '../../db/prepared-sql.ts';
import { jobCards, nurseJobs, nurses } from '../../db/schema/index.ts';
import { auditedSql, type Actor } from '../../platform/audit.ts';
import { rowsAs } from '../../db/rows.ts';
import { jobCardSearchText, likeTerm } from '../../db/schema/search.ts';
import { JOB_STATUSES, JOB_TRANSITIONS, type JobStatus } from '@app/contract';

export type JobCardRow = typeof jobCards.$inferSelect;
export type JobCardInsert = typeof jobCards.$inferInsert;

const live = isNull(jobCards.deletedAt);

const p = sql.placeholder;
/**
 * A move alone (no other edit, no version given), the board's buttons: the
 * update guarded by the status it was read in, and its audit entry, in one
 * statement built once and prepared by name (ADR 015).
 */
const moveStatement = preparedSql<{
  id: number;
  from: JobStatus;
  to: JobStatus;
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  summary: string;
}>('job_card_move', (db) =>
  auditedSql(
    db
      .update(jobCards)
      .set({ status: sql`${p('to')}`, updatedAt: sql`now()` })
      .where(and(eq(jobCards.id, p('id')), live, eq(jobCards.status, p('from'))))
      .returning()
      .getSQL(),
    {
      actorId: p('actorId'),
      actorEmail: p('actorEmail'),
      ip: p('ip'),
      action: 'status',
      entity: 'job_card',
      summary: p('summary'),
    },
  ),
);

/**
 * A board move in one statement (ADR 017): the card is read and locked
 * only when its status is one `to` may be reached from (ruling 27), moved,
 * and its audit entry written with the status it had. Moves nothing when the
 * card is gone or may not move to `to`: the caller then reads it to say why.
 * One statement per target status, built once and prepared by name.
 */
const moveToStatement = preparedByShape(
  (to: JobStatus) =>
    auditedSql(
      sql`UPDATE ${jobCards} SET status = ${p('to')}, updated_at = now()
        FROM (SELECT c.id, c.status FROM ${jobCards} c
              WHERE c.id = ${p('id')} AND c.deleted_at IS NULL AND c.status IN (${sql.join(
                JOB_STATUSES.filter((s) => JOB_TRANSITIONS[s].includes(to)).map((s) => sql`${s}`),
                sql`, `,
              )})
              FOR UPDATE) b
        WHERE ${jobCards.id} = b.id
        RETURNING ${jobCards}.*, b.status AS before_status`,
      {
        actorId: p('actorId'),
        actorEmail: p('actorEmail'),
        ip: p('ip'),
        action: 'status',
        entity: 'job_card',
        summary: sql`json_build_object('before', json_build_object('status', w.before_status),
          'after', json_build_object('status', ${p('to')}::text))`,
      },
    ),
  (to) => `job_card_move_to_${to}`,
);

export function createJobCardsRepo(db: Db) {
  /** The guarded update, not run: for auditedWrite (platform/audit.ts). */
  const updateQuery = (
    id: number,
    values: Partial<JobCardInsert>,
    guard: { fromStatus?: JobStatus; version?: Date } = {},
  ) =>
    db
      .update(jobCards)
      .set({ ...values, updatedAt: sql`now()` })
      .where(
        and(
          eq(jobCards.id, id),
          live,
          guard.fromStatus ? eq(jobCards.status, guard.fromStatus) : undefined,
          guard.version
            ? sql`date_trunc('milliseconds', ${jobCards.updatedAt}) = ${guard.version.toISOString()}::timestamptz`
            : undefined,
        ),
      )
      .returning();

  // Read by id on every move and edit: built once, prepared under its own name.
  const byId = once(() =>
    db
      .select()
      .from(jobCards)
      .where(and(eq(jobCards.id, sql.placeholder('id')), live))
      .limit(1)
      .prepare('job_card_by_id'),
  );

  async function page(where: SQL | undefined, offset: number, limit: number) {
    const filter = and(live, where);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(jobCards)
        .where(filter)
        .orderBy(desc(jobCards.createdAt), desc(jobCards.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(jobCards).where(filter),
    ]);
    return { rows, count: total?.n ?? 0 };
  }

  return {
    list: (status: JobStatus | undefined, offset: number, limit: number) =>
      page(status ? eq(jobCards.status, status) : undefined, offset, limit),

    forCustomer: (customerId: number, offset: number, limit: number) =>
      page(eq(jobCards.customerId, customerId), offset, limit),

    async get(id: number) {
      const [row] = await byId().execute({ id });
      return row;
    },

    async insert(values: JobCardInsert) {
      const [row] = await db.insert(jobCards).values(values).returning();
      return row!;
    },

    /**
     * Updates a live card; with `fromStatus` only while it still has that
     * status, and with `version` only while nobody else changed it, so two
     * staff pressing the same button cannot both move it.
     */
    async update(
      id: number,
      values: Partial<JobCardInsert>,
      guard: { fromStatus?: JobStatus; version?: Date } = {},
    ) {
      const [row] = await updateQuery(id, values, guard);
      return row;
    },

    updateQuery,

    /** Moves a live card from `from` to `to` with its audit entry; no row when it was not in `from`. */
    /** A board move read, checked and written in one statement; undefined when it moved nothing. */
    async moveTo(id: number, to: JobStatus, actor: Actor) {
      if (!JOB_STATUSES.some((s) => JOB_TRANSITIONS[s].includes(to))) return undefined;
      const rows = await moveToStatement(db, to, {
        id,
        to,
        actorId: actor.id,
        actorEmail: actor.email,
        ip: actor.ip ?? null,
      });
      return rowsAs(jobCards, rows)[0];
    },

    async move(id: number, from: JobStatus, to: JobStatus, actor: Actor) {
      const rows = await moveStatement(db, {
        id,
        from,
        to,
        actorId: actor.id,
        actorEmail: actor.email,
        ip: actor.ip ?? null,
        summary: JSON.stringify({ before: { status: from }, after: { status: to } }),
      });
      return rowsAs(jobCards, rows)[0];
    },

    search: (term: string, limit: number) =>
      db
        .select()
        .from(jobCards)
        .where(and(live, sql`${jobCardSearchText(jobCards)} LIKE ${likeTerm(term)}`))
        .orderBy(desc(jobCards.createdAt), desc(jobCards.id))
        .limit(limit),

    /** Names of the nurses assigned to a card (for the care card). */
    nurseNames: (jobId: number) =>
      db
        .select({
          firstName: nurses.firstName,
          lastName: nurses.lastName,
          careNumber: nurses.careNumber,
          startDate: nurseJobs.startDate,
          endDate: nurseJobs.endDate,
        })
        .from(nurseJobs)
        .innerJoin(nurses, eq(nurses.id, nurseJobs.nurseId))
        .where(and(eq(nurseJobs.jobId, jobId), isNull(nurseJobs.deletedAt)))
        .orderBy(nurseJobs.startDate),
  };
}
