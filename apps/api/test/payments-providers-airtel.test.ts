import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@app/contract';
import { incomeTrace, statementLines } from '../src/db/schema/index.ts';
import type { Ctx } from './factories.ts';
import type { FakeAirtel } from './fake-momo-providers.ts';
import { secondServer } from './helpers.ts';
import { KEY, providerPayments } from './payments-providers-kit.ts';

// Issue 43: payment prompts through Airtel Money's collection API (a local
// fake over HTTP), and Admin's view of the providers.

const k = providerPayments();
const { read, airtelPhone, prompt, callback } = k;
let c: Ctx;
let airtel: FakeAirtel;
let base: string;
let providerConfig: Record<string, string>;
beforeAll(() => {
  ({ c, airtel, base, config: providerConfig } = k);
});

describe('Airtel Money (its collection API)', () => {
  it('asks Airtel for a USSD push, and its callback (POST) books the payment with its id', async () => {
    airtel.set({ callbacks: 'once' });
    const phone = airtelPhone();
    const { p } = await prompt(55_000, phone);
    expect(p).toMatchObject({ provider: 'airtel', network: 'Airtel' });
    const sent = airtel.requests.find(
      (r) => (r.body as { transaction?: { id?: string } })?.transaction?.id === p.reference,
    )!;
    expect(sent.body).toMatchObject({
      subscriber: { country: 'UG', currency: 'UGX', msisdn: phone.slice(1) },
      transaction: { amount: 55_000, country: 'UG', currency: 'UGX', id: p.reference },
    });
    await airtel.complete(p.reference, 'SUCCESSFUL');
    const done = await read(p.id);
    expect(done).toMatchObject({ state: 'Successful', amount: 55_000 });
    expect(done.transactionId).toBe(airtel.stored.get(p.reference)!.airtel_money_id);
    const [entry] = await c.db.select().from(incomeTrace).where(eq(incomeTrace.id, done.incomeId!));
    expect(entry).toMatchObject({
      paymentMethod: 'Airtel Account',
      amount: 55_000,
      status: 'Paid',
    });
  });

  it('a lost callback, then two at once and a check on another server: booked once', async () => {
    airtel.set({ callbacks: 'drop' });
    const { p } = await prompt(21_000, airtelPhone());
    await airtel.complete(p.reference, 'SUCCESSFUL');
    expect((await read(p.id)).state).toBe('Pending');
    const body = { transaction: { id: p.reference, status_code: 'TS', airtel_money_id: 'X' } };
    const other = await secondServer(c, providerConfig);
    try {
      const [a, b] = await Promise.all([
        callback('airtel', KEY, body),
        callback('airtel', KEY, body),
        other.services.payments.check(p.id),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    } finally {
      await other.close();
    }
    const done = await read(p.id);
    expect(done.state).toBe('Successful');
    // the provider's id, not the one the callback claimed
    expect(done.transactionId).toBe(airtel.stored.get(p.reference)!.airtel_money_id);
    expect(done.timeline.filter((e) => e.event === 'successful')).toHaveLength(1);
    const lines = await c.db
      .select()
      .from(statementLines)
      .where(eq(statementLines.paymentId, p.id));
    expect(lines).toHaveLength(1);
    const entries = await c.db
      .select()
      .from(incomeTrace)
      .where(eq(incomeTrace.docId, done.transactionId!));
    expect(entries).toHaveLength(1);
  });

  it('her refusal on Airtel: Failed with the words', async () => {
    airtel.set({ callbacks: 'once' });
    const { p } = await prompt(11_000, airtelPhone());
    await airtel.complete(p.reference, 'FAILED', 'Insufficient funds');
    const failed = await read(p.id);
    expect(failed.state).toBe('Failed');
    expect(failed.reason).toMatch(/Airtel Money/);
  });
});

describe("Admin: the providers' settings", () => {
  it("names each network's provider and the callback address to give it; STAFF may not read it", async () => {
    await c.createStaff({ email: 'boss.pay@care.ug', role: 'ADMIN' });
    const { headers } = await c.signIn('boss.pay@care.ug');
    const res = await c.get('/admin/payments', headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      networks: [
        {
          network: 'MTN',
          provider: 'mtn',
          callbackUrl: `${base}${API_BASE}/payments/callback/mtn/${KEY}`,
        },
        {
          network: 'Airtel',
          provider: 'airtel',
          callbackUrl: `${base}${API_BASE}/payments/callback/airtel/${KEY}`,
        },
      ],
      keyConfigured: true,
    });
    expect((await c.read('/admin/payments')).statusCode).toBe(403);
  });
});
