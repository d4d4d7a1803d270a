import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  SMS_MESSAGES,
  okSchema,
  smsDeliveryReportSchema,
  smsIncomingSchema,
} from '@app/contract';
import { forbidden } from '../../lib/errors.ts';

/** At most this much form a callback may post (a report is a few hundred bytes). */
export const FORM_LIMIT = 16 * 1024;
const keyQuery = z.object({
  key: z.string().max(200).default('').describe('Our key, as in the URLs GET /sms/settings gives'),
});

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The gateway's callbacks (issue 24): Africa's Talking posts delivery reports
 * and incoming messages form-encoded, with no session. Each URL carries our
 * key (`?key=`); a wrong one is refused and changes nothing. Form bodies are
 * read in this scope only: the rest of the API takes JSON alone.
 */
export const smsCallbackRoutes =
  (opts: { key: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const callbacks = app.services.sms.callbacks;
    // The gateway posts forms, never JSON: a JSON body here is 415, as a form is elsewhere.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // After validation (a malformed request is a 400 like anywhere else), before the handler.
    app.addHook('preHandler', async (req) => {
      const { key } = req.query as z.output<typeof keyQuery>;
      if (!same(key, opts.key)) throw forbidden(SMS_MESSAGES.callbackRefused);
    });
    const config = { public: true, anyPartner: true, keyed: true };
    // As published: form bodies, and no session (the key in the URL instead).
    const published = {
      tags: ['sms'],
      consumes: ['application/x-www-form-urlencoded'],
      security: [],
      querystring: keyQuery,
    };

    app.post(
      API.sms.delivery,
      {
        config,
        schema: {
          ...published,
          summary: "The gateway's delivery report for one SMS (form-encoded, ?key=)",
          body: smsDeliveryReportSchema,
          response: { 200: okSchema },
        },
      },
      async (req) => {
        await callbacks.delivery(req.body);
        return { status: 'success' as const };
      },
    );

    app.post(
      API.sms.incoming,
      {
        config,
        schema: {
          ...published,
          summary: 'An SMS sent to us: STOP marks the number "no SMS" (form-encoded, ?key=)',
          body: smsIncomingSchema,
          response: { 200: okSchema },
        },
      },
      async (req) => {
        await callbacks.incoming(req.body);
        return { status: 'success' as const };
      },
    );
  };
