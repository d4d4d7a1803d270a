import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  careMessageCreateSchema,
  careMessageSchema,
  careMessageSettingsSchema,
  careMessageSettingsUpdateSchema,
  careMessagesQuerySchema,
  careMessageTextParams,
  careMessageTextUpdateSchema,
  idParam,
  okSchema,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { idempotent } from '../../platform/idempotency.ts';

const tags = ['care-messages'];
const admin = { roles: ['ADMIN' as const] };

/** Issue 42 (ADR 057): the library of messages for each week and its sending rules. */
export const careMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const library = app.services.careMessages;

  app.get(
    API.careMessages.list,
    {
      schema: {
        tags,
        summary:
          'The library of messages for each week (Pregnancy, Postnatal, Baby, Reminder), by group, week and place, each with its texts by language and the languages it is missing',
        querystring: careMessagesQuerySchema,
        response: { 200: success(z.array(careMessageSchema)) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await library.list(req.query) }),
  );

  app.post(
    API.careMessages.list,
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Add a message to a week (ADMIN): its English text, in ICU message format with its group’s names only; it goes after that week’s others',
        body: careMessageCreateSchema,
        response: { 201: success(careMessageSchema) },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 201,
        body: { status: 'success' as const, data: await library.create(req.body, actorOf(req)) },
      })),
  );

  app.put(
    API.careMessages.text,
    {
      schema: {
        tags,
        summary:
          'Write a message’s text in one language (any staff member: the translators), at the version read (updated_at; null when there was none); empty removes a translation, never the English; a stale version answers 409',
        params: careMessageTextParams,
        body: careMessageTextUpdateSchema,
        response: { 200: success(careMessageSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await library.saveText(req.params.id, req.params.language, req.body, actorOf(req)),
    }),
  );

  app.delete(
    API.careMessages.one,
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Delete a message and its translations (ADMIN); what was sent stays in the history',
        params: idParam,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await library.remove(req.params.id, actorOf(req));
      return { status: 'success' as const };
    },
  );

  app.get(
    API.careMessages.settings,
    {
      schema: {
        tags,
        summary:
          'The sending rules: on or off, at most how many a person gets in 7 days, the hour (Kampala) they go from',
        response: { 200: success(careMessageSettingsSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: await library.settings() }),
  );

  app.put(
    API.careMessages.settings,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Set the sending rules (ADMIN)',
        body: careMessageSettingsUpdateSchema,
        response: { 200: success(careMessageSettingsSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await library.saveSettings(req.body, actorOf(req)),
    }),
  );
};
