import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, okSchema, smsDeliveryReportSchema, smsIncomingSchema } from '@app/contract';
import {
  CALLBACK_CONFIG,
  callbackForms,
  callbackScope,
  type CallbackKey,
} from './sms-callback-scope.ts';

export { FORM_LIMIT } from './sms-callback-scope.ts';

/**
 * The gateway's callbacks (issue 24): Africa's Talking posts delivery reports
 * and incoming messages form-encoded, with no session. Each URL carries our
 * key as its last segment (issue 39; the first form's `?key=` is taken for
 * one release more); a wrong one is refused and changes nothing. Form bodies
 * are read in this scope only: the rest of the API takes JSON alone.
 */
export const smsCallbackRoutes =
  (opts: { key: CallbackKey }): FastifyPluginAsyncZod =>
  async (app) => {
    const callbacks = app.services.sms.callbacks;
    callbackScope(app, opts.key);
    const config = CALLBACK_CONFIG;
    const answer = { 200: okSchema };

    const delivery = callbackForms(
      API.sms.deliveryCallback,
      API.sms.delivery,
      "The gateway's delivery report for one SMS (form-encoded)",
    );
    for (const { url, schema } of delivery)
      app.post(
        url,
        {
          config,
          schema: { tags: ['sms'], ...schema, body: smsDeliveryReportSchema, response: answer },
        },
        async (req) => {
          await callbacks.delivery(req.body);
          return { status: 'success' as const };
        },
      );

    const incoming = callbackForms(
      API.sms.incomingCallback,
      API.sms.incoming,
      'An SMS sent to us: STOP marks the number "no SMS"; IN/OUT with a visit code checks a nurse in or out (form-encoded)',
    );
    for (const { url, schema } of incoming)
      app.post(
        url,
        { config, schema: { tags: ['sms'], ...schema, body: smsIncomingSchema, response: answer } },
        async (req) => {
          await callbacks.incoming(req.body);
          return { status: 'success' as const };
        },
      );
  };
