import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  DATA_SUBJECT_KINDS,
  idParam,
  objectionAnswerSchema,
  objectionSchema,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';

const tags = ['privacy'];
const subjectParams = idParam.extend({
  kind: z.enum(DATA_SUBJECT_KINDS, { error: 'Choose customer or nurse' }),
});

/** Objection to marketing (issue 26), STAFF and ADMIN. */
export const objectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const objection = app.services.objection;

  app.put(
    API.privacy.objection,
    {
      schema: {
        tags,
        summary:
          'Object to marketing (health tips push, group SMS) for a customer or nurse, or withdraw the objection; objecting again keeps the first time',
        params: subjectParams,
        body: objectionSchema,
        response: { 200: success(objectionAnswerSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await objection.set(req.params.kind, req.params.id, req.body.objected, actorOf(req)),
    }),
  );
};
