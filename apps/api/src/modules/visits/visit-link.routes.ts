import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  VISIT_LINK_WORDS,
  success,
  visitLinkCheckSchema,
  visitLinkOutcomeSchema,
  visitLinkParams,
} from '@app/contract';
import { notFound } from '../../lib/errors.ts';
import { SCRIPT, invalidPage, visitPage } from './visit-link.page.ts';

const tags = ['visits'];
// A nurse's phone cannot sign in or send the partner header: the signed token is the key.
const config = { public: true, anyPartner: true };

/** A browser opening the link gets pages; any other client the API's envelope. */
const wantsPage = (req: FastifyRequest) => /\btext\/html\b/.test(req.headers.accept ?? '');

/**
 * Issue 37, the one-tap signed link in the nurse's SMS: its page (HTML), the
 * page's script, and the tap's check (JSON). No session: the token names one
 * nurse job and is checked before anything else is read.
 */
export const visitLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = app.services.visitLinks;

  app.get(
    API.visits.link,
    {
      config,
      // A malformed link is a page saying so to a browser, a 400 to anyone else.
      attachValidation: true,
      schema: {
        security: [],
        tags,
        summary:
          "The one-tap check-in link's page: the visit and a Check in / Check out button (public HTML; the signed token is the key)",
        params: visitLinkParams,
      },
    },
    async (req, reply) => {
      const html = wantsPage(req);
      if (req.validationError && !html) throw req.validationError;
      const page = req.validationError ? null : await links.page(req.params.token);
      if (!page && !html) throw notFound(VISIT_LINK_WORDS.notValid);
      return reply
        .code(page ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(page ? visitPage(page) : invalidPage());
    },
  );

  app.get(
    API.visits.linkScript,
    {
      config,
      schema: {
        security: [],
        tags,
        summary: "The link page's script: asks for the location and sends the check (public)",
      },
    },
    async (_req, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        // the page asks for it by a versioned address (?v=): a phone keeps it
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(SCRIPT),
  );

  app.post(
    API.visits.linkCheck,
    {
      config,
      schema: {
        security: [],
        tags,
        summary:
          "A tap on the link: checks the nurse in or out of the token's visit, with where the phone was when she allowed it (public; the signed token is the key)",
        params: visitLinkParams,
        body: visitLinkCheckSchema,
        response: { 200: success(visitLinkOutcomeSchema) },
      },
    },
    async (req) => {
      const data = await links.check(req.params.token, req.body);
      if (!data) throw notFound(VISIT_LINK_WORDS.notValid);
      return { status: 'success' as const, data };
    },
  );
};
