import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeTrace } from '../src/db/schema/index.ts';
import { createCustomer, expectFailure, setup, whileAuditRefused, type Ctx } from './factories.ts';
import {
  countIncome,
  createIncome,
  incomeAudits,
  incomeBody,
  readPage,
} from './ledger-factories.ts';

// POST /income_trace (SPEC 3 Order / income record, 5 Order form, 6 created_by, 7;
// ruling 11; API.md idempotency; issue 7: unique receipt numbers).
describe('finance: recording an order / income entry', () => {
  let c: Ctx;
  let customerId: number;
  beforeAll(async () => {
    c = await setup();
    customerId = (await createCustomer(c, { firstname: 'Sarah', lastname: 'Nambi' })).id;
  });
  afterAll(() => c.close());

  const sameReceipt = (docId: string) =>
    countIncome(c, sql`lower(${incomeTrace.docId}) = lower(${docId})`);

  it('records an entry (201) with the nested User, created_by = the signed-in staff', async () => {
    const before = await countIncome(c);
    const res = await c.send(
      '/income_trace',
      incomeBody(customerId, {
        doc_id: 'RC-1001',
        amount: '1,250,000',
        status: 'Pending',
        summary: '  Deposit for a prepared mama bag  ',
        created_by: '00000000-0000-4000-8000-000000000000',
        id: 424242,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({
      txn_date: '2025-03-01',
      product: 'VALUE KIT',
      lead_source: 'Referral',
      station: 'Kikubo',
      payment_method: 'Mobile Money',
      status: 'Pending',
      amount: 1_250_000,
      doc_id: 'RC-1001',
      summary: 'Deposit for a prepared mama bag',
      user_id: customerId,
      created_by: c.staffId,
      User: { firstname: 'Sarah', lastname: 'Nambi' },
    });
    expect(body.data.id).not.toBe(424242);
    expect(await countIncome(c)).toBe(before + 1);

    const page = await readPage(c, '/income_trace?search=RC-1001');
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]!.created_by).toBe(c.staffId);

    const audits = await incomeAudits(c, body.data.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'create', actorId: c.staffId });
  });

  it('takes the narration as optional', async () => {
    const entry = await createIncome(c, customerId, { summary: undefined });
    expect(entry.summary).toBeNull();
    const blank = await createIncome(c, customerId, { summary: '   ' });
    expect(blank.summary).toBeNull();
  });

  it.each(['Paid', 'UnPaid', 'Pending'])('accepts the payment status %s', async (status) => {
    expect((await createIncome(c, customerId, { status })).status).toBe(status);
  });

  it.each([250_000, '250000', '250,000', 'UGX 250,000'])(
    'takes the amount %j as 250000',
    async (amount) => {
      expect((await createIncome(c, customerId, { amount })).amount).toBe(250_000);
    },
  );

  const required = [
    'txn_date',
    'product',
    'lead_source',
    'station',
    'payment_method',
    'status',
    'amount',
    'doc_id',
  ];

  it.each(required)(
    "refuses a missing %s with 'Field is required' and records nothing",
    async (field) => {
      const before = await countIncome(c);
      for (const value of [undefined, '', '   ']) {
        const res = await c.send('/income_trace', incomeBody(customerId, { [field]: value }));
        const body = expectFailure(res, 400);
        expect(body.details?.[field], `${field}=${JSON.stringify(value)}`).toBe(
          'Field is required',
        );
      }
      expect(await countIncome(c)).toBe(before);
    },
  );

  it('lists every missing field at once', async () => {
    const res = await c.send('/income_trace', { user_id: customerId, summary: 'only this' });
    const body = expectFailure(res, 400);
    for (const field of required) expect(body.details?.[field]).toBe('Field is required');
  });

  it.each([
    ['amount', { amount: '12.5' }, 'Amounts are whole UGX, without cents'],
    ['amount', { amount: 99.99 }, 'Amounts are whole UGX, without cents'],
    ['amount', { amount: -5_000 }, 'An amount cannot be negative'],
    ['amount', { amount: '25 000 shillings' }, 'Enter the amount in figures, e.g. 250,000'],
    [
      'txn_date',
      { txn_date: '2025-02-30' },
      'There is no 30 February 2025: February 2025 has 28 days',
    ],
    ['txn_date', { txn_date: '01-03-2025' }, 'Use a date like 2026-11-22'],
    ['status', { status: 'Refunded' }, undefined],
    ['product', { product: 'Baby shoes' }, undefined],
    ['station', { station: 'Kampala' }, undefined],
    ['lead_source', { lead_source: 'Radio' }, undefined],
    ['payment_method', { payment_method: 'Bitcoin' }, undefined],
    ['doc_id', { doc_id: 'R'.repeat(41) }, 'Max 40 characters'],
    ['summary', { summary: 'n'.repeat(501) }, 'Max 500 characters'],
    ['user_id', { user_id: undefined }, 'Select a customer'],
  ])('refuses a bad %s (%j) and records nothing', async (field, patch, message) => {
    const before = await countIncome(c);
    const body = expectFailure(await c.send('/income_trace', incomeBody(customerId, patch)), 400);
    if (message) expect(body.details?.[field]).toBe(message);
    else expect(body.details?.[field]).toBeTruthy();
    expect(await countIncome(c)).toBe(before);
  });

  it('answers 404 for an unknown customer and records nothing', async () => {
    const before = await countIncome(c);
    expectFailure(await c.send('/income_trace', incomeBody(999_999)), 404);
    expect(await countIncome(c)).toBe(before);
  });

  // The customer and receipt checks are part of the write (ADR 017);
  // when it writes nothing, the answer still says which check refused it.
  it('answers 404 for a deleted customer, before a repeated receipt, and records nothing', async () => {
    const gone = await createCustomer(c, { firstname: 'Gone', lastname: 'Away' });
    expect((await c.del(`/customer/${gone.id}`)).statusCode).toBe(200);
    await createIncome(c, customerId, { doc_id: 'RC-GONE-1' });
    const before = await countIncome(c);
    for (const docId of ['RC-GONE-2', 'RC-GONE-1']) {
      const res = await c.send('/income_trace', incomeBody(gone.id, { doc_id: docId }));
      expect(expectFailure(res, 404).error).toBe('Customer not found');
    }
    expect(
      expectFailure(
        await c.send('/income_trace', incomeBody(999_999, { doc_id: 'RC-GONE-1' })),
        404,
      ).error,
    ).toBe('Customer not found');
    expect(await countIncome(c)).toBe(before);
  });

  // The entry and its audit entry are one statement (lib/audit.ts): when the
  // audit entry cannot be written, no entry is kept. A test-only trigger
  // makes the audit insert fail.
  it('keeps no entry whose audit entry could not be written', async () => {
    const before = await countIncome(c);
    const res = await whileAuditRefused(c, () =>
      c.send('/income_trace', incomeBody(customerId, { doc_id: 'RC-NO-AUDIT' })),
    );
    expect(res.statusCode).toBe(500);
    expect(await countIncome(c)).toBe(before);
    // the same receipt is free: it can be recorded once the audit works again
    expect(
      (await c.send('/income_trace', incomeBody(customerId, { doc_id: 'RC-NO-AUDIT' }))).statusCode,
    ).toBe(201);
  });

  describe('receipt numbers are unique', () => {
    it("refuses a recorded receipt number with 409 'Receipt number X is already recorded'", async () => {
      await createIncome(c, customerId, { doc_id: 'RC-DUP-1' });
      for (const docId of ['RC-DUP-1', 'rc-dup-1', 'Rc-Dup-1', '  RC-DUP-1 ']) {
        const res = await c.send('/income_trace', incomeBody(customerId, { doc_id: docId }));
        expect(expectFailure(res, 409).error).toBe(
          `Receipt number ${docId.trim()} is already recorded`,
        );
      }
      expect(await sameReceipt('RC-DUP-1')).toBe(1);
    });

    it('keeps exactly one row when two creates of one receipt race', async () => {
      const results = await Promise.all(
        [1, 2].map(() => c.send('/income_trace', incomeBody(customerId, { doc_id: 'RC-RACE-1' }))),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(loser.json().error).toBe('Receipt number RC-RACE-1 is already recorded');
      expect(await sameReceipt('RC-RACE-1')).toBe(1);
    });

    it('keeps exactly one row when creates of one receipt in other cases race', async () => {
      const variants = ['RC-RACE-2', 'rc-race-2', 'Rc-Race-2', 'rC-rAcE-2'];
      const results = await Promise.all(
        variants.map((d) => c.send('/income_trace', incomeBody(customerId, { doc_id: d }))),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
      expect(await sameReceipt('RC-RACE-2')).toBe(1);
    });

    it('keeps the case-insensitive rule when the database, not the pre-check, decides', async () => {
      // Two saves side by side (below HTTP, so both surely run together) that
      // both pass the look-up before either inserts: only a unique index on
      // lower(doc_id) can stop the second. A SHARE lock holds the inserts (not
      // the reads) until both saves wait on it.
      const actor = { id: c.staffId, email: 'desk@care.ug' };
      const form = {
        ...incomeBody(customerId),
        amount: 95_000,
        summary: null,
      } as Parameters<typeof c.app.services.finance.create>[0];
      const save = (doc_id: string) => c.app.services.finance.create({ ...form, doc_id }, actor);
      let results: PromiseSettledResult<unknown>[];
      if (c.database.kind === 'postgres') {
        let locked!: () => void;
        let release!: () => void;
        const isLocked = new Promise<void>((r) => (locked = r));
        const gate = new Promise<void>((r) => (release = r));
        const holder = c.db.transaction(async (tx) => {
          await tx.execute(sql`LOCK TABLE income_trace IN SHARE MODE`);
          locked();
          await gate;
        });
        await isLocked;
        const saves = Promise.allSettled([save('RC-RACE-3'), save('rc-race-3')]);
        for (let waited = 0; waited < 5_000; waited += 20) {
          const r = await c.db.execute(sql`SELECT count(*)::int AS n FROM pg_locks
            WHERE NOT granted AND relation = 'income_trace'::regclass`);
          if ((r as unknown as { rows: { n: number }[] }).rows[0]!.n >= 2) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        release();
        await holder;
        results = await saves;
      } else {
        results = await Promise.allSettled([save('RC-RACE-3'), save('rc-race-3')]);
      }
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await sameReceipt('RC-RACE-3')).toBe(1);
    });
  });

  it('needs a session', async () => {
    const before = await countIncome(c);
    expectFailure(await c.post('/income_trace', incomeBody(customerId)), 401);
    expect(await countIncome(c)).toBe(before);
  });
});
