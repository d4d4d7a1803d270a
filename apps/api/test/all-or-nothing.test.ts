import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@app/contract';
import { leaksIn } from './answer-checks.ts';
import { changedTables, fingerprint } from './db-fingerprint.ts';
import { createCustomer, customerBody, setup, type Ctx } from './factories.ts';
import { incomeBody, orderBody } from './ledger-factories.ts';
import { nurseBody } from './nurse-factories.ts';
import { approvedNurseJob } from './race-cases.ts';

// Issue 11: multi-row writes are all-or-nothing. A test-only trigger makes a
// later insert of each write fail (the second table it writes, or the audit
// entry that commits with it); the request answers a 500 envelope and not a
// row of any table has changed. Without the trigger the same request works.
let c: Ctx;
let admin: Record<string, string>;

beforeAll(async () => {
  // Workers off: a write that went through queues automatic messages (a
  // nurse's new-assignment SMS), and a worker writing them during a later
  // case's window would look like that case's write leaking a row.
  c = await setup({ AUTH_RATE_LIMIT_MAX: '100000', QUEUE_WORKERS: 'false' });
  await c.createStaff({ email: 'atomic.admin@care.ug', role: 'ADMIN' });
  admin = (await c.signIn('atomic.admin@care.ug')).headers;
  await c.db.execute(sql`
    create function test_fail_insert() returns trigger language plpgsql as $$
    begin raise exception 'test: forced failure of an insert'; end $$`);
});
afterAll(() => c.close());

type Case = {
  what: string;
  /** The table whose insert fails. */
  failing: string;
  /** Prepares what the write needs, and answers the write. */
  prepare: () => Promise<() => Promise<LightMyRequestResponse>>;
};

const send =
  (method: 'POST' | 'PUT', url: string, payload: unknown, headers = c.headers) =>
  () =>
    c.app.inject({ method, url: `${API_BASE}${url}`, headers, payload: payload as never });

const CASES: Case[] = [
  {
    what: 'a customer and the booking of her first order',
    failing: 'bookings',
    prepare: async () => send('POST', '/customer', customerBody()),
  },
  {
    what: 'a shop order and its lines',
    failing: 'shop_order_items',
    prepare: async () => send('POST', '/portal/orders', orderBody()),
  },
  {
    what: 'a nurse, her work history and academics',
    failing: 'nurse_academics',
    prepare: async () => send('POST', '/careteam', nurseBody()),
  },
  {
    what: 'an income record and its audit entry',
    failing: 'audit_log',
    prepare: async () => send('POST', '/income_trace', incomeBody((await createCustomer(c)).id)),
  },
  {
    what: 'a customer edit and its audit entry',
    failing: 'audit_log',
    prepare: async () => {
      const x = await createCustomer(c);
      const { order: _o, ...profile } = customerBody();
      return send('PUT', `/customer/${x.id}`, { ...profile, firstname: 'Changed' });
    },
  },
  {
    what: 'a nurse job and its audit entry',
    failing: 'audit_log',
    prepare: async () => {
      const { nurse, card } = await approvedNurseJob(c);
      return send('POST', `/portal/jobcard/nurse/${nurse.id}`, {
        jobId: card.id,
        start_date: '2027-09-01',
        duration: 1,
        rate: 30_000,
      });
    },
  },
  {
    what: "a review and the nurse job's rating",
    failing: 'audit_log',
    prepare: async () => {
      const { job } = await approvedNurseJob(c);
      const body = { nurse_job_id: job.id, nps: 8, customer_review: 'Kind', nurse_review: 'Good' };
      return send('POST', '/review', body);
    },
  },
  {
    what: 'a staff account and its audit entry',
    failing: 'audit_log',
    prepare: async () =>
      send(
        'POST',
        '/staff',
        { name: 'Nora', email: 'atomic.nora@care.ug', role: 'STAFF', password: 'Tea-at-4-Kireka' },
        admin,
      ),
  },
];

describe('multi-row writes are all-or-nothing', () => {
  it.each(CASES.map((k) => [k.what, k] as const))('%s', async (_what, k) => {
    const write = await k.prepare();
    const ignore = { sessions: ['last_seen_at'] };
    const before = await fingerprint(c.db, { ignore });
    await c.db.execute(
      sql.raw(`create trigger test_fail_insert before insert on ${k.failing}
               for each row execute function test_fail_insert()`),
    );
    let res: LightMyRequestResponse;
    try {
      res = await write();
    } finally {
      await c.db.execute(sql.raw(`drop trigger test_fail_insert on ${k.failing}`));
    }
    expect(res.statusCode, res.body).toBe(500);
    expect(res.json()).toEqual({ status: 'failed', error: 'An error occurred, please try again' });
    expect(leaksIn(res.body)).toEqual([]);
    expect(res.body).not.toContain('forced failure');
    expect(changedTables(before, await fingerprint(c.db, { ignore }))).toEqual([]);
    // the same write, without the fault, goes through
    const again = await write();
    expect(again.statusCode, again.body).toBeLessThan(300);
  });
});
