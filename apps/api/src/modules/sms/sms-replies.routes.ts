import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  idParam,
  rowsAndCount,
  smsRepliesQuerySchema,
  smsReplySchema,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';

const tags = ['sms'];

/** Issue 42: the SMS sent to us, for staff to answer; any signed-in staff member. */
export const smsRepliesRoutes: FastifyPluginAsyncZod = async (app) => {
  const sms = app.services.sms;

  app.get(
    API.sms.replies,
    {
      schema: {
        tags,
        summary:
          'The SMS sent to us, newest first, with what each did (STOP, a visit check, a birth reported, a reply); of one customer, of one kind, or those staff still have to act on (open=true: a reply not answered, a birth reported and not yet recorded)',
        querystring: smsRepliesQuerySchema,
        response: { 200: success(rowsAndCount(smsReplySchema)) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await sms.replies(req.query) }),
  );

  app.post(
    API.sms.replyAnswered,
    {
      schema: {
        tags,
        summary:
          'Mark a reply answered (a birth reported that was none, too): it leaves the open list; a second mark changes nothing',
        params: idParam,
        response: { 200: success(smsReplySchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await sms.answered(req.params.id, actorOf(req)),
    }),
  );
};
