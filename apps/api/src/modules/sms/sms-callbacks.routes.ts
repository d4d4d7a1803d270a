import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, okSchema, smsDeliveryReportSchema, smsIncomingSchema } from '@app/contract';
import { CALLBACK_CONFIG, CALLBACK_SCHEMA, callbackScope } from './sms-callback-scope.ts';

export { FORM_LIMIT } from './sms-callback-scope.ts';

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
    callbackScope(app, opts.key);
    const config = CALLBACK_CONFIG;
    const published = { tags: ['sms'], ...CALLBACK_SCHEMA };

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
          summary:
            'An SMS sent to us: STOP marks the number "no SMS"; IN/OUT with a visit code checks a nurse in or out (form-encoded, ?key=)',
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
