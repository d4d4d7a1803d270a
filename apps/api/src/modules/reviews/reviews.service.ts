import { starsFromNps, type Review, type reviewCreateSchema } from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { conflict } from '../../lib/errors.ts';
import type { NurseJobsService } from '../nurse-jobs/nurse-jobs.service.ts';
import type { NursesService } from '../nurses/nurses.service.ts';
import { createReviewsRepo, type ReviewRow } from './reviews.repo.ts';

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
  const repo = createReviewsRepo(deps.db);

  return {
    async forNurse(nurseId: number, offset: number, limit: number) {
      // Read while the nurse is looked up: one wait, not two (a missing nurse still answers 404).
      const [, page] = await Promise.all([
        deps.nurses.mustExist(nurseId),
        repo.forNurse(nurseId, offset, limit),
      ]);
      return { rows: page.rows.map(toReview), count: page.count };
    },

    /**
     * Saves the customer's review of one nurse job: the job's rating becomes
     * the NPS and the nurse's average is recomputed, all or nothing (SPEC 4).
     */
    async create(input: z.output<typeof reviewCreateSchema>, actor: Actor) {
      const job = await deps.nurseJobs.get(input.nurse_job_id);
      return deps.db.transaction(async (tx) => {
        const txRepo = createReviewsRepo(tx);
        // Only the first review of a job counts.
        if (!(await txRepo.rateJob(job.job.id, input.nps)))
          throw conflict('This job has already been rated');
        const row = await txRepo.insert({
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
        });
        await deps.nurses.refreshRating(job.job.nurseId, tx);
        await audit(tx, actor, {
          action: 'create',
          entity: 'review',
          entityId: row.id,
          summary: { after: { nurse_job: job.job.id, nps: input.nps } },
        });
        return toReview(row);
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
