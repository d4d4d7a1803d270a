import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { WHOLE_DAY, type NurseJobShift } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { countOf, totalOver } from '../../db/paging.ts';
import { once } from '../../db/prepared-sql.ts';
import { jobCards, nurseJobs, nurses } from '../../db/schema/index.ts';
import { jobCardSearchText, likeTerm } from '../../db/schema/search.ts';

export type NurseJobRow = typeof nurseJobs.$inferSelect;
export type NurseJobInsert = typeof nurseJobs.$inferInsert;

const live = isNull(nurseJobs.deletedAt);

/** A nurse job with the job card and nurse fields the tables show. */
const joinedFields = {
  job: nurseJobs,
  careCardNumber: jobCards.careCardNumber,
  clientName: jobCards.clientName,
  customerId: jobCards.customerId,
  nurseFirst: nurses.firstName,
  nurseLast: nurses.lastName,
};
const joined = (db: Db) => joinedWith(db, {});
/** The same, with more fields (the count of the whole list, say). */
const joinedWith = <E extends Record<string, SQL.Aliased>>(db: Db, extra: E) =>
  db
    .select({ ...joinedFields, ...extra })
    .from(nurseJobs)
    .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
    .innerJoin(nurses, eq(nurses.id, nurseJobs.nurseId));

export type JoinedNurseJob = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export function createNurseJobsRepo(db: Db) {
  const pageOf = (
    where: SQL | undefined,
    offset: number | Placeholder,
    limit: number | Placeholder,
  ) =>
    joinedWith(db, { total: totalOver().as('total') })
      .where(where)
      .orderBy(desc(nurseJobs.startDate), desc(nurseJobs.id))
      .offset(offset)
      .limit(limit);
  const plain = once(() =>
    pageOf(
      and(live, eq(nurseJobs.nurseId, sql.placeholder('nurseId'))),
      sql.placeholder('offset'),
      sql.placeholder('limit'),
    ).prepare('nurse_jobs_page'),
  );
  return {
    async forNurse(nurseId: number, search: string | undefined, offset: number, limit: number) {
      const where = and(
        live,
        eq(nurseJobs.nurseId, nurseId),
        search ? sql`${jobCardSearchText(jobCards)} LIKE ${likeTerm(search)}` : undefined,
      );
      // One statement: the page with the count of the whole list on each
      // row; without a search, prepared once (the common case: a profile).
      const rows = search
        ? await pageOf(where, offset, limit)
        : await plain().execute({ nurseId, offset, limit });
      const total = await countOf(rows, offset, async () => {
        const [row] = await db
          .select({ n: count() })
          .from(nurseJobs)
          .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
          .where(where);
        return row?.n ?? 0;
      });
      return { rows, count: total };
    },

    forJobCard: (jobId: number) =>
      joined(db)
        .where(and(live, eq(nurseJobs.jobId, jobId)))
        .orderBy(nurseJobs.startDate, nurseJobs.id),

    /** Issue 37: the card's live open (pending, ongoing) jobs, oldest first. */
    openForJobCard: (jobId: number) =>
      joined(db)
        .where(
          and(live, eq(nurseJobs.jobId, jobId), inArray(nurseJobs.status, ['pending', 'ongoing'])),
        )
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
      guard: {
        fromStatus?: string;
        /** Issue 37: the pay status it was read with (a double click marks it once). */
        fromPaymentStatus?: string;
        version?: Date;
        startedBy?: string;
      } = {},
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
            guard.fromPaymentStatus
              ? eq(nurseJobs.paymentStatus, guard.fromPaymentStatus as NurseJobRow['paymentStatus'])
              : undefined,
            guard.version
              ? sql`date_trunc('milliseconds', ${nurseJobs.updatedAt}) = ${guard.version.toISOString()}::timestamptz`
              : undefined,
            // issue 36: only a job whose start date has come may start or be completed
            guard.startedBy ? sql`${nurseJobs.startDate} <= ${guard.startedBy}::date` : undefined,
          ),
        )
        .returning({ id: nurseJobs.id });
      return row?.id;
    },

    /**
     * The nurse's live, not cancelled jobs that share a day with [start, end)
     * (end = start + duration, so a job ending on the 28th frees the 28th)
     * and a shift (issue 27): a day and a night on the same days do not
     * clash; 'Day and night' clashes with either.
     */
    clashes: (
      nurseId: number,
      start: string,
      end: string,
      shift: NurseJobShift,
      exceptId?: number,
    ) =>
      joined(db)
        .where(
          and(
            live,
            eq(nurseJobs.nurseId, nurseId),
            ne(nurseJobs.status, 'cancelled'),
            sql`${nurseJobs.startDate} < ${end}::date`,
            sql`${start}::date < ${nurseJobs.endDate}`,
            shift === WHOLE_DAY ? undefined : inArray(nurseJobs.shift, [shift, WHOLE_DAY]),
            exceptId ? ne(nurseJobs.id, exceptId) : undefined,
          ) as SQL,
        )
        .orderBy(nurseJobs.startDate, nurseJobs.id)
        .limit(1),

    byIdempotencyKey: async (key: string) => {
      const [row] = await joined(db).where(eq(nurseJobs.idempotencyKey, key)).limit(1);
      return row;
    },
  };
}
