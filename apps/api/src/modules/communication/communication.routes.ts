import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  careTipFormSchema,
  careTipUpdateSchema,
  careTipSchema,
  deviceTokenResultSchema,
  deviceTokenSchema,
  directMessageSchema,
  idParam,
  notificationSchema,
  pageQuerySchema,
  recipientSchema,
  recipientSearchQuerySchema,
  rowsAndCount,
  singleNotificationSchema,
  success,
  topicNotificationSchema,
} from '@app/contract';
import { baseVersion } from '../../lib/version.ts';
import { actorOf } from '../../plugins/auth.ts';
import { idempotent } from '../../platform/idempotency.ts';

const tags = ['communication'];
const sent = success(notificationSchema);

export const communicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const comms = app.services.communication;

  app.post(
    API.communication.topic,
    {
      schema: {
        tags,
        summary: 'Send a notification to all users (topic global)',
        body: topicNotificationSchema,
        response: { 200: sent },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 200,
        body: { status: 'success' as const, data: await comms.toTopic(req.body, actorOf(req)) },
      })),
  );

  app.post(
    API.communication.toOneUser,
    {
      schema: {
        tags,
        summary: "Send a notification to one customer's or nurse's device",
        body: singleNotificationSchema,
        response: { 200: sent },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 200,
        body: { status: 'success' as const, data: await comms.toOne(req.body, actorOf(req)) },
      })),
  );

  app.get(
    API.communication.recipients,
    {
      schema: {
        tags,
        summary: 'Who a single notification can go to: customers and nurses by name or phone',
        querystring: recipientSearchQuerySchema,
        response: { 200: success(z.array(recipientSchema)) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await comms.recipients(req.query.searchTerm),
    }),
  );

  app.get(
    API.communication.topic,
    {
      schema: {
        tags,
        summary: 'Sent notifications, newest first, with their result',
        querystring: pageQuerySchema,
        response: { 200: success(rowsAndCount(notificationSchema)) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await comms.history(req.query.offset, req.query.limit),
    }),
  );

  app.post(
    API.customers.message,
    {
      schema: {
        tags,
        summary: 'A direct message to one customer (push to their device)',
        params: idParam,
        body: directMessageSchema,
        response: { 200: sent },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await comms.messageCustomer(req.params.id, req.body.message, actorOf(req)),
    }),
  );

  // The customer and nurse apps register their device's push token here
  // (ruling 17: the API accepts what normally comes from the apps).
  for (const [path, who] of [
    [API.customers.deviceToken, 'customer'],
    [API.nurses.deviceToken, 'nurse'],
  ] as const) {
    app.put(
      path,
      {
        schema: {
          tags,
          summary: `Register or clear (null) a ${who}'s push device token`,
          params: idParam,
          body: deviceTokenSchema,
          response: { 200: success(deviceTokenResultSchema) },
        },
      },
      async (req) => ({
        status: 'success' as const,
        data: await comms.setDeviceToken(who, req.params.id, req.body.fcm_token, actorOf(req)),
      }),
    );
  }

  app.get(
    API.communication.healthTips,
    {
      schema: {
        tags,
        summary: 'Health care tips, newest first',
        querystring: pageQuerySchema,
        response: { 200: success(rowsAndCount(careTipSchema)) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await comms.tips(req.query.offset, req.query.limit),
    }),
  );

  app.post(
    API.communication.healthTips,
    {
      schema: {
        tags,
        summary: 'Publish a health tip',
        body: careTipFormSchema,
        response: { 201: success(careTipSchema) },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 201,
        body: { status: 'success' as const, data: await comms.createTip(req.body, actorOf(req)) },
      })),
  );

  app.put(
    API.communication.healthTip,
    {
      schema: {
        tags,
        summary: 'Update a health tip; a stale updatedAt (or If-Unmodified-Since) answers 409',
        params: idParam,
        body: careTipUpdateSchema,
        response: { 200: success(careTipSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await comms.updateTip(
        req.params.id,
        { ...req.body, updatedAt: baseVersion(req, req.body.updatedAt) },
        actorOf(req),
      ),
    }),
  );

  app.post(
    API.communication.pushHealthTip,
    {
      schema: {
        tags,
        summary: 'Push a tip to everyone; its count goes up by one with the send record',
        params: idParam,
        response: { 200: success(careTipSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await comms.pushTip(req.params.id, actorOf(req)),
    }),
  );
};
