import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { once } from '../../db/prepared-sql.ts';
import { jobCards, nurseJobs, nurses } from '../../db/schema/index.ts';
import { auditedWrite, type Actor } from '../../platform/audit.ts';
import { jobCardSearchText, likeTerm } from '../../db/schema/search.ts';
import type { JobStatus } from '@app/contract';
import { writeJobCard, type Change, type Guard } from './jobcard-writes.repo.ts';

export type JobCardRow = typeof jobCards.$inferSelect;
export type JobCardInsert = typeof jobCards.$inferInsert;

const live = isNull(jobCards.deletedAt);

export function createJobCardsRepo(db: Db) {
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

    /** A new card and its 'create' entry, in one statement (platform/audit.ts). */
    async insert(values: JobCardInsert, actor: Actor, summary: Record<string, unknown>) {
      const [row] = await auditedWrite(
        db,
        jobCards,
        db.insert(jobCards).values(values).returning(),
        actor,
        { action: 'create', entity: 'job_card', summary },
      );
      return row!;
    },

    /** Issue 37: the live card locked for this transaction (its nurse jobs move with it). */
    async lock(id: number) {
      const [row] = await db
        .select()
        .from(jobCards)
        .where(and(eq(jobCards.id, id), live))
        .for('update');
      return row;
    },

    /** Issue 37: how many of the card's live nurse jobs are open (pending, ongoing) and completed. */
    async jobStates(jobId: number) {
      const [row] = await db
        .select({
          open: sql<number>`count(*) FILTER (WHERE ${nurseJobs.status} IN ('pending', 'ongoing'))::int`,
          completed: sql<number>`count(*) FILTER (WHERE ${nurseJobs.status} = 'completed')::int`,
        })
        .from(nurseJobs)
        .where(and(eq(nurseJobs.jobId, jobId), isNull(nurseJobs.deletedAt)));
      return { open: row?.open ?? 0, completed: row?.completed ?? 0 };
    },

    /** A change to a live card with its audit entries, in one statement (jobcard-writes.repo.ts). */
    write: (id: number, change: Change, guard: Guard, actor: Actor) =>
      writeJobCard(db, id, change, guard, actor),

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
