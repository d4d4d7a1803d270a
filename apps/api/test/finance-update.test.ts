import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Income } from '@app/contract';
import { incomeTrace } from '../src/db/schema/index.ts';
import { createCustomer, expectFailure, setup, type Ctx } from './factories.ts';
import { createIncome, incomeAudits, incomeBody } from './ledger-factories.ts';

// PUT /income_trace/{id} (ruling 14, 22; API.md stale versions; issue 7: no hard
// delete, every edit in the audit log with before and after values).
describe('finance: correcting an income entry', () => {
  let c: Ctx;
  let customerId: number;
  let otherCustomerId: number;
  beforeAll(async () => {
    c = await setup();
    customerId = (await createCustomer(c, { firstname: 'Sarah', lastname: 'Nambi' })).id;
    otherCustomerId = (await createCustomer(c, { firstname: 'Joseph', lastname: 'Okello' })).id;
  });
  afterAll(() => c.close());

  /** The entry as the order form sends it back on edit. */
  const form = (e: Income, patch: Record<string, unknown> = {}) => ({
    txn_date: e.txn_date,
    product: e.product,
    lead_source: e.lead_source,
    station: e.station,
    payment_method: e.payment_method,
    status: e.status,
    amount: e.amount,
    doc_id: e.doc_id,
    summary: e.summary,
    user_id: e.user_id,
    ...patch,
  });
  const edit = (id: number, body: unknown, headers: Record<string, string> = {}) =>
    c.app.inject({
      method: 'PUT',
      url: `/api/v1/income_trace/${id}`,
      payload: body as never,
      headers: { ...c.headers, ...headers },
    });
  const rowOf = async (id: number) =>
    (await c.db.select().from(incomeTrace).where(eq(incomeTrace.id, id)))[0]!;

  it('moves a Pending entry to Paid and audits before and after', async () => {
    const entry = await createIncome(c, customerId, { status: 'Pending', amount: 95_000 });
    const res = await edit(entry.id, form(entry, { status: 'Paid', updatedAt: entry.updatedAt }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({ id: entry.id, status: 'Paid', amount: 95_000 });
    expect(body.data.updatedAt).not.toBe(entry.updatedAt);
    expect((await rowOf(entry.id)).status).toBe('Paid');

    const audits = (await incomeAudits(c, entry.id)).filter((a) => a.action === 'update');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(c.staffId);
    expect(audits[0]!.summary).toEqual({
      before: { status: 'Pending' },
      after: { status: 'Paid' },
    });
  });

  it('audits only the changed fields, each with its before and after value', async () => {
    const entry = await createIncome(c, customerId, {
      status: 'UnPaid',
      amount: 185_000,
      summary: 'Bag, to pay on delivery',
    });
    const res = await edit(
      entry.id,
      form(entry, { status: 'Paid', amount: '180,000', summary: 'Paid after a discount' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = (await incomeAudits(c, entry.id)).filter((a) => a.action === 'update');
    expect(audit!.summary).toEqual({
      before: { status: 'UnPaid', amount: 185_000, summary: 'Bag, to pay on delivery' },
      after: { status: 'Paid', amount: 180_000, summary: 'Paid after a discount' },
    });
  });

  it('audits every edit, in order', async () => {
    const entry = await createIncome(c, customerId, { status: 'Pending' });
    for (const status of ['UnPaid', 'Paid']) {
      const current = (await c.read(`/income_trace/${entry.id}`)).json().data as Income;
      expect((await edit(entry.id, form(current, { status }))).statusCode).toBe(200);
    }
    const audits = (await incomeAudits(c, entry.id)).filter((a) => a.action === 'update');
    expect(audits.map((a) => a.summary)).toEqual([
      { before: { status: 'Pending' }, after: { status: 'UnPaid' } },
      { before: { status: 'UnPaid' }, after: { status: 'Paid' } },
    ]);
  });

  it('can move an entry to another customer and change its receipt number', async () => {
    const entry = await createIncome(c, customerId);
    const res = await edit(
      entry.id,
      form(entry, { user_id: otherCustomerId, doc_id: 'RC-MOVED-1' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      user_id: otherCustomerId,
      doc_id: 'RC-MOVED-1',
      User: { firstname: 'Joseph', lastname: 'Okello' },
    });
  });

  it('keeps created_by when another staff member edits; the audit names the editor', async () => {
    const entry = await createIncome(c, customerId);
    const other = await c.createStaff({ email: 'finance@care.ug', name: 'Finance Officer' });
    const { headers } = await c.signIn('finance@care.ug');
    const res = await edit(
      entry.id,
      form(entry, { status: 'Paid', created_by: other.id }),
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.created_by).toBe(c.staffId);
    expect((await rowOf(entry.id)).createdBy).toBe(c.staffId);
    const audits = (await incomeAudits(c, entry.id)).filter((a) => a.action === 'update');
    expect(audits.at(-1)!.actorId).toBe(other.id);
  });

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

  it.each(required)('validates an edit like a create: a missing %s is refused', async (field) => {
    const entry = await createIncome(c, customerId);
    const before = await rowOf(entry.id);
    const body = expectFailure(await edit(entry.id, form(entry, { [field]: '' })), 400);
    expect(body.details?.[field]).toBe('Field is required');
    expect(await rowOf(entry.id)).toEqual(before);
  });

  it.each([
    ['amount', { amount: '12.5' }],
    ['status', { status: 'Refunded' }],
    ['txn_date', { txn_date: '2025-02-29' }],
  ])('refuses a bad %s on edit and changes nothing', async (field, patch) => {
    const entry = await createIncome(c, customerId);
    const before = await rowOf(entry.id);
    const body = expectFailure(await edit(entry.id, form(entry, patch)), 400);
    expect(body.details?.[field]).toBeTruthy();
    expect(await rowOf(entry.id)).toEqual(before);
  });

  it("refuses another entry's receipt number (any case) with 409", async () => {
    await createIncome(c, customerId, { doc_id: 'RC-TAKEN-1' });
    const entry = await createIncome(c, customerId);
    const before = await rowOf(entry.id);
    const res = await edit(entry.id, form(entry, { doc_id: 'rc-taken-1' }));
    expect(expectFailure(res, 409).error).toBe('Receipt number rc-taken-1 is already recorded');
    expect(await rowOf(entry.id)).toEqual(before);
    // its own number, in another case, is no conflict
    const own = await edit(entry.id, form(entry, { doc_id: entry.doc_id.toLowerCase() }));
    expect(own.statusCode, own.body).toBe(200);
  });

  describe('stale versions', () => {
    it('refuses an edit based on an old updatedAt with 409 and keeps the newer change', async () => {
      const entry = await createIncome(c, customerId, { status: 'Pending', amount: 50_000 });
      const first = await edit(
        entry.id,
        form(entry, { status: 'Paid', updatedAt: entry.updatedAt }),
      );
      expect(first.statusCode, first.body).toBe(200);
      const auditsBefore = (await incomeAudits(c, entry.id)).length;
      const stale = await edit(
        entry.id,
        form(entry, { amount: 60_000, updatedAt: entry.updatedAt }),
      );
      expectFailure(stale, 409);
      expect(await rowOf(entry.id)).toMatchObject({ status: 'Paid', amount: 50_000 });
      expect(await incomeAudits(c, entry.id)).toHaveLength(auditsBefore);
      // with the current version the edit goes through
      const current = first.json().data as Income;
      const fresh = await edit(
        entry.id,
        form(current, { amount: 60_000, updatedAt: current.updatedAt }),
      );
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.json().data).toMatchObject({ status: 'Paid', amount: 60_000 });
    });

    it('honours If-Unmodified-Since with the version the client last saw', async () => {
      const entry = await createIncome(c, customerId);
      const ok = await edit(entry.id, form(entry, { status: 'Paid' }), {
        'if-unmodified-since': entry.updatedAt,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const stale = await edit(entry.id, form(entry, { status: 'UnPaid' }), {
        'if-unmodified-since': entry.updatedAt,
      });
      expectFailure(stale, 409);
      expect((await rowOf(entry.id)).status).toBe('Paid');
    });
  });

  it('answers 404 for an unknown entry or customer, 400 for a malformed id', async () => {
    const entry = await createIncome(c, customerId);
    expectFailure(await edit(999_999, form(entry)), 404);
    expectFailure(await c.read('/income_trace/999999'), 404);
    expectFailure(await edit(entry.id, form(entry, { user_id: 999_999 })), 404);
    expectFailure(await edit(Number.NaN, form(entry)), 400);
    expect((await rowOf(entry.id)).userId).toBe(customerId);
  });

  it('has no delete: DELETE answers 404 or 405 and the entry remains', async () => {
    const entry = await createIncome(c, customerId);
    const res = await c.del(`/income_trace/${entry.id}`);
    expect([404, 405]).toContain(res.statusCode);
    expectFailure(res, res.statusCode);
    expect(await rowOf(entry.id)).toBeTruthy();
    const read = await c.read(`/income_trace/${entry.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.doc_id).toBe(entry.doc_id);
    expect((await incomeAudits(c, entry.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('needs a session', async () => {
    const entry = await createIncome(c, customerId, { status: 'Pending' });
    const res = await c.app.inject({
      method: 'PUT',
      url: `/api/v1/income_trace/${entry.id}`,
      payload: incomeBody(customerId, { status: 'Paid', doc_id: entry.doc_id }),
    });
    expectFailure(res, 401);
    expect((await rowOf(entry.id)).status).toBe('Pending');
  });
});
