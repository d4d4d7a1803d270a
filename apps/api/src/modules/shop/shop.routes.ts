import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  idParam,
  salesQuerySchema,
  salesSummarySchema,
  shopOrderCreateSchema,
  shopOrderListQuerySchema,
  shopOrderSchema,
  shopOrderUpdateSchema,
  success,
} from '@app/contract';
import { baseVersion } from '../../lib/version.ts';
import { actorOf } from '../../plugins/auth.ts';
import { idempotent } from '../../platform/idempotency.ts';

const tags = ['shop'];

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const shop = app.services.shop;

  app.get(
    API.shop.orders,
    {
      schema: {
        tags,
        summary: 'Shop orders by status, newest first; search by order number, customer or phone',
        querystring: shopOrderListQuerySchema,
        response: { 200: success(z.array(shopOrderSchema)) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await shop.list(req.query.status, req.query.search, req.query.offset, req.query.limit),
    }),
  );

  app.post(
    API.shop.orders,
    {
      schema: {
        tags,
        summary: 'A shop order, as the shop sends it',
        body: shopOrderCreateSchema,
        response: { 201: success(shopOrderSchema) },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 201,
        body: { status: 'success' as const, data: await shop.create(req.body, actorOf(req)) },
      })),
  );

  app.get(
    API.shop.sales,
    {
      schema: {
        tags,
        summary: 'Sales between two dates: totals by status, by day and by product',
        querystring: salesQuerySchema,
        response: { 200: success(salesSummarySchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await shop.sales(req.query.from, req.query.to),
    }),
  );

  app.get(
    API.shop.order,
    {
      schema: {
        tags,
        summary: 'One order with its items',
        params: idParam,
        response: { 200: success(shopOrderSchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await shop.get(req.params.id) }),
  );

  app.put(
    API.shop.order,
    {
      schema: {
        tags,
        summary: 'Change the status or the shipping fee: {key, value, user}',
        params: idParam,
        body: shopOrderUpdateSchema,
        response: { 200: success(shopOrderSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await shop.update(
        req.params.id,
        { ...req.body, updatedAt: baseVersion(req, req.body.updatedAt) },
        actorOf(req),
      ),
    }),
  );
};
