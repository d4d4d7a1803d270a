import type { FastifyBaseLogger } from 'fastify';
import {
  SMS_REPLY_MESSAGES,
  isBirthReply,
  isStopReply,
  normalizePhone,
  type SmsReply,
  type SmsReplyOutcome,
  type smsRepliesQuerySchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { createSmsPeopleRepo } from './sms-people.repo.ts';
import { createSmsRepliesRepo, type ReplyRow } from './sms-replies.repo.ts';

/**
 * Reads an incoming SMS meant for another area (issue 37: `IN 4821` /
 * `OUT 4821`, a nurse's visit check); true when it took the message.
 */
export type IncomingReader = (message: {
  from: string;
  text: string;
  id?: string;
}) => Promise<boolean>;

/** What an incoming SMS did; `outcome` null when it was a retried callback of one kept already. */
export type Received = { optedOut: number; visitCheck: boolean; outcome: SmsReplyOutcome | null };

const toReply = (r: ReplyRow): SmsReply => ({
  ...r,
  answeredAt: r.answeredAt?.toISOString() ?? null,
  receivedAt: r.receivedAt.toISOString(),
});

/**
 * Issue 42: every SMS sent to us is kept with what it did. STOP (and its
 * synonyms) marks the number "no SMS"; `IN 4821` / `OUT 4821` is a nurse
 * checking in or out (issue 37); BABY, or the word in her language, from a
 * customer with an ongoing pregnancy reports the birth (open until staff
 * record it); anything else is a reply for staff to answer. A callback the
 * gateway retries (the same message id) is kept once and does nothing more.
 */
export function createSmsReplies(deps: {
  db: Db;
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** Issue 37: the visit checks (looked up when a message comes: that area registers later). */
  visitChecks?: IncomingReader;
}) {
  const repo = createSmsRepliesRepo(deps.db);
  const people = createSmsPeopleRepo(deps.db);

  return {
    async incoming(message: { from: string; text: string; id?: string }): Promise<Received> {
      const gatewayMessageId = message.id?.trim() || null;
      if (gatewayMessageId && (await repo.seen(gatewayMessageId)))
        return { optedOut: 0, visitCheck: false, outcome: null };
      const phone = normalizePhone(message.from);
      const who = phone ? await repo.sender(phone) : null;
      let optedOut = 0;
      let visitCheck = false;
      let outcome: SmsReplyOutcome = 'reply';
      if (isStopReply(message.text)) {
        outcome = 'stop';
        if (phone) optedOut = await people.optOutNumber(phone, 'STOP reply');
        deps.log?.info({ optedOut }, 'STOP reply received');
      } else if ((visitCheck = (await deps.visitChecks?.(message)) ?? false)) {
        outcome = 'visit_check';
      } else if (who?.pregnancyId && isBirthReply(message.text, who.language)) {
        outcome = 'birth_reported';
        deps.log?.info({ pregnancyId: who.pregnancyId }, 'birth reported by SMS');
      }
      await repo.insert({
        phone: phone ?? message.from.trim(),
        text: message.text,
        outcome,
        gatewayMessageId,
        customerId: who?.customerId ?? null,
        nurseId: who?.nurseId ?? null,
        pregnancyId: outcome === 'birth_reported' ? who!.pregnancyId : null,
      });
      return { optedOut, visitCheck, outcome };
    },

    /** GET /sms/replies: a page of replies, newest first, and the count of all that match. */
    async replies(q: z.output<typeof smsRepliesQuerySchema>) {
      const { rows, count } = await repo.page(q, q.offset, q.limit);
      return { rows: rows.map(toReply), count };
    },

    /** POST /sms/reply/:id/answered: staff answered it (the first mark stays; a second changes nothing). */
    async answered(id: number, actor: Actor): Promise<SmsReply> {
      const before = await repo.get(id);
      if (!before) throw notFound(SMS_REPLY_MESSAGES.notFound);
      if (!before.answeredAt)
        await deps.db.transaction(async (tx) => {
          if (!(await createSmsRepliesRepo(tx).answer(id, actor.id))) return;
          await audit(tx, actor, {
            action: 'update',
            entity: 'sms_reply',
            entityId: id,
            summary: { before: { answered: false }, after: { answered: true } },
          });
        });
      return toReply((await repo.get(id))!);
    },
  };
}

export type SmsReplies = ReturnType<typeof createSmsReplies>;
