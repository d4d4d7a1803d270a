import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, RECON_MESSAGES, formatUGX, ugandaDate } from '@app/contract';
import { incomeTrace, notifications, shopOrders, statementLines } from '../src/db/schema/index.ts';
import { BOOKING, auditFor, createCustomer, type Ctx } from './factories.ts';
import { createIncome, createOrder } from './ledger-factories.ts';
import { data, standInPayments } from './payments-kit.ts';
import { mtnCsv, importNow, statementRow } from './reconciliation-factories.ts';

// Issue 43: a prompt on a ledger entry, a shop order and a booking; the
// receipt SMS; the list and its CSV; reconciliation; Admin's view.

const k = standInPayments();
const { ask, accept, count, card } = k;
let c: Ctx;
beforeAll(() => {
  c = k.c;
});

describe('a payment prompt on an unpaid ledger entry', () => {
  it('marks the entry Paid once the payments add up to it, creating no second entry', async () => {
    const customer = await createCustomer(c);
    const income = await createIncome(c, customer.id, {
      amount: 90_000,
      status: 'UnPaid',
      doc_id: `RCT-P-${customer.id}`,
    });
    const before = await count(incomeTrace);
    const part = data(await ask({ target: 'income', targetId: income.id, amount: 40_000 }));
    await accept(part.id);
    let [e] = await c.db.select().from(incomeTrace).where(eq(incomeTrace.id, income.id));
    expect(e!.status).toBe('UnPaid');
    const owed = (await c.read(`/payments/owed?target=income&targetId=${income.id}`)).json().data;
    expect(owed).toMatchObject({ paid: 40_000, owed: 50_000 });
    const rest = data(await ask({ target: 'income', targetId: income.id, amount: 50_000 }));
    expect(data(await accept(rest.id)).incomeId).toBe(income.id);
    [e] = await c.db.select().from(incomeTrace).where(eq(incomeTrace.id, income.id));
    expect(e!.status).toBe('Paid');
    expect(await count(incomeTrace)).toBe(before);
    const audits = await auditFor(c, 'income_trace', income.id);
    expect(audits.filter((a) => a.action === 'status')).toHaveLength(1);
    const paid = await ask({ target: 'income', targetId: income.id, amount: 1 });
    expect(paid.json().error).toBe(PAYMENT_MESSAGES.nothingOwed);
  });

  it('a statement imported later finds the same transaction already there: counted once', async () => {
    const { job } = await card('60,000');
    const p = data(
      await accept(data(await ask({ target: 'jobcard', targetId: job.id, amount: 60_000 })).id),
    );
    const lines = await count(statementLines);
    const entries = await count(incomeTrace);
    const statement = mtnCsv([statementRow(p.transactionId!, ugandaDate(), 60_000)]);
    const imported = await importNow(c, statement);
    expect(imported).toMatchObject({ state: 'Done', added: 0, duplicates: 1 });
    expect(await count(statementLines)).toBe(lines);
    expect(await count(incomeTrace)).toBe(entries);
  });
});

describe('the receipt SMS', () => {
  it('is marked in the same transaction as the payment, once', async () => {
    const { job } = await card('20,000');
    const p = data(await ask({ target: 'jobcard', targetId: job.id, amount: 20_000 }));
    await accept(p.id);
    await c.app.services.sms.automatic.compose({
      event: 'payment_received',
      subject: { kind: 'payment', id: p.id },
    });
    await c.app.services.sms.automatic.compose({
      event: 'payment_received',
      subject: { kind: 'payment', id: p.id },
    });
    const sms = await c.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.event, 'payment_received'), eq(notifications.phone, p.phone)));
    expect(sms).toHaveLength(1);
    const done = data(await c.read(`/payment/${p.id}`));
    expect(sms[0]!.message).toContain(formatUGX(20_000));
    expect(sms[0]!.message).toContain(done.transactionId!);
    expect(sms[0]!.message).toContain(done.targetLabel);
  });
});

describe('the payments list and its CSV', () => {
  it('filters by state and thing, and exports the same rows as CSV', async () => {
    const { job } = await card('45,000');
    const p = data(await ask({ target: 'jobcard', targetId: job.id, amount: 45_000 }));
    await accept(p.id);
    const page = (
      await c.read(`/payments?state=Successful&target=jobcard&targetId=${job.id}`)
    ).json().data;
    expect(page.count).toBe(1);
    expect(page.rows[0]).toMatchObject({ id: p.id, state: 'Successful', amount: 45_000 });
    expect((await c.read(`/payments?state=Pending&targetId=${job.id}`)).json().data.count).toBe(0);
    expect((await c.read('/payments?state=Paid')).statusCode).toBe(400);
    const csv = await c.read(`/payments/export?targetId=${job.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Transaction ID');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',45000,');
    expect(lines[1]).toContain(data(await c.read(`/payment/${p.id}`)).transactionId);
  });
});

describe('other things she pays for', () => {
  it('a shop order: its total is owed, the payment books an entry and fills the order payment method', async () => {
    const customer = await createCustomer(c, { phonenumber: '0701 234 567' });
    const order = await createOrder(c, { customerId: customer.id, paymentMethod: 'Cash' });
    const owed = (await c.read(`/payments/owed?target=order&targetId=${order.id}`)).json().data;
    expect(owed).toMatchObject({ total: order.total, paid: 0, owed: order.total, refusal: null });
    const p = data(await ask({ target: 'order', targetId: order.id, amount: order.total }));
    expect(p).toMatchObject({ network: 'Airtel', provider: 'stand-in' });
    const done = data(await accept(p.id));
    const [entry] = await c.db.select().from(incomeTrace).where(eq(incomeTrace.id, done.incomeId!));
    expect(entry).toMatchObject({
      product: 'SHOP',
      paymentMethod: 'Airtel Account',
      amount: order.total,
      status: 'Paid',
    });
    const [o] = await c.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(o!.paymentMethod).toBe('Airtel Account');
    const again = (await c.read(`/payments/owed?target=order&targetId=${order.id}`)).json().data;
    expect(again).toMatchObject({ paid: order.total, owed: 0 });
  });

  it('a booking with a price: what the prompts paid of it is what it owes no more', async () => {
    const customer = await createCustomer(c);
    const made = await c.send('/booking', {
      ...BOOKING,
      customerId: customer.id,
      totalCost: 120_000,
    });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json().data as { id: number };
    const p = data(await ask({ target: 'booking', targetId: booking.id, amount: 70_000 }));
    expect(p.targetLabel).toMatch(/^Booking /);
    await accept(p.id);
    const owed = (await c.read(`/payments/owed?target=booking&targetId=${booking.id}`)).json().data;
    expect(owed).toMatchObject({ total: 120_000, paid: 70_000, owed: 50_000 });
    const tooMuch = await ask({ target: 'booking', targetId: booking.id, amount: 50_001 });
    expect(tooMuch.statusCode).toBe(400);
  });

  it('a job card removed while the prompt waited: the money she paid is still booked', async () => {
    const { customer, job } = await card('33,000');
    const p = data(await ask({ target: 'jobcard', targetId: job.id, amount: 33_000 }));
    expect((await c.del(`/portal/jobcard/${job.id}`)).statusCode).toBe(200);
    const done = data(await accept(p.id));
    expect(done.state).toBe('Successful');
    const [entry] = await c.db.select().from(incomeTrace).where(eq(incomeTrace.id, done.incomeId!));
    expect(entry).toMatchObject({ userId: customer.id, amount: 33_000, docId: done.transactionId });
  });
});

describe('reconciliation and a payment by prompt', () => {
  it('lists the payment matched, and refuses to undo its match', async () => {
    const { job } = await card('26,000');
    const p = data(
      await accept(data(await ask({ target: 'jobcard', targetId: job.id, amount: 26_000 })).id),
    );
    const page = (await c.read('/reconciliation/lines?state=Matched&limit=100')).json().data;
    const line = (
      page.rows as {
        id: number;
        transactionId: string;
        importId: number | null;
        matchKind: string;
      }[]
    ).find((l) => l.transactionId === p.transactionId)!;
    expect(line).toMatchObject({ importId: null, matchKind: 'prompt' });
    const del = await c.del(`/reconciliation/lines/${line.id}/match`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe(RECON_MESSAGES.promptStays);
  });
});

describe("Admin: the providers' settings without keys", () => {
  it('names the local stand-in for both networks, with no callback address', async () => {
    await c.createStaff({ email: 'boss.standin@care.ug', role: 'ADMIN' });
    const { headers } = await c.signIn('boss.standin@care.ug');
    const res = await c.get('/admin/payments', headers);
    expect(res.json().data).toEqual({
      networks: [
        { network: 'MTN', provider: 'stand-in', callbackUrl: null },
        { network: 'Airtel', provider: 'stand-in', callbackUrl: null },
      ],
      keyConfigured: false,
    });
  });
});
