import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { starsFromNps, type Review, type reviewCreateSchema } from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { countOf, totalOver } from '../../db/paging.ts';
import { once } from '../../db/prepared-sql.ts';
import { nurseJobs, reviews } from '../../db/schema/index.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { conflict } from '../../lib/errors.ts';
import type { NurseJobsService } from '../nurse-jobs/nurse-jobs.service.ts';
import type { NursesService } from '../nurses/nurses.service.ts';

type ReviewRow = typeof reviews.$inferSelect;

const toReview = (r: ReviewRow): Review => ({
  id: r.id,
  customer: r.customer,
  customer_review: r.customerReview,
  customer_rating: r.customerRating,
  nurse_review: r.nurseReview,
  nps: r.nps,
  job_id: r.jobId,
  nurse_job_id: r.nurseJobId,
  nurse_id: r.nurseId,
  createdAt: r.createdAt.toISOString(),
});

export function createReviewsService(deps: {
  db: Db;
  nurses: NursesService;
  nurseJobs: NurseJobsService;
}) {
  // A nurse's page of reviews, prepared once: its query is not built per request.
  const nursePage = once(() =>
    deps.db
      .select({ review: reviews, total: totalOver().as('total') })
      .from(reviews)
      .where(eq(reviews.nurseId, sql.placeholder('nurseId')))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare('nurse_reviews_page'),
  );

  return {
    async forNurse(nurseId: number, offset: number, limit: number) {
      const where = eq(reviews.nurseId, nurseId);
      // Read while the nurse is looked up: one wait, not two (a missing nurse still answers 404).
      // The page carries the count of the whole list (db/paging.ts).
      const [, rows] = await Promise.all([
        deps.nurses.mustExist(nurseId),
        nursePage().execute({ nurseId, offset, limit }),
      ]);
      const total = await countOf(rows, offset, async () => {
        const [row] = await deps.db.select({ n: count() }).from(reviews).where(where);
        return row?.n ?? 0;
      });
      return { rows: rows.map((r) => toReview(r.review)), count: total };
    },

    /**
     * Saves the customer's review of one nurse job: the job's rating becomes
     * the NPS and the nurse's average is recomputed, all or nothing (SPEC 4).
     */
    async create(input: z.output<typeof reviewCreateSchema>, actor: Actor) {
      const job = await deps.nurseJobs.get(input.nurse_job_id);
      return deps.db.transaction(async (tx) => {
        // Only the first review of a job counts: the conditional UPDATE makes
        // two parallel saves end with one review.
        const rated = await tx
          .update(nurseJobs)
          .set({ rating: input.nps })
          .where(and(eq(nurseJobs.id, job.job.id), isNull(nurseJobs.rating)))
          .returning({ id: nurseJobs.id });
        if (rated.length === 0) throw conflict('This job has already been rated');
        const [row] = await tx
          .insert(reviews)
          .values({
            customer: job.clientName,
            customerReview: input.customer_review,
            customerRating: starsFromNps(input.nps),
            nurseReview: input.nurse_review,
            nurseRating: null,
            nps: input.nps,
            nurseJobId: job.job.id,
            jobId: job.job.jobId,
            customerId: job.customerId,
            nurseId: job.job.nurseId,
            createdBy: actor.id,
          })
          .returning();
        await deps.nurses.refreshRating(job.job.nurseId, tx);
        await audit(tx, actor, {
          action: 'create',
          entity: 'review',
          entityId: row!.id,
          summary: { after: { nurse_job: job.job.id, nps: input.nps } },
        });
        return toReview(row!);
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
