import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  bookingCreateSchema,
  bookingEditSchema,
  bookingIdParam,
  bookingListQuerySchema,
  bookingSchema,
  bookingStatusUpdateSchema,
  rowsAndCount,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { sendData } from '../../lib/json-reply.ts';
import { baseVersion } from '../../lib/version.ts';

const tags = ['bookings'];

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = app.services.bookings;

  app.get(
    API.bookings.list,
    {
      schema: {
        tags,
        summary:
          'Bookings by list (new = Pending, active = Accepted and onGoing, completed = Completed and Cancelled), newest first',
        querystring: bookingListQuerySchema,
        response: { 200: success(rowsAndCount(bookingSchema)) },
      },
    },
    async (req, reply) =>
      sendData(
        reply,
        await bookings.list(req.query.status, req.query.search, req.query.offset, req.query.limit),
      ),
  );

  app.get(
    API.bookings.one,
    {
      schema: {
        tags,
        summary: 'One booking, by id or docId',
        params: bookingIdParam,
        response: { 200: success(bookingSchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await bookings.get(req.params.id) }),
  );

  app.post(
    API.bookings.list,
    {
      schema: {
        tags,
        summary: 'A care request, as the customer app sends it',
        body: bookingCreateSchema,
        response: { 201: success(bookingSchema) },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 201,
        body: { status: 'success' as const, data: await bookings.create(req.body, actorOf(req)) },
      })),
  );

  app.put(
    API.bookings.one,
    {
      schema: {
        tags,
        summary: "Move a booking's status: field 'status', value, docId, user",
        params: bookingIdParam,
        body: bookingStatusUpdateSchema,
        response: { 200: success(bookingSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await bookings.changeStatus(req.params.id, req.body.value, actorOf(req), {
        docId: req.body.docId,
        version: baseVersion(req, req.body.updatedAt),
      }),
    }),
  );

  app.patch(
    API.bookings.one,
    {
      schema: {
        tags,
        summary:
          'Complete or correct a Pending or Accepted booking: service, serviceStartDate, packagePrice, totalCost, packageDetails, extras, dropoff, requestedFor, motherNames; a field left out stays as it is',
        params: bookingIdParam,
        body: bookingEditSchema,
        response: { 200: success(bookingSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await bookings.edit(
        req.params.id,
        req.body,
        actorOf(req),
        baseVersion(req, req.body.updatedAt),
      ),
    }),
  );
};
