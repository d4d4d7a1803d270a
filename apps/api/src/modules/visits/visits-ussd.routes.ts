import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, visitUssdCallbackSchema } from '@app/contract';
import { CALLBACK_CONFIG, callbackForms } from '../sms/sms-callback-scope.ts';
import { visitsSimulateRoutes } from './visits-simulate.routes.ts';
import { createVisitsUssd, type VisitsUssd } from './visits-ussd.service.ts';

/**
 * Africa's Talking's USSD callback (issue 37): posted form-encoded at each
 * step of a session, with our key in the URL like the SMS callbacks (its last
 * segment since issue 39; `?key=` for one release more). The SMS area makes
 * this scope a callback scope, so the key never leaves it. The answer is the
 * phone's next screen as text: "CON …" asks for more, "END …" closes the
 * session.
 */
const ussdCallback =
  (ussd: VisitsUssd): FastifyPluginAsyncZod =>
  async (app) => {
    app.services.sms.callbackScope(app);
    const forms = callbackForms(
      API.visits.ussdCallback,
      API.visits.ussd,
      "A step of a nurse's USSD session: the menu of her visits today, a check in or out (form-encoded; answers CON/END text)",
    );
    for (const { url, schema } of forms)
      app.post(
        url,
        {
          config: CALLBACK_CONFIG,
          schema: {
            tags: ['visits'],
            ...schema,
            body: visitUssdCallbackSchema,
            produces: ['text/plain'],
            response: {
              200: {
                description:
                  '"CON <screen>" (the menu goes on) or "END <screen>" (the session is over)',
                content: { 'text/plain': { schema: z.string() } },
              },
            },
          },
        },
        async (req, reply) => {
          const answer = await ussd.step(req.body);
          return reply.type('text/plain; charset=utf-8').send(answer.response);
        },
      );
  };

/** The USSD menu: the gateway's callback and, with the local outbox, staff's simulator. */
export const visitsUssdRoutes: FastifyPluginAsyncZod = async (app) => {
  const ussd = createVisitsUssd({ db: app.database.db, visits: app.services.visits });
  await app.register(ussdCallback(ussd));
  await app.register(visitsSimulateRoutes({ ussd }));
};
