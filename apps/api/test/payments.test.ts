import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, formatUGX } from '@app/contract';
import { incomeTrace, jobCards, standInPrompts, statementLines } from '../src/db/schema/index.ts';
import { auditFor, type Ctx } from './factories.ts';
import { data, standInPayments } from './payments-kit.ts';

// Issue 43: a payment prompt on her phone, through the local stand-in (no
// provider keys): requested on a job card, accepted or declined "as the
// customer", and the books that follow. Refusals and races are in
// payments-refusals.test.ts, the other things she pays for and the books in
// payments-books.test.ts, the providers' own APIs in payments-providers.test.ts.

const k = standInPayments();
const { ask, accept, decline, count, card } = k;
let c: Ctx;
beforeAll(() => {
  c = k.c;
});

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
