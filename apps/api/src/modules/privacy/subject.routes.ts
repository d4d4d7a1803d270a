import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  DATA_SUBJECT_KINDS,
  PRIVACY_MESSAGES,
  erasurePlanSchema,
  erasureRequestSchema,
  idParam,
  success,
} from '@app/contract';
import { badRequest, conflict } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/auth.ts';
import { eraseSubject, erasurePlan, personOf, type ErasureDeps } from './erasure.ts';
import { exportSubject } from './subject-export.ts';

const tags = ['privacy'];
const admin = { roles: ['ADMIN' as const] };
const subjectParams = z.object({
  kind: z.enum(DATA_SUBJECT_KINDS, { error: 'Choose customer or nurse' }),
  id: idParam.shape.id,
});

/** Compared as the person reads it: case and runs of spaces ignored. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Issue 26, subject access and erasure (ADMIN only). */
export const subjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): ErasureDeps => ({
    db: app.database.db,
    pictures: app.pictures,
    documents: app.documents,
    push: app.push,
    queue: app.queue,
  });

  app.get(
    API.privacy.erasure,
    {
      config: admin,
      schema: {
        tags,
        summary:
          "What erasing this person's data would change (rows per table, pictures) and what blocks it (ADMIN)",
        params: subjectParams,
        response: { 200: success(erasurePlanSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await erasurePlan(deps(), req.params),
    }),
  );

  app.post(
    API.privacy.erasure,
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Erase this person's personal data, confirmed by typing the name (ADMIN); 409 names what blocks it",
        params: subjectParams,
        body: erasureRequestSchema,
        response: { 200: success(erasurePlanSchema) },
      },
    },
    async (req) => {
      const person = await personOf(app.database.db, req.params);
      if (person.erasedAt) throw conflict(PRIVACY_MESSAGES.alreadyErased);
      if (!sameName(req.body.confirmName, person.name))
        throw badRequest(PRIVACY_MESSAGES.nameMismatch, {
          confirmName: PRIVACY_MESSAGES.nameMismatch,
        });
      const outcome = await eraseSubject(deps(), req.params, actorOf(req), 'request');
      if (!outcome.erased) throw conflict(PRIVACY_MESSAGES.blocked(outcome.blockers));
      return { status: 'success' as const, data: outcome.plan };
    },
  );

  app.get(
    API.privacy.export,
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Everything held about this person as a zip: personal-data.json, personal-data.pdf, pictures/ (ADMIN; accounted for)',
        params: subjectParams,
        produces: ['application/zip'],
      },
    },
    async (req, reply) => {
      const { fileName, zip } = await exportSubject(
        {
          db: app.database.db,
          pictures: app.pictures,
          documents: app.documents,
          serviceDetails: () => app.services.settings.effective(),
        },
        req.params,
        actorOf(req),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(zip));
    },
  );
};
