import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  idParam,
  okSchema,
  paymentFilterSchema,
  paymentOwedQuerySchema,
  paymentOwedSchema,
  paymentPageSchema,
  paymentRequestSchema,
  paymentSchema,
  paymentSettingsSchema,
  paymentsQuerySchema,
  success,
  ugandaDate,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { paymentsCsv } from './payments-csv.ts';

const tags = ['payments'];
const one = { 200: success(paymentSchema) };

/** Issue 43: payment prompts on her phone, the payments list, the stand-in's answers. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;

  app.get(
    API.payments.list,
    {
      schema: {
        tags,
        summary:
          'Every payment request, newest first, with its state, amount, phone and provider ids',
        querystring: paymentsQuerySchema,
        response: { 200: success(paymentPageSchema) },
      },
    },
    async (req) => {
      const { offset, limit, ...filter } = req.query;
      return { status: 'success' as const, data: await payments.page(filter, offset, limit) };
    },
  );

  app.get(
    API.payments.export,
    {
      schema: {
        tags,
        summary: 'The filtered payment requests as CSV (UTF-8, header row, amounts as integers)',
        querystring: paymentFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${ugandaDate()}.csv"`)
        .send(paymentsCsv(payments, req.query)),
  );

  app.get(
    API.payments.owed,
    {
      schema: {
        tags,
        summary:
          'What may be requested on a job card, ledger entry, booking or order: owed, her number, a prompt waiting',
        querystring: paymentOwedQuerySchema,
        response: { 200: success(paymentOwedSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await payments.owed(req.query.target, req.query.targetId),
    }),
  );

  app.post(
    API.payments.list,
    {
      schema: {
        tags,
        summary:
          'Prompt her phone to pay (MTN MoMo, Airtel Money, or the local stand-in without keys); one waits per thing',
        body: paymentRequestSchema,
        response: { 201: success(paymentSchema) },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 201,
        body: { status: 'success' as const, data: await payments.request(req.body, actorOf(req)) },
      })),
  );

  app.get(
    API.payments.one,
    {
      schema: {
        tags,
        summary: 'One payment request with its timeline',
        params: idParam,
        response: one,
      },
    },
    async (req) => ({ status: 'success' as const, data: await payments.get(req.params.id) }),
  );

  app.post(
    API.payments.check,
    {
      schema: {
        tags,
        summary: 'Ask the provider now how a request stands, and apply its answer',
        params: idParam,
        response: one,
      },
    },
    async (req) => ({ status: 'success' as const, data: await payments.check(req.params.id) }),
  );

  for (const [path, decision] of [
    [API.payments.accept, 'accepted'],
    [API.payments.decline, 'declined'],
  ] as const)
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `The local stand-in: the prompt ${decision} as the customer (only without provider keys)`,
          params: idParam,
          response: one,
        },
      },
      async (req) => ({
        status: 'success' as const,
        data: await payments.answerStandIn(req.params.id, decision, actorOf(req)),
      }),
    );

  app.get(
    API.payments.settings,
    {
      config: { roles: ['ADMIN' as const] },
      schema: {
        tags,
        summary:
          "Which provider takes each network's prompts (keys set, or the local stand-in) and the callback address to give it",
        response: { 200: success(paymentSettingsSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: payments.settings() }),
  );

  // The providers' callbacks: no session, our key as the path's last segment, JSON.
  const config = { public: true, anyPartner: true, keyed: true };
  const params = z.object({
    key: z.string().max(100).describe('Our key, as in the callback address we give the provider'),
  });
  const body = z.unknown();
  const answer = { 200: okSchema };
  for (const method of ['PUT', 'POST'] as const)
    app.route({
      method,
      url: API.payments.callbackMtn,
      config,
      schema: {
        tags,
        summary:
          "MTN MoMo's callback of a request to pay (sent once, PUT or POST); the status is then asked of MTN",
        params,
        body,
        response: answer,
        security: [],
      },
      handler: async (req) => {
        await payments.callback('mtn', req.params.key, req.body);
        return { status: 'success' as const };
      },
    });
  app.post(
    API.payments.callbackAirtel,
    {
      config,
      schema: {
        tags,
        summary: "Airtel Money's callback of a collection; the status is then asked of Airtel",
        params,
        body,
        response: answer,
        security: [],
      },
    },
    async (req) => {
      await payments.callback('airtel', req.params.key, req.body);
      return { status: 'success' as const };
    },
  );
};
