import type { FastifyBaseLogger } from 'fastify';
import { UGANDA_TIME_ZONE } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { createPaymentsRepo } from './payments.repo.ts';

/** One job a check of a request; the next is added by the one before, with more time between. */
export const PAYMENT_CHECK_QUEUE = 'payment-check';
/** Every 5 minutes: waiting requests past their time (a chain of checks a long stop broke). */
export const PAYMENT_SWEEP_QUEUE = 'payment-sweep';
export const PAYMENT_SWEEP_CRON = '*/5 * * * *';

/**
 * Seconds after the request each check runs: MTN calls back once and never
 * again, and a callback may be lost, so the queue asks the provider itself
 * until the outcome is known or the request expires (15 minutes).
 */
export const CHECK_AFTER_SECONDS = [20, 45, 90, 180, 300, 480, 660, 905];

type CheckJob = { id: number; n: number };

/**
 * The durable checks of waiting requests (issue 43): written with the
 * request, so a server killed between the request and the callback still
 * finds the outcome after it restarts (or on another server).
 */
export function createPaymentChecks(deps: {
  db: Db;
  queue: JobQueue;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const enqueue = (tx: Db, id: number, n: number, from: Date) =>
    deps.queue.enqueue<CheckJob>(tx, PAYMENT_CHECK_QUEUE, [
      {
        data: { id, n },
        singletonKey: `payment-check:${id}:${n}`,
        startAfter: new Date(from.getTime() + CHECK_AFTER_SECONDS[n]! * 1000),
      },
    ]);

  return {
    /** The first check, inside the request's transaction. */
    first: (tx: Db, id: number, requestedAt: Date) => enqueue(tx, id, 0, requestedAt),

    /**
     * Registers the workers; `check` asks the provider and applies its answer
     * (payments.service.ts), answering the request as it was before.
     */
    register(check: (id: number) => Promise<unknown>) {
      void deps.queue.work<CheckJob>(PAYMENT_CHECK_QUEUE, async ({ id, n }) => {
        const before = await createPaymentsRepo(deps.db).find(id);
        if (!before || before.state !== 'Pending') return;
        await check(id);
        const after = await createPaymentsRepo(deps.db).find(id);
        if (after?.state === 'Pending' && n + 1 < CHECK_AFTER_SECONDS.length)
          await deps.db.transaction((tx) => enqueue(tx, id, n + 1, after.createdAt));
      });
      void deps.queue.work(PAYMENT_SWEEP_QUEUE, async () => {
        const overdue = await createPaymentsRepo(deps.db).overdue(new Date(), 100);
        for (const { id } of overdue) {
          try {
            await check(id);
          } catch (err) {
            deps.log?.warn({ err, payment: id }, 'a waiting payment request could not be checked');
          }
        }
      });
      void deps.queue.schedule(PAYMENT_SWEEP_QUEUE, PAYMENT_SWEEP_CRON, UGANDA_TIME_ZONE);
    },
  };
}

export type PaymentChecks = ReturnType<typeof createPaymentChecks>;
