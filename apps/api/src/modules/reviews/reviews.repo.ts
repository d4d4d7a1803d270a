import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countOf, totalOver } from '../../db/paging.ts';
import { once } from '../../db/prepared-sql.ts';
import { nurseJobs, reviews } from '../../db/schema/index.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewInsert = typeof reviews.$inferInsert;

/** Drizzle queries of the reviews; `db` may be a transaction. */
export function createReviewsRepo(db: Db) {
  // A nurse's page of reviews, prepared once: its query is not built per request.
  const nursePage = once(() =>
    db
      .select({ review: reviews, total: totalOver().as('total') })
      .from(reviews)
      .where(eq(reviews.nurseId, sql.placeholder('nurseId')))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare('nurse_reviews_page'),
  );

  return {
    /** A page of a nurse's reviews, newest first; the page carries the count of the whole list (db/paging.ts). */
    async forNurse(nurseId: number, offset: number, limit: number) {
      const rows = await nursePage().execute({ nurseId, offset, limit });
      const total = await countOf(rows, offset, async () => {
        const [row] = await db
          .select({ n: count() })
          .from(reviews)
          .where(eq(reviews.nurseId, nurseId));
        return row?.n ?? 0;
      });
      return { rows: rows.map((r) => r.review), count: total };
    },

    /**
     * The job's rating, set only when it has none: the conditional UPDATE
     * makes two parallel saves end with one review. False when already rated.
     */
    async rateJob(nurseJobId: number, nps: number) {
      const rated = await db
        .update(nurseJobs)
        .set({ rating: nps })
        .where(and(eq(nurseJobs.id, nurseJobId), isNull(nurseJobs.rating)))
        .returning({ id: nurseJobs.id });
      return rated.length > 0;
    },

    async insert(values: ReviewInsert) {
      const [row] = await db.insert(reviews).values(values).returning();
      return row!;
    },
  };
}
