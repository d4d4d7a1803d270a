import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  babySchema,
  careTimelineItemSchema,
  idParam,
  pregnancyOutcomeAnswerSchema,
  pregnancyOutcomeSchema,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { baseVersion } from '../../lib/version.ts';
import { idempotent } from '../../platform/idempotency.ts';

const tags = ['maternal'];

/** Issue 42: a pregnancy's outcome, her babies and her care timeline; any signed-in staff member. */
export const babiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const outcomes = app.services.pregnancyOutcomes;

  app.post(
    API.pregnancies.outcome,
    {
      schema: {
        tags,
        summary:
          'Record how an ongoing pregnancy ended: a birth (1-4 babies) or a loss; a birth makes her a parent',
        params: idParam,
        body: pregnancyOutcomeSchema,
        response: { 201: success(pregnancyOutcomeAnswerSchema) },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 201,
        body: {
          status: 'success' as const,
          data: await outcomes.record(
            req.params.id,
            { ...req.body, updated_at: baseVersion(req, req.body.updated_at) },
            actorOf(req),
          ),
        },
      })),
  );

  app.get(
    API.babies.ofCustomer,
    {
      schema: {
        tags,
        summary: "A customer's babies, the first born first, with today's age",
        params: idParam,
        response: { 200: success(z.array(babySchema)) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await outcomes.babies(req.params.id, actorOf(req)),
    }),
  );

  app.get(
    API.careTimeline.ofCustomer,
    {
      schema: {
        tags,
        summary:
          "The care timeline of her latest pregnancy and her babies: antenatal and postnatal contacts, each baby's immunisations, each done, due, overdue, missed or upcoming",
        params: idParam,
        response: { 200: success(z.array(careTimelineItemSchema)) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await outcomes.timeline(req.params.id, actorOf(req)),
    }),
  );
};
