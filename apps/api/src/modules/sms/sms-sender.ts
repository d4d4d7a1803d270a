import type { FastifyBaseLogger } from 'fastify';
import {
  SMS_DELIVERY_STATUSES,
  isStopReply,
  normalizePhone,
  type SmsDeliveryStatus,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { SmsGateway } from '../../integrations/sms.ts';
import { createSmsPeopleRepo } from './sms-people.repo.ts';
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

/**
 * Reads an incoming SMS meant for another area (issue 37: `IN 4821` /
 * `OUT 4821`, a nurse's visit check); true when it took the message.
 */
export type IncomingReader = (message: {
  from: string;
  text: string;
  id?: string;
}) => Promise<boolean>;

/** What the gateway's callbacks do: delivery reports and incoming replies. */
export function createSmsCallbacks(deps: {
  db: Db;
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** Issue 37: the visit checks (looked up when a message comes: that area registers later). */
  visitChecks?: IncomingReader;
}) {
  const repo = createSmsRepo(deps.db);
  const people = createSmsPeopleRepo(deps.db);
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

    /**
     * An incoming SMS: STOP (and its synonyms) marks the number "no SMS";
     * `IN 4821` / `OUT 4821` is a nurse checking in or out of a visit
     * (issue 37); anything else is an ordinary reply and changes nothing.
     */
    async incoming(message: { from: string; text: string; id?: string }) {
      if (!isStopReply(message.text)) {
        const visitCheck = (await deps.visitChecks?.(message)) ?? false;
        return { optedOut: 0, visitCheck };
      }
      const phone = normalizePhone(message.from);
      if (!phone) return { optedOut: 0, visitCheck: false };
      const optedOut = await people.optOutNumber(phone, 'STOP reply');
      deps.log?.info({ optedOut }, 'STOP reply received');
      return { optedOut, visitCheck: false };
    },
  };
}
