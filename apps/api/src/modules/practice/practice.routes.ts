import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, idParam, nursePracticeSchema, nurseSchema, success } from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { baseVersion } from '../../lib/version.ts';
import { readLicenceUpload } from './licence-file.ts';
import { attachment } from '../../lib/content-disposition.ts';

const tags = ['nurses'];

/**
 * Issue 27: a nurse's UNMC registration, practising licence and station, and
 * the licence's copy. The copy is served only with a session (the normal
 * guard: it is not public like the pictures) and never cached.
 */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const practice = app.services.practice;

  app.put(
    API.nurses.practice,
    {
      schema: {
        tags,
        summary:
          "Save a nurse's UNMC registration, practising licence (number, expiry) and station",
        params: idParam,
        body: nursePracticeSchema,
        response: { 200: success(nurseSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await practice.setPractice(
        req.params.id,
        { ...req.body, updatedAt: baseVersion(req, req.body.updatedAt) },
        actorOf(req),
      ),
    }),
  );

  app.post(
    API.nurses.licence,
    {
      schema: {
        tags,
        summary:
          'Upload the practising licence copy (multipart: licenceFile; a PDF or a JPEG, PNG or WebP picture, 10 MB at most)',
        params: idParam,
        consumes: ['multipart/form-data'],
        response: { 200: success(nurseSchema) },
      },
    },
    async (req) => {
      const { bytes, fileName } = await readLicenceUpload(req);
      return {
        status: 'success' as const,
        data: await practice.setLicence(req.params.id, bytes, fileName, actorOf(req)),
      };
    },
  );

  app.get(
    API.nurses.licence,
    {
      schema: {
        tags,
        summary: 'The practising licence copy (PDF or JPEG) as a download, signed in only',
        params: idParam,
        produces: ['application/pdf', 'image/jpeg'],
      },
    },
    async (req, reply) => {
      const copy = await practice.openLicence(req.params.id, actorOf(req));
      return (
        reply
          .type(copy.type)
          // a download, never shown inline in the API's origin (issue 39)
          .header('content-disposition', attachment(copy.name))
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(copy.stream)
      );
    },
  );

  app.delete(
    API.nurses.licence,
    {
      schema: {
        tags,
        summary: 'Remove the practising licence copy',
        params: idParam,
        response: { 200: success(nurseSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await practice.removeLicence(req.params.id, actorOf(req)),
    }),
  );
};
