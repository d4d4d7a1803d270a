import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendData } from '../../lib/json-reply.ts';
import {
  API,
  idParam,
  incomeFilterSchema,
  incomeFormSchema,
  incomeListQuerySchema,
  incomePageSchema,
  incomeSchema,
  incomeUpdateSchema,
  pageQuerySchema,
  success,
  ugandaDate,
} from '@app/contract';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { baseVersion } from '../../lib/version.ts';

const tags = ['finance'];

export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  const finance = app.services.finance;

  app.get(
    API.finance.list,
    {
      schema: {
        tags,
        summary:
          'The income-trace ledger: filters, sort (txn_date, user_id, doc_id), rows, count and totals by status',
        querystring: incomeListQuerySchema,
        response: { 200: success(incomePageSchema) },
      },
    },
    async (req, reply) => {
      const { offset, limit, sort, order, ...filter } = req.query;
      return sendData(reply, await finance.page(filter, sort, order, offset, limit));
    },
  );

  app.get(
    API.finance.export,
    {
      schema: {
        tags,
        summary: 'The filtered ledger as CSV (UTF-8, header row, amounts as integers), streamed',
        querystring: incomeFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      await finance.accountExport(req.query, actorOf(req));
      const today = ugandaDate();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="income-trace-${today}.csv"`)
        .send(finance.exportCsv(req.query));
    },
  );

  app.get(
    API.finance.one,
    {
      schema: {
        tags,
        summary: 'One income record',
        params: idParam,
        response: { 200: success(incomeSchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await finance.get(req.params.id) }),
  );

  app.post(
    API.finance.list,
    {
      schema: {
        tags,
        summary: 'Record an order / income entry',
        body: incomeFormSchema,
        response: { 201: success(incomeSchema) },
      },
    },
    async (req, reply) =>
      // The new entry's write claims its key and stores its answer (ADR 021).
      idempotent(
        app.database.db,
        req,
        reply,
        async (claim) => ({
          status: 201,
          body: {
            status: 'success' as const,
            data: await finance.create(req.body, actorOf(req), claim),
          },
        }),
        { claimsItself: true },
      ),
  );

  app.put(
    API.finance.one,
    {
      schema: {
        tags,
        summary: 'Correct an income entry (there is no delete); the audit keeps before and after',
        params: idParam,
        body: incomeUpdateSchema,
        response: { 200: success(incomeSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await finance.update(
        req.params.id,
        { ...req.body, updatedAt: baseVersion(req, req.body.updatedAt) },
        actorOf(req),
      ),
    }),
  );

  app.get(
    API.finance.ofCustomer,
    {
      schema: {
        tags,
        summary: "A customer's orders ('My Orders')",
        params: z.object({ customerId: idParam.shape.id }),
        querystring: pageQuerySchema,
        response: { 200: success(incomePageSchema) },
      },
    },
    async (req, reply) =>
      sendData(
        reply,
        await finance.forCustomer(req.params.customerId, req.query.offset, req.query.limit),
      ),
  );
};
