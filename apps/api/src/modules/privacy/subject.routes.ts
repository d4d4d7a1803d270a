import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  DATA_SUBJECT_KINDS,
  erasurePlanSchema,
  erasureRequestSchema,
  idParam,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';

const tags = ['privacy'];
const admin = { roles: ['ADMIN' as const] };
const subjectParams = z.object({
  kind: z.enum(DATA_SUBJECT_KINDS, { error: 'Choose customer or nurse' }),
  id: idParam.shape.id,
});

/** Issue 26, subject access and erasure (ADMIN only). */
export const subjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { erasure, subjects } = app.services;

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
      data: await erasure.plan(req.params),
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
    async (req) => ({
      status: 'success' as const,
      data: await erasure.eraseOnRequest(req.params, req.body.confirmName, actorOf(req)),
    }),
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
      const { fileName, zip } = await subjects.export(req.params, actorOf(req));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(zip));
    },
  );
};
