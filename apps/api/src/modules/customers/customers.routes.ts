import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  customerCreateSchema,
  customerSchema,
  customerUpdateSchema,
  idParam,
  okSchema,
  pageQuerySchema,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { baseVersion } from '../../lib/version.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { readPictureUpload } from '../../lib/picture-upload.ts';

const tags = ['customers'];
const createdSchema = success(
  z.object({
    customer: customerSchema,
    booking: z.object({ id: z.number(), docId: z.string(), status: z.string() }),
  }),
);

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const customers = app.services.customers;

  app.get(
    API.customers.list,
    {
      schema: {
        tags,
        summary: 'Customers, newest first (infinite list)',
        querystring: pageQuerySchema,
        response: { 200: success(z.array(customerSchema)) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await customers.list(req.query.offset, req.query.limit),
    }),
  );

  app.post(
    API.customers.list,
    {
      schema: {
        tags,
        summary: 'Create a customer with the order that accompanies the profile',
        body: customerCreateSchema,
        response: { 201: createdSchema },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 201,
        body: { status: 'success' as const, data: await customers.create(req.body, actorOf(req)) },
      })),
  );

  app.get(
    API.customers.one,
    {
      schema: {
        tags,
        summary: 'One customer',
        params: idParam,
        response: { 200: success(customerSchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await customers.get(req.params.id) }),
  );

  app.put(
    API.customers.one,
    {
      schema: {
        tags,
        summary: 'Update a customer profile (validated like a create)',
        params: idParam,
        body: customerUpdateSchema,
        response: { 200: success(customerSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await customers.update(
        req.params.id,
        { ...req.body, updatedAt: baseVersion(req, req.body.updatedAt) },
        actorOf(req),
      ),
    }),
  );

  app.delete(
    API.customers.one,
    {
      schema: {
        tags,
        summary: 'Delete (soft) a customer',
        params: idParam,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await customers.remove(req.params.id, actorOf(req));
      return { status: 'success' as const };
    },
  );

  app.post(
    API.customers.picture,
    {
      schema: {
        tags,
        summary: 'Upload the profile picture (multipart: imageFile, imageName)',
        params: idParam,
        consumes: ['multipart/form-data'],
        response: { 200: success(customerSchema) },
      },
    },
    async (req) => {
      const { bytes } = await readPictureUpload(req);
      return {
        status: 'success' as const,
        data: await customers.setPicture(req.params.id, bytes, actorOf(req)),
      };
    },
  );
};
