import type { FastifyBaseLogger } from 'fastify';
import { SMS_DELIVERY_STATUSES, type SmsDeliveryStatus } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { SmsGateway } from '../../integrations/sms.ts';
import type { SmsReplies } from './sms-replies.service.ts';
import { createSmsRepo } from './sms.repo.ts';

/** Gateway calls a message gets at most (issue 24): the first and four retries. */
export const MAX_ATTEMPTS = 5;

export const INTERRUPTED =
  'Interrupted while being handed to the gateway: it may have gone out, so it is not sent again';

/** A transient failure: the queue retries the job with backoff. */
export class RetryLater extends Error {}

/**
 * The queue's worker for one message (issue 24): it takes the message
 * ('queued' -> 'sending', one attempt more), calls the gateway and saves its
 * answer. A message found 'sending' was taken by a call that never finished
 * (the server stopped mid-call): it may have gone out, so it is marked
 * failed, never sent twice. A transient failure puts it back in the queue
 * and throws, so the queue tries again later, until the fifth attempt.
 */
export function createSmsSender(deps: {
  db: Db;
  gateway: SmsGateway;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Issue 39, the metrics: each message the gateway took, and each that ended failed. */
  outcomes?: { sent: () => void; failed: () => void };
}) {
  const repo = createSmsRepo(deps.db);
  return async function sendOne(id: number): Promise<void> {
    const taken = await repo.claim(id);
    if (!taken) {
      const row = await repo.find(id);
      if (row?.result === 'sending') {
        await repo.settle(id, { result: 'failed', error: INTERRUPTED });
        deps.outcomes?.failed();
      }
      return;
    }
    const result = await deps.gateway.send({ to: taken.phone!, message: taken.message });
    if (result.ok) {
      await repo.settle(id, {
        result: 'sent',
        messageId: result.messageId,
        // Accepted by the gateway is 'Sent', not delivered: Africa's Talking
        // answers "Success" for a message it took; only its delivery report
        // says whether the phone got it. The outbox sends nothing: no report.
        delivery: deps.gateway.kind === 'outbox' ? null : 'Sent',
        costUgx: result.costUgx,
      });
      deps.outcomes?.sent();
      return;
    }
    if (result.permanent || taken.attempts >= MAX_ATTEMPTS) {
      await repo.settle(id, { result: 'failed', error: result.error });
      deps.outcomes?.failed();
      deps.log?.warn({ notificationId: id, error: result.error }, 'SMS not sent');
      return;
    }
    await repo.settle(id, { result: 'queued', error: result.error });
    throw new RetryLater(`SMS ${id}: ${result.error} (attempt ${taken.attempts})`);
  };
}

/** The gateway's word for a message, as one of the statuses the history shows (or none). */
export function deliveryOf(status: string | null | undefined): SmsDeliveryStatus | null {
  if (!status) return null;
  const known = SMS_DELIVERY_STATUSES.find((s) => s.toLowerCase() === status.toLowerCase());
  if (known) return known;
  // Africa's Talking's other final reports are failures, their name the reason.
  if (/^(AbsentSubscriber|Expired)$/i.test(status)) return 'Failed';
  return null;
}

/** What the gateway's callbacks do: delivery reports, and incoming SMS (kept, issue 42). */
export function createSmsCallbacks(deps: { db: Db; replies: SmsReplies }) {
  const repo = createSmsRepo(deps.db);
  return {
    /** A delivery report; reports of no message we know are ignored (the gateway retries otherwise). */
    async delivery(report: { id: string; status: string; failureReason?: string }) {
      const status = deliveryOf(report.status);
      if (!status) return false;
      const failed = status === 'Failed' || status === 'Rejected';
      const reason = failed
        ? [report.failureReason, report.status !== status ? report.status : null]
            .filter(Boolean)
            .join(' · ') || null
        : null;
      return repo.deliveryReport(report.id, status, reason);
    },

    /** An incoming SMS: kept, with what it did (sms-replies.service.ts). */
    incoming: deps.replies.incoming,
  };
}
