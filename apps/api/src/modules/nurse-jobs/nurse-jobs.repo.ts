import { and, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobCards, nurseJobs, nurses } from '../../db/schema/index.ts';
import { jobCardSearchText, likeTerm } from '../../db/schema/search.ts';

export type NurseJobRow = typeof nurseJobs.$inferSelect;
export type NurseJobInsert = typeof nurseJobs.$inferInsert;

const live = isNull(nurseJobs.deletedAt);

/** A nurse job with the job card and nurse fields the tables show. */
const joined = (db: Db) =>
  db
    .select({
      job: nurseJobs,
      careCardNumber: jobCards.careCardNumber,
      clientName: jobCards.clientName,
      customerId: jobCards.customerId,
      nurseFirst: nurses.firstName,
      nurseLast: nurses.lastName,
    })
    .from(nurseJobs)
    .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
    .innerJoin(nurses, eq(nurses.id, nurseJobs.nurseId));

export type JoinedNurseJob = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export function createNurseJobsRepo(db: Db) {
  return {
    async forNurse(nurseId: number, search: string | undefined, offset: number, limit: number) {
      const where = and(
        live,
        eq(nurseJobs.nurseId, nurseId),
        search ? sql`${jobCardSearchText(jobCards)} LIKE ${likeTerm(search)}` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        joined(db)
          .where(where)
          .orderBy(desc(nurseJobs.startDate), desc(nurseJobs.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ n: count() })
          .from(nurseJobs)
          .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
          .where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    forJobCard: (jobId: number) =>
      joined(db)
        .where(and(live, eq(nurseJobs.jobId, jobId)))
        .orderBy(nurseJobs.startDate, nurseJobs.id),

    async get(id: number) {
      const [row] = await joined(db)
        .where(and(live, eq(nurseJobs.id, id)))
        .limit(1);
      return row;
    },

    async insert(values: NurseJobInsert) {
      const [row] = await db.insert(nurseJobs).values(values).returning({ id: nurseJobs.id });
      return row!.id;
    },

    async update(
      id: number,
      values: Partial<NurseJobInsert>,
      guard: { fromStatus?: string; version?: Date } = {},
    ) {
      const [row] = await db
        .update(nurseJobs)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(
            eq(nurseJobs.id, id),
            live,
            guard.fromStatus
              ? eq(nurseJobs.status, guard.fromStatus as NurseJobRow['status'])
              : undefined,
            guard.version
              ? sql`date_trunc('milliseconds', ${nurseJobs.updatedAt}) = ${guard.version.toISOString()}::timestamptz`
              : undefined,
          ),
        )
        .returning({ id: nurseJobs.id });
      return row?.id;
    },

    /**
     * The nurse's live, not cancelled jobs that share a day with [start, end)
     * (end = start + duration, so a job ending on the 28th frees the 28th).
     */
    clashes: (nurseId: number, start: string, end: string, exceptId?: number) =>
      joined(db).where(
        and(
          live,
          eq(nurseJobs.nurseId, nurseId),
          ne(nurseJobs.status, 'cancelled'),
          sql`${nurseJobs.startDate} < ${end}::date`,
          sql`${start}::date < ${nurseJobs.endDate}`,
          exceptId ? ne(nurseJobs.id, exceptId) : undefined,
        ) as SQL,
      ),

    byIdempotencyKey: async (key: string) => {
      const [row] = await joined(db).where(eq(nurseJobs.idempotencyKey, key)).limit(1);
      return row;
    },
  };
}
