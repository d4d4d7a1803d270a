import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, MSG } from '@app/contract';
import { notFound } from '../../lib/errors.ts';

/**
 * Profile pictures, by content-hash name: <img> tags cannot send the bearer
 * token, and the 256-bit names cannot be guessed, so these are public and
 * cached for good (a new picture gets a new name).
 */
export const picturesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.pictures.one,
    {
      config: { public: true, anyPartner: true },
      schema: {
        security: [],
        tags: ['pictures'],
        summary: 'A stored profile picture',
        params: z.object({ name: z.string().max(80) }),
      },
    },
    async (req, reply) => {
      const stream = await app.pictures.open(req.params.name);
      if (!stream) throw notFound(MSG.notFound);
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(stream);
    },
  );
};
