import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Payment } from '@app/contract';
import type { incomeTrace, paymentRequests, statementLines } from '../src/db/schema/index.ts';
import { createCustomer, createJobCard, setup, type Ctx } from './factories.ts';

// Issue 43: the stand-in suites' app (no provider keys, the queue's workers
// off: each test drives the outcome itself) and their helpers.

/** One app for the file; `c` is set before its tests run. */
export function standInPayments() {
  const k = {
    c: undefined as unknown as Ctx,
    ask: (body: Record<string, unknown>, key?: string) =>
      k.c.send('/payments', body, key ? { 'idempotency-key': key } : {}),
    accept: (id: number) => k.c.send(`/payment/${id}/stand-in/accept`, {}),
    decline: (id: number) => k.c.send(`/payment/${id}/stand-in/decline`, {}),
    count: async (table: typeof paymentRequests | typeof incomeTrace | typeof statementLines) =>
      (await k.c.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n,
    /** A customer and her job card with this invoice. */
    async card(amount = '250,000') {
      const customer = await createCustomer(k.c);
      const job = await createJobCard(k.c, customer.id, { invoice_amount: amount });
      return { customer, job };
    },
  };
  beforeAll(async () => {
    k.c = await setup({ QUEUE_WORKERS: 'false' });
  });
  afterAll(() => k.c.close());
  return k;
}

export const data = (res: { json(): { data: unknown } }) => res.json().data as Payment;
