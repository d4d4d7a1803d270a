import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  JOB_CARD_TIMELINE_LIMIT,
  idParam,
  jobCardTimelineSchema,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { recordAccess } from '../../platform/access-log.ts';

/** Issue 37: GET /portal/jobcard/{id}/timeline, the visit's story on its job card. */
export const jobCardTimelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeline = app.services.jobCardTimeline;

  app.get(
    API.jobCards.timeline,
    {
      schema: {
        tags: ['job cards'],
        summary: `Everything that happened to a job card, newest first (at most ${JOB_CARD_TIMELINE_LIMIT}): its edits and moves, its nurse jobs' and the SMS about it`,
        params: idParam,
        response: { 200: success(jobCardTimelineSchema) },
      },
    },
    async (req) => {
      const { customerId, items } = await timeline.forCard(req.params.id);
      // Its edits may name the patient's condition: a read of the customer's health data (issue 26).
      await recordAccess(app.database.db, actorOf(req), {
        action: 'read',
        record: 'job_card',
        recordId: req.params.id,
        subject: { kind: 'customer', id: customerId },
        detail: 'timeline',
      });
      return { status: 'success' as const, data: items };
    },
  );
};
