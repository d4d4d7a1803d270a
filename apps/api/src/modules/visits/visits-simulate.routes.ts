import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  SIMULATOR_MESSAGES,
  smsSimulateResultSchema,
  smsSimulateSchema,
  success,
  ussdSimulateResultSchema,
  ussdSimulateSchema,
} from '@app/contract';
import { conflict } from '../../lib/errors.ts';
import type { VisitsUssd } from './visits-ussd.service.ts';

const tags = ['sms'];
/**
 * ADMIN only, as Admin > SMS where the panel is: a simulated check is a
 * nurse's check like any other (it counts for pay), so not every desk may
 * make one.
 */
const admin = { roles: ['ADMIN' as const] };

/**
 * Issue 37: with the local SMS outbox (no Africa's Talking), staff play the
 * nurse's part from the screen, so the whole loop works without a provider:
 * an SMS goes the way a real incoming one goes (the same callback handler,
 * with an id of its own), a USSD step the way the gateway posts it. With a
 * real gateway both are refused (409): a real phone is the way then. Who
 * simulated is logged, not audited: nothing of staff's own is changed.
 */
export const visitsSimulateRoutes =
  (opts: { ussd: VisitsUssd }): FastifyPluginAsyncZod =>
  async (app) => {
    const outboxOnly = () => {
      if (app.smsGateway.kind !== 'outbox') throw conflict(SIMULATOR_MESSAGES.notOutbox);
    };

    app.post(
      API.visits.simulateSms,
      {
        config: admin,
        schema: {
          tags,
          summary:
            'ADMIN, local outbox only: an SMS as if a phone had sent it (IN 4821, OUT 4821, STOP...); answers the reply SMS it got, if any',
          body: smsSimulateSchema,
          response: { 200: success(smsSimulateResultSchema) },
        },
      },
      async (req) => {
        outboxOnly();
        const id = `simulated-${randomUUID()}`;
        req.log.info({ staffId: req.user?.id, simulated: 'sms', messageId: id }, 'SMS simulated');
        await app.services.sms.callbacks.incoming({ from: req.body.from, text: req.body.text, id });
        return { status: 'success' as const, data: { reply: await opts.ussd.replyToSms(id) } };
      },
    );

    app.post(
      API.visits.simulateUssd,
      {
        config: admin,
        schema: {
          tags,
          summary:
            'ADMIN, local outbox only: one step of a USSD session as the gateway would post it; answers the screen',
          body: ussdSimulateSchema,
          response: { 200: success(ussdSimulateResultSchema) },
        },
      },
      async (req) => {
        outboxOnly();
        // Its own ids: a simulated session is never taken for a gateway's.
        const sessionId = `simulated-${req.body.sessionId}`;
        req.log.info(
          { staffId: req.user?.id, simulated: 'ussd', sessionId },
          'USSD step simulated',
        );
        const answer = await opts.ussd.step({
          sessionId,
          serviceCode: 'simulator',
          phoneNumber: req.body.phoneNumber,
          text: req.body.text,
        });
        return { status: 'success' as const, data: answer };
      },
    );
  };
