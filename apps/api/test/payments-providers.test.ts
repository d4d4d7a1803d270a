import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, PAYMENT_MESSAGES } from '@app/contract';
import { incomeTrace, jobCards, paymentRequests, statementLines } from '../src/db/schema/index.ts';
import { localPhone, type Ctx } from './factories.ts';
import type { FakeMtn } from './fake-momo-providers.ts';
import { secondServer } from './helpers.ts';
import { data } from './payments-kit.ts';
import { KEY, providerPayments } from './payments-providers-kit.ts';

// Issue 43: payment prompts through MTN MoMo's Collection API (a local fake
// over HTTP; its callbacks reach this server over HTTP too). A callback is
// never believed as it stands: the provider is asked. Airtel Money and
// Admin's view are in payments-providers-airtel.test.ts.

const k = providerPayments();
const { read, prompt, callback } = k;
let c: Ctx;
let mtn: FakeMtn;
let base: string;
let providerConfig: Record<string, string>;
beforeAll(() => {
  ({ c, mtn, base, config: providerConfig } = k);
});

describe('MTN MoMo (its Collection API)', () => {
  it('asks MTN to request to pay, and its callback (PUT, once) books the payment', async () => {
    mtn.set({ callbacks: 'once' });
    const { job, p, customer } = await prompt();
    expect(p).toMatchObject({ provider: 'mtn', network: 'MTN', state: 'Pending' });
    const sent = mtn.requests.find((r) => r.headers['x-reference-id'] === p.reference)!;
    expect(sent.headers['x-callback-url']).toBe(`${base}${API_BASE}/payments/callback/mtn/${KEY}`);
    expect(sent.body).toMatchObject({
      amount: '70000',
      currency: 'UGX',
      externalId: p.reference,
      payer: { partyIdType: 'MSISDN', partyId: String(customer.phonenumber).slice(1) },
    });
    await mtn.complete(p.reference, 'SUCCESSFUL');
    const done = await read(p.id);
    expect(done.state).toBe('Successful');
    expect(done.transactionId).toBe(mtn.stored.get(p.reference)!.financialTransactionId);
    // in the order they happened: MTN called back, she had paid, the ledger has it
    expect(done.timeline.map((e) => e.event)).toEqual([
      'requested',
      'prompted',
      'callback',
      'successful',
      'receipt',
    ]);
    const [j] = await c.db.select().from(jobCards).where(eq(jobCards.id, job.id));
    expect(j).toMatchObject({ receiptAmount: 70_000, receiptNumber: done.transactionId });
    expect(mtn.callbacks.at(-1)).toMatchObject({ method: 'PUT', answeredWith: 200 });
  });

  it('a duplicate callback changes nothing the second time', async () => {
    mtn.set({ callbacks: 'twice' });
    const { p } = await prompt(30_000);
    const entries = async () =>
      (await c.db.select({ n: sql<number>`count(*)::int` }).from(incomeTrace))[0]!.n;
    const before = await entries();
    await mtn.complete(p.reference, 'SUCCESSFUL');
    expect(mtn.callbacks.filter((k) => k.answeredWith === 200).length).toBeGreaterThanOrEqual(2);
    expect((await read(p.id)).state).toBe('Successful');
    expect(await entries()).toBe(before + 1);
    expect(
      await c.db.select().from(statementLines).where(eq(statementLines.paymentId, p.id)),
    ).toHaveLength(1);
  });

  it('a lost callback: the check finds the outcome', async () => {
    mtn.set({ callbacks: 'drop' });
    const { p } = await prompt(40_000);
    await mtn.complete(p.reference, 'SUCCESSFUL');
    expect((await read(p.id)).state).toBe('Pending');
    const checked = await c.send(`/payment/${p.id}/check`, {});
    expect(checked.statusCode, checked.body).toBe(200);
    expect(data(checked).state).toBe('Successful');
  });

  it('her refusal or too little money: Failed with the reason in words, nothing booked, sent again', async () => {
    mtn.set({ callbacks: 'once' });
    const { p, job } = await prompt(50_000);
    await mtn.complete(p.reference, 'FAILED', 'NOT_ENOUGH_FUNDS');
    const failed = await read(p.id);
    expect(failed.state).toBe('Failed');
    expect(failed.reason).toMatch(/not enough money/i);
    const [j] = await c.db.select().from(jobCards).where(eq(jobCards.id, job.id));
    expect(j!.receiptAmount).toBeNull();
    const again = await c.send('/payments', {
      target: 'jobcard',
      targetId: job.id,
      amount: 50_000,
    });
    expect(again.statusCode).toBe(201);
  });

  it('a forged callback changes nothing: wrong key, unknown reference, or a claim MTN does not confirm', async () => {
    mtn.set({ callbacks: 'once' });
    const { p } = await prompt(60_000);
    const claim = {
      externalId: p.reference,
      status: 'SUCCESSFUL',
      financialTransactionId: '99999',
      amount: '60000',
    };
    const wrong = await callback('mtn', 'x'.repeat(KEY.length), claim, 'PUT');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(PAYMENT_MESSAGES.badKey);
    const unknown = await callback('mtn', KEY, {
      ...claim,
      externalId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(PAYMENT_MESSAGES.unknownReference);
    expect((await callback('mtn', KEY, { junk: true })).statusCode).toBe(400);
    expect((await callback('mtn', KEY, [1, 2])).statusCode).toBe(400);
    // The right key and a real reference, but MTN says PENDING: nothing moves.
    const forged = await callback('mtn', KEY, claim, 'PUT');
    expect(forged.statusCode).toBe(200);
    const still = await read(p.id);
    expect(still.state).toBe('Pending');
    expect(still.transactionId).toBeNull();
    // A callback of the other provider for this request is unknown to it.
    expect(
      (await callback('airtel', KEY, { transaction: { id: p.reference, status_code: 'TS' } }))
        .statusCode,
    ).toBe(404);
  });

  it('MTN refuses the request: Failed at once with its words, no prompt waits', async () => {
    const phone = localPhone();
    mtn.setOutcome(phone.replace(/^0/, '256'), {
      refuse: 400,
      code: 'INVALID_PAYER',
      message: 'Payer not valid',
    });
    const { p, job } = await prompt(20_000, phone);
    expect(p.state).toBe('Failed');
    expect(p.reason).toContain('MTN MoMo refused the request');
    const owed = (await c.read(`/payments/owed?target=jobcard&targetId=${job.id}`)).json().data;
    expect(owed.pending).toBeNull();
  });

  it('MTN does not answer in time: the request waits, said so; a provider that took it late is still heard', async () => {
    mtn.set({ callbacks: 'once', delayMs: 1500 });
    const { p } = await prompt(25_000);
    mtn.set({ delayMs: 0 });
    expect(p.state).toBe('Pending');
    expect(p.timeline.at(-1)!.detail).toBe(PAYMENT_MESSAGES.timeout('MTN MoMo'));
    for (let i = 0; i < 50 && !mtn.stored.has(p.reference); i++)
      await new Promise((r) => setTimeout(r, 50));
    await mtn.complete(p.reference, 'SUCCESSFUL');
    expect((await read(p.id)).state).toBe('Successful');
  });

  it('unknown to MTN after a minute: Failed, never reached; past its time: Expired, and a late payment still counts', async () => {
    mtn.set({ callbacks: 'once', answer500: true });
    const { p: lost } = await prompt(15_000);
    mtn.set({ answer500: false });
    mtn.stored.delete(lost.reference);
    await c.db
      .update(paymentRequests)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(paymentRequests.id, lost.id));
    const never = data(await c.send(`/payment/${lost.id}/check`, {}));
    expect(never).toMatchObject({ state: 'Failed' });
    expect(never.reason).toContain('never reached MTN MoMo');

    const { p } = await prompt(35_000);
    await c.db
      .update(paymentRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(paymentRequests.id, p.id));
    const expired = data(await c.send(`/payment/${p.id}/check`, {}));
    expect(expired.state).toBe('Expired');
    await mtn.complete(p.reference, 'SUCCESSFUL');
    const late = await read(p.id);
    expect(late.state).toBe('Successful');
    expect(late.incomeId).not.toBeNull();
  });

  it('a server stopped between the request and the callback: the queued check on another server books it', async () => {
    mtn.set({ callbacks: 'drop' });
    const { p } = await prompt(45_000);
    const jobs = await c.db.execute(
      sql`select id from pgboss.job where name = 'payment-check' and data->>'id' = ${String(p.id)}`,
    );
    expect((jobs as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    await mtn.complete(p.reference, 'SUCCESSFUL');
    // The first server is gone; another, with the queue's workers on, runs the check when it is due.
    await c.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'payment-check' and data->>'id' = ${String(p.id)}`,
    );
    const other = await secondServer(c, { ...providerConfig, QUEUE_WORKERS: 'true' });
    try {
      let state = '';
      for (let i = 0; i < 100 && state !== 'Successful'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        state = (await read(p.id)).state;
      }
      expect(state).toBe('Successful');
    } finally {
      await other.close();
    }
  });
});
