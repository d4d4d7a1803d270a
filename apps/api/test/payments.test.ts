import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MONEY_RANGE_HINT,
  PAYMENT_MESSAGES,
  RECON_MESSAGES,
  formatUGX,
  ugandaDate,
  type Payment,
} from '@app/contract';
import {
  incomeTrace,
  jobCards,
  notifications,
  paymentRequests,
  shopOrders,
  standInPrompts,
  statementLines,
} from '../src/db/schema/index.ts';
import { BOOKING, auditFor, createCustomer, createJobCard, setup, type Ctx } from './factories.ts';
import { createIncome, createOrder } from './ledger-factories.ts';
import { mtnCsv, importNow, statementRow } from './reconciliation-factories.ts';

// Issue 43: a payment prompt on her phone, through the local stand-in (no
// provider keys): requested on a job card, accepted or declined "as the
// customer", and the books that follow. The providers' own APIs are in
// payments-providers.test.ts.

let c: Ctx;
beforeAll(async () => {
  c = await setup({ QUEUE_WORKERS: 'false' });
});
afterAll(() => c.close());

const ask = (body: Record<string, unknown>, key?: string) =>
  c.send('/payments', body, key ? { 'idempotency-key': key } : {});
const data = (res: { json(): { data: unknown } }) => res.json().data as Payment;
const accept = (id: number) => c.send(`/payment/${id}/stand-in/accept`, {});
const decline = (id: number) => c.send(`/payment/${id}/stand-in/decline`, {});
const count = async (table: typeof paymentRequests | typeof incomeTrace | typeof statementLines) =>
  (await c.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

async function card(amount = '250,000') {
  const customer = await createCustomer(c);
  const job = await createJobCard(c, customer.id, { invoice_amount: amount });
  return { customer, job };
}

describe('a payment prompt on a job card (the local stand-in)', () => {
  it('asks her phone, and when she accepts the card, the ledger, reconciliation and her receipt follow', async () => {
    const { customer, job } = await card();
    const owed = (await c.read(`/payments/owed?target=jobcard&targetId=${job.id}`)).json().data;
    expect(owed).toMatchObject({
      total: 250_000,
      paid: 0,
      owed: 250_000,
      refusal: null,
      pending: null,
    });
    expect(owed.phone).toBe(customer.phonenumber);

    const res = await ask({
      target: 'jobcard',
      targetId: job.id,
      amount: '250,000',
      note: 'Care week 1',
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = data(res);
    expect(p).toMatchObject({
      state: 'Pending',
      provider: 'stand-in',
      network: 'MTN',
      amount: 250_000,
      phone: customer.phonenumber,
      targetLabel: `Job card ${job.care_card_number}`,
      transactionId: null,
    });
    expect(p.timeline.map((e) => e.event)).toEqual(['requested', 'prompted']);
    const [prompt] = await c.db
      .select()
      .from(standInPrompts)
      .where(eq(standInPrompts.reference, p.reference));
    expect(prompt).toMatchObject({
      amount: 250_000,
      msisdn: customer.phonenumber,
      note: 'Care week 1',
      decision: null,
    });

    const before = await count(incomeTrace);
    const paid = await accept(p.id);
    expect(paid.statusCode, paid.body).toBe(200);
    const done = data(paid);
    expect(done.state).toBe('Successful');
    expect(done.transactionId).toMatch(/^SI\d+/);
    expect(done.timeline.map((e) => e.event).slice(-2)).toEqual(['successful', 'receipt']);

    // The job card's receipt: the amount, the transaction id its number, audited.
    const [j] = await c.db.select().from(jobCards).where(eq(jobCards.id, job.id));
    expect(j).toMatchObject({ receiptAmount: 250_000, receiptNumber: done.transactionId });
    const audits = await auditFor(c, 'job_card', job.id);
    expect(
      audits.some(
        (a) =>
          a.action === 'update' && JSON.stringify(a.summary).includes('"receiptAmount":250000'),
      ),
    ).toBe(true);

    // One Paid ledger entry with the transaction id as its receipt, for her.
    expect(await count(incomeTrace)).toBe(before + 1);
    const [entry] = await c.db
      .select()
      .from(incomeTrace)
      .where(eq(incomeTrace.docId, done.transactionId!));
    expect(entry).toMatchObject({
      status: 'Paid',
      amount: 250_000,
      userId: customer.id,
      paymentMethod: 'Mobile Money',
    });
    expect(done.incomeId).toBe(entry!.id);

    // Reconciliation holds the payment matched to it already (kind prompt).
    const [line] = await c.db
      .select()
      .from(statementLines)
      .where(eq(statementLines.paymentId, p.id));
    expect(line).toMatchObject({
      provider: 'MTN',
      transactionId: done.transactionId,
      amount: 250_000,
      matchState: 'Matched',
      matchKind: 'prompt',
      incomeId: entry!.id,
      importId: null,
    });

    // Nothing is owed now: a second prompt is refused.
    const again = await c.read(`/payments/owed?target=jobcard&targetId=${job.id}`);
    expect(again.json().data).toMatchObject({
      paid: 250_000,
      owed: 0,
      refusal: PAYMENT_MESSAGES.nothingOwed,
    });
    const refused = await ask({ target: 'jobcard', targetId: job.id, amount: 1000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(PAYMENT_MESSAGES.nothingOwed);
  });

  it('takes part of what is owed, and refuses more than what is left', async () => {
    const { job } = await card('300,000');
    const first = data(await ask({ target: 'jobcard', targetId: job.id, amount: 100_000 }));
    await accept(first.id);
    const tooMuch = await ask({ target: 'jobcard', targetId: job.id, amount: 200_001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details.amount).toBe(PAYMENT_MESSAGES.aboveOwed(formatUGX(200_000)));
    const second = data(await ask({ target: 'jobcard', targetId: job.id, amount: 200_000 }));
    expect(data(await accept(second.id)).state).toBe('Successful');
    const [j] = await c.db.select().from(jobCards).where(eq(jobCards.id, job.id));
    // The amounts add up; the first payment's transaction id stays the receipt number.
    expect(j).toMatchObject({ receiptAmount: 300_000 });
    const firstDone = data(await c.read(`/payment/${first.id}`));
    expect(j!.receiptNumber).toBe(firstDone.transactionId);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const { job } = await card();
    const cancelled = await card();
    await c.put(`/portal/jobcard/${cancelled.job.id}`, { status: 'cancelled' });
    const before = await count(paymentRequests);
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { target: 'jobcard', targetId: job.id, amount: 1000, phone: '0790 123 456' },
        400,
        PAYMENT_MESSAGES.network,
      ],
      [
        { target: 'jobcard', targetId: job.id, amount: 250_001 },
        400,
        PAYMENT_MESSAGES.aboveOwed(formatUGX(250_000)),
      ],
      [{ target: 'jobcard', targetId: job.id, amount: 0 }, 400, ''],
      [{ target: 'jobcard', targetId: job.id, amount: 10_000_000_001 }, 400, MONEY_RANGE_HINT],
      [{ target: 'jobcard', targetId: job.id, amount: '12.5' }, 400, ''],
      [
        { target: 'jobcard', targetId: 999_999, amount: 1000 },
        404,
        PAYMENT_MESSAGES.targetNotFound,
      ],
      [{ target: 'nurse', targetId: job.id, amount: 1000 }, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await ask(body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(status);
      if (message) expect(res.body).toContain(message);
    }
    const onCancelled = await ask({ target: 'jobcard', targetId: cancelled.job.id, amount: 1000 });
    expect(onCancelled.statusCode, onCancelled.body).toBe(409);
    expect(onCancelled.json().error).toBe(PAYMENT_MESSAGES.cancelled);
    expect(await count(paymentRequests)).toBe(before);
  });

  it('never prompts her twice: a double click answers the first request again, a colleague at once is refused', async () => {
    const { job } = await card();
    const body = { target: 'jobcard', targetId: job.id, amount: 50_000 };
    const [a, b] = await Promise.all([ask(body, 'dialog-1'), ask(body, 'dialog-1')]);
    const codes = [a.statusCode, b.statusCode].sort();
    // the same key: the first answer again, or "still running" (409) while it runs
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(codes);
    const repeat = await ask(body, 'dialog-1');
    expect(repeat.statusCode).toBe(201);
    expect(data(repeat).id).toBe(data(a.statusCode === 201 ? a : b).id);
    const colleague = await ask(body, 'dialog-2');
    expect(colleague.statusCode).toBe(409);
    expect(colleague.json().error).toBe(PAYMENT_MESSAGES.pending);
    const rows = await c.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.targetId, job.id));
    expect(rows.filter((r) => r.target === 'jobcard')).toHaveLength(1);
    expect(
      (
        await c.db
          .select()
          .from(standInPrompts)
          .where(eq(standInPrompts.reference, rows[0]!.reference))
      ).length,
    ).toBe(1);
  });

  it('a double click on Accept applies the payment once: one entry, one line, one receipt', async () => {
    const { job } = await card('80,000');
    const p = data(await ask({ target: 'jobcard', targetId: job.id, amount: 80_000 }));
    const before = await count(incomeTrace);
    const answers = await Promise.all([accept(p.id), accept(p.id), accept(p.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error).toBe(
      PAYMENT_MESSAGES.notPending,
    );
    expect(data(await c.read(`/payment/${p.id}`)).state).toBe('Successful');
    expect(await count(incomeTrace)).toBe(before + 1);
    const lines = await c.db
      .select()
      .from(statementLines)
      .where(eq(statementLines.paymentId, p.id));
    expect(lines).toHaveLength(1);
    const [j] = await c.db.select().from(jobCards).where(eq(jobCards.id, job.id));
    expect(j!.receiptAmount).toBe(80_000);
    // Declining after she paid changes nothing.
    expect((await decline(p.id)).statusCode).toBe(409);
    expect(data(await c.read(`/payment/${p.id}`)).state).toBe('Successful');
  });

  it('declined: the request says why, nothing is booked, and it may be sent again', async () => {
    const { job } = await card();
    const p = data(await ask({ target: 'jobcard', targetId: job.id, amount: 10_000 }));
    const before = await count(incomeTrace);
    const no = data(await decline(p.id));
    expect(no).toMatchObject({
      state: 'Failed',
      reason: 'She declined the prompt (stand-in)',
      transactionId: null,
    });
    expect(await count(incomeTrace)).toBe(before);
    const [j] = await c.db.select().from(jobCards).where(eq(jobCards.id, job.id));
    expect(j!.receiptAmount).toBeNull();
    expect((await ask({ target: 'jobcard', targetId: job.id, amount: 10_000 })).statusCode).toBe(
      201,
    );
  });
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
