import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  ANSWERS_KEY,
  failuresOf,
  finishDocument,
  type FailureStatus,
} from '../lib/openapi-document.ts';

const DESCRIPTION = [
  'The back-office API of a maternal, nurse and home-care service in Uganda.',
  '',
  'JSON in and out. Success answers `{ "status": "success", "data": ... }` (creation 201);',
  'every failure answers `{ "status": "failed", "error": "<one sentence>", "details"? }`.',
  'Signed-in requests carry `Authorization: Bearer <token>` from `POST /auth/verify`.',
  'Amounts are whole Ugandan shillings (UGX).',
].join('\n');

/**
 * The OpenAPI 3.0.3 document at /api/docs/json (and Swagger UI at /api/docs),
 * made from the routes' zod schemas; lib/openapi-document.ts adds what the
 * routes leave out (operationIds, failure answers). `partnerCheck`: the server
 * refuses another partner id (PARTNER_ID), so most routes may answer 403.
 */
export const openApiPlugin = fp<{ partnerCheck: boolean }>(async (app, opts) => {
  const transform: SwaggerTransform = (input) => {
    const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
    const { route } = input;
    const answers = new Set<FailureStatus>();
    for (const method of [route.method].flat())
      for (const status of failuresOf(
        { method, url: input.url, config: route.config },
        opts.partnerCheck,
      ))
        answers.add(status);
    return { ...out, schema: { ...out.schema, [ANSWERS_KEY]: [...answers] } };
  };

  await app.register(swagger, {
    openapi: {
      // zod writes OpenAPI 3.0 schemas (`nullable`) for 3.0.x; the fuzz oracle reads them so.
      openapi: '3.0.3',
      info: {
        title: 'Care back-office API',
        version: '1.0.0',
        description: DESCRIPTION,
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: (input) =>
      finishDocument(
        (input as { openapiObject: Parameters<typeof finishDocument>[0] }).openapiObject,
      ),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
