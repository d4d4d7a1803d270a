import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  SMS_EVENTS,
  messageHistoryQuerySchema,
  messageRecordSchema,
  reachQuerySchema,
  reachSchema,
  rowsAndCount,
  smsOptOutSchema,
  smsPreviewSchema,
  smsSendResultSchema,
  smsSendSchema,
  smsSettingsSchema,
  smsTemplateSchema,
  smsTemplateUpdateSchema,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { HEADERS } from '@app/contract';
import { badRequest } from '../../lib/errors.ts';
import { publicOrigin } from '../../lib/public-origin.ts';

const tags = ['sms'];
const idempotencyKeyOf = (req: { headers: Record<string, unknown> }) => {
  const key = req.headers[HEADERS.idempotencyKey];
  return typeof key === 'string' ? key : undefined;
};
const admin = { roles: ['ADMIN' as const] };
const person = (q: { customerId?: number; nurseId?: number }): ['customer' | 'nurse', number] =>
  q.customerId != null ? ['customer', q.customerId] : ['nurse', q.nurseId!];

/** The SMS composer, the history of every message, opt-out and the templates (issue 24). */
export const smsRoutes = (opts: {
  callbackUrls: (origin: string) => { delivery: string; incoming: string; ussd: string };
}): FastifyPluginAsyncZod =>
  async function smsRoutesPlugin(app) {
    const sms = app.services.sms;

    app.post(
      API.sms.preview,
      {
        schema: {
          tags,
          summary: 'What a send would do: recipients, who is left out and why, parts and cost',
          body: smsSendSchema,
          response: { 200: success(smsPreviewSchema) },
        },
      },
      async (req) => ({
        status: 'success' as const,
        data: await sms.preview(req.body.message, req.body.audience),
      }),
    );

    app.post(
      API.sms.messages,
      {
        schema: {
          tags,
          summary: 'Queue an SMS to one person or a group (recorded before any gateway call)',
          body: smsSendSchema,
          response: { 200: success(smsSendResultSchema) },
        },
      },
      async (req, reply) =>
        idempotent(app.database.db, req, reply, async () => ({
          status: 200,
          body: {
            status: 'success' as const,
            data: await sms.send(
              req.body.message,
              req.body.audience,
              actorOf(req),
              idempotencyKeyOf(req),
            ),
          },
        })),
    );

    app.get(
      API.sms.messages,
      {
        schema: {
          tags,
          summary: 'Every message sent, push and SMS, newest first, with its status',
          querystring: messageHistoryQuerySchema,
          response: { 200: success(rowsAndCount(messageRecordSchema)) },
        },
      },
      async (req) => ({ status: 'success' as const, data: await sms.history(req.query) }),
    );

    app.get(
      API.sms.reach,
      {
        schema: {
          tags,
          summary: 'The channels a customer or nurse can be reached on, and why not',
          querystring: reachQuerySchema,
          response: { 200: success(reachSchema) },
        },
      },
      async (req) => ({ status: 'success' as const, data: await sms.reach(...person(req.query)) }),
    );

    app.put(
      API.sms.optOut,
      {
        schema: {
          tags,
          summary: 'Mark a customer or nurse "no SMS", or allow SMS again',
          body: smsOptOutSchema,
          response: { 200: success(reachSchema) },
        },
      },
      async (req) => ({
        status: 'success' as const,
        data: await sms.setOptOut(...person(req.body), req.body.optedOut, actorOf(req)),
      }),
    );

    app.get(
      API.sms.templates,
      {
        schema: {
          tags,
          summary: 'The automatic messages: their texts and which are on',
          response: { 200: success(z.array(smsTemplateSchema)) },
        },
      },
      async () => ({ status: 'success' as const, data: await sms.templates() }),
    );

    app.put(
      API.sms.template,
      {
        config: admin,
        schema: {
          tags,
          summary: 'Change an automatic message: its text and whether it is on (ADMIN)',
          params: z.object({ event: z.enum(SMS_EVENTS) }),
          body: smsTemplateUpdateSchema,
          response: { 200: success(smsTemplateSchema) },
        },
      },
      async (req) => {
        if (req.body.event !== req.params.event)
          throw badRequest('The event in the body does not match the address');
        return {
          status: 'success' as const,
          data: await sms.saveTemplate(
            req.params.event,
            req.body.text,
            req.body.enabled,
            actorOf(req),
          ),
        };
      },
    );

    app.get(
      API.sms.settings,
      {
        schema: {
          tags,
          summary: "The SMS gateway, the price of a part, and (ADMIN) the gateway's callback URLs",
          response: { 200: success(smsSettingsSchema) },
        },
      },
      async (req) => {
        const urls =
          req.user?.role === 'ADMIN' ? opts.callbackUrls(publicOrigin(app.config, req)) : null;
        return {
          status: 'success' as const,
          data: {
            ...sms.settings(),
            deliveryCallbackUrl: urls?.delivery ?? null,
            incomingCallbackUrl: urls?.incoming ?? null,
            ussdCallbackUrl: urls?.ussd ?? null,
          },
        };
      },
    );
  };
