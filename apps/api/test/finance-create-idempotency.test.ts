import { sql } from 'drizzle-orm';
import { MSG } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeTrace } from '../src/db/schema/index.ts';
import { createCustomer, expectFailure, setup, type Ctx } from './factories.ts';
import { countIncome, incomeBody } from './ledger-factories.ts';

// POST /income_trace with an Idempotency-Key (API.md idempotency): a double
// click, a retry and a race record one entry. The rest is in finance-create.test.ts.
describe('finance: recording an order / income entry, once per Idempotency-Key', () => {
  let c: Ctx;
  let customerId: number;
  beforeAll(async () => {
    c = await setup();
    customerId = (await createCustomer(c, { firstname: 'Sarah', lastname: 'Nambi' })).id;
  });
  afterAll(() => c.close());

  const sameReceipt = (docId: string) =>
    countIncome(c, sql`lower(${incomeTrace.docId}) = lower(${docId})`);

  describe('Idempotency-Key', () => {
    it('replays the first answer for the same key and payload, and records one row', async () => {
      const body = incomeBody(customerId, { doc_id: 'RC-IDEM-1' });
      const headers = { 'idempotency-key': 'order-form-7f3a' };
      const first = await c.send('/income_trace', body, headers);
      expect(first.statusCode, first.body).toBe(201);
      const again = await c.send('/income_trace', body, headers);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await sameReceipt('RC-IDEM-1')).toBe(1);
    });

    it('answers 422 for the same key with another payload, and records nothing more', async () => {
      const headers = { 'idempotency-key': 'order-form-9c1d' };
      const first = await c.send(
        '/income_trace',
        incomeBody(customerId, { doc_id: 'RC-IDEM-2' }),
        headers,
      );
      expect(first.statusCode, first.body).toBe(201);
      const before = await countIncome(c);
      const other = await c.send(
        '/income_trace',
        incomeBody(customerId, { doc_id: 'RC-IDEM-3' }),
        headers,
      );
      expectFailure(other, 422);
      expect(await countIncome(c)).toBe(before);
      expect(await sameReceipt('RC-IDEM-3')).toBe(0);
    });

    // API.md: keys are kept at least 24 h; a claim left running by a crashed
    // request is given up after 5 minutes.
    const age = (key: string, interval: string, state?: 'in_flight') =>
      c.db.execute(sql`UPDATE idempotency_keys
        SET created_at = now() - ${interval}::interval, state = coalesce(${state ?? null}, state)
        WHERE key = ${key}`);

    it('frees a key after 24 h: the same key then records a new entry', async () => {
      const headers = { 'idempotency-key': 'order-form-old' };
      const first = incomeBody(customerId, { doc_id: 'RC-IDEM-OLD-1' });
      expect((await c.send('/income_trace', first, headers)).statusCode).toBe(201);
      const other = incomeBody(customerId, { doc_id: 'RC-IDEM-OLD-2' });
      await age('order-form-old', '23 hours');
      expectFailure(await c.send('/income_trace', other, headers), 422);
      await age('order-form-old', '25 hours');
      const again = await c.send('/income_trace', other, headers);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(await sameReceipt('RC-IDEM-OLD-2')).toBe(1);
      // ... and from then on the key replays the new entry
      const replay = await c.send('/income_trace', other, headers);
      expect(replay.json()).toEqual(again.json());
      expect(await sameReceipt('RC-IDEM-OLD-2')).toBe(1);
    });

    it('answers 409 while a claim runs, and takes over one abandoned for over 5 minutes', async () => {
      const headers = { 'idempotency-key': 'order-form-crashed' };
      const body = incomeBody(customerId, { doc_id: 'RC-IDEM-CRASH' });
      expect((await c.send('/income_trace', body, headers)).statusCode).toBe(201);
      await c.db.execute(sql`DELETE FROM income_trace WHERE doc_id = 'RC-IDEM-CRASH'`);
      await age('order-form-crashed', '1 minute', 'in_flight');
      expectFailure(await c.send('/income_trace', body, headers), 409);
      expect(await sameReceipt('RC-IDEM-CRASH')).toBe(0);
      await age('order-form-crashed', '6 minutes', 'in_flight');
      const taken = await c.send('/income_trace', body, headers);
      expect(taken.statusCode, taken.body).toBe(201);
      expect(await sameReceipt('RC-IDEM-CRASH')).toBe(1);
    });

    it('stores nothing for a key whose creation was refused: the key then records the corrected entry', async () => {
      const headers = { 'idempotency-key': 'order-form-taken-receipt' };
      const taken = incomeBody(customerId, { doc_id: 'RC-IDEM-TAKEN' });
      expect((await c.send('/income_trace', taken, headers)).statusCode).toBe(201);
      const other = { 'idempotency-key': 'order-form-second-try' };
      const refused = await c.send('/income_trace', taken, other);
      expectFailure(refused, 409);
      expect(refused.json().error).toBe('Receipt number RC-IDEM-TAKEN is already recorded');
      const keys = await c.db.execute(
        sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'order-form-second-try'`,
      );
      expect((keys as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      const corrected = incomeBody(customerId, { doc_id: 'RC-IDEM-TAKEN-2' });
      const res = await c.send('/income_trace', corrected, other);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
      expect(await sameReceipt('RC-IDEM-TAKEN-2')).toBe(1);
    });

    it('replays the first answer even after its customer was removed (the key is asked first)', async () => {
      const gone = await createCustomer(c);
      const headers = { 'idempotency-key': 'order-form-customer-gone' };
      const body = incomeBody(gone.id, { doc_id: 'RC-IDEM-GONE' });
      const first = await c.send('/income_trace', body, headers);
      expect(first.statusCode, first.body).toBe(201);
      await c.db.execute(sql`UPDATE customers SET deleted_at = now() WHERE id = ${gone.id}`);
      const again = await c.send('/income_trace', body, headers);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      // without the key, the removed customer is what refuses it
      expectFailure(
        await c.send('/income_trace', incomeBody(gone.id, { doc_id: 'RC-IDEM-GONE-2' })),
        404,
      );
    });

    // The key's lock is held by another connection, as by a first request
    // still running.
    it('answers 409 while another request holds the key, and records nothing', async () => {
      const headers = { 'idempotency-key': 'order-form-held' };
      const body = incomeBody(customerId, { doc_id: 'RC-IDEM-HELD' });
      let locked!: () => void;
      let release!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const gate = new Promise<void>((r) => (release = r));
      const holder = c.db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtextextended(${c.staffId}::text || ' ' || 'order-form-held', 0))`,
        );
        locked();
        await gate;
      });
      await isLocked;
      const held = await c.send('/income_trace', body, headers);
      release();
      await holder;
      expectFailure(held, 409);
      expect(held.json().error).toBe(MSG.idempotencyInFlight);
      expect(await sameReceipt('RC-IDEM-HELD')).toBe(0);
      const res = await c.send('/income_trace', body, headers);
      expect(res.statusCode, res.body).toBe(201);
      expect(await sameReceipt('RC-IDEM-HELD')).toBe(1);
    });

    it('lets a refused attempt be retried with its key once corrected', async () => {
      const headers = { 'idempotency-key': 'order-form-retry' };
      const bad = incomeBody(customerId, { doc_id: 'RC-IDEM-4', amount: '12.5' });
      expectFailure(await c.send('/income_trace', bad, headers), 400);
      const good = await c.send('/income_trace', { ...bad, amount: '12,500' }, headers);
      expect(good.statusCode, good.body).toBe(201);
      expect(good.json().data.amount).toBe(12_500);
    });
  });
});
