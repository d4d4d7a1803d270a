import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { airtelMoneyGateway } from '../src/integrations/airtel-money.ts';
import type { CollectRequest } from '../src/integrations/mobile-money.ts';
import {
  closedPort,
  startCallbackReceiver,
  startFakeAirtel,
  type FakeAirtel,
} from './fake-momo-providers.ts';

// Issue 43: Airtel Money's collection API through its gateway, against a
// local fake of the API (no database). MTN's: mobile-money-gateways.test.ts.
const MUSA = '+256752123456';
const NOTE = 'Care Uganda: shop order 17';
const ask = (over: Partial<CollectRequest> = {}): CollectRequest => ({
  reference: randomUUID(),
  amount: 35_000,
  msisdn: MUSA,
  note: NOTE,
  callbackUrl: 'http://ignored.example/cb',
  ...over,
});
/** No error text may carry the number, however much of it. */
const noPhone = (text: string) => expect(text).not.toMatch(/752123456|\d{8,}/);

describe('the Airtel Money gateway (local fake of the collection API)', () => {
  let fake: FakeAirtel;
  let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
  const gateway = (over: { clientSecret?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
    airtelMoneyGateway({ baseUrl: fake.url, ...fake.credentials, timeoutMs: 3000, ...over });

  beforeAll(async () => {
    receiver = await startCallbackReceiver();
    fake = await startFakeAirtel({ callbackUrl: `${receiver.url}/payments/callback/airtel/k` });
  });
  beforeEach(() => {
    fake.resetLog();
    fake.set({ delayMs: 0, answer500: false, callbacks: 'once' });
    receiver.received.length = 0;
  });
  afterAll(async () => {
    await fake?.close();
    await receiver?.close();
  });

  it('takes a request with the headers and body Airtel expects, and reuses its token', async () => {
    const airtel = gateway();
    const r = ask();
    expect(await airtel.requestToPay(r)).toEqual({ ok: true });
    expect(await airtel.requestToPay(ask())).toEqual({ ok: true });
    // expires_in came as a string ("3600"): the token is still kept.
    expect(fake.requests.map((q) => q.path)).toEqual([
      '/auth/oauth2/token',
      '/merchant/v1/payments/',
      '/merchant/v1/payments/',
    ]);
    const [token, pay] = fake.requests;
    expect(token!.body).toEqual({
      client_id: fake.credentials.clientId,
      client_secret: fake.credentials.clientSecret,
      grant_type: 'client_credentials',
    });
    expect(pay!.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer airtel-/),
      'x-country': 'UG',
      'x-currency': 'UGX',
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(pay!.body).toEqual({
      reference: NOTE,
      subscriber: { country: 'UG', currency: 'UGX', msisdn: '752123456' },
      transaction: { amount: 35_000, country: 'UG', currency: 'UGX', id: r.reference },
    });
  });

  it('fetches a new token after a 401 and retries the call once', async () => {
    const airtel = gateway();
    await airtel.requestToPay(ask());
    const issued = fake.tokensIssued;
    fake.revokeTokens();
    fake.resetLog();
    expect(await airtel.status(randomUUID())).toEqual({ state: 'NOT_FOUND' });
    expect(fake.tokensIssued).toBe(issued + 1);
    expect(fake.requests.map((q) => q.answeredWith)).toEqual([401, 200, 404]);
  });

  it('refused keys, success false and a 4xx are permanent; a 500 is not', async () => {
    const keys = await gateway({ clientSecret: 'wrong' }).requestToPay(ask());
    expect(keys).toMatchObject({ ok: false, permanent: true });
    expect(!keys.ok && keys.error).toMatch(/Airtel Money refused our API keys \(HTTP 401: Client/);

    fake.setOutcome(MUSA, {
      refuse: 200,
      code: 'ESB000039',
      message: 'Subscriber 752123456 barred',
    });
    const no = await gateway().requestToPay(ask());
    expect(no).toEqual({
      ok: false,
      permanent: true,
      error: 'Airtel Money refused the request: Subscriber … barred (ESB000039)',
    });
    fake.setOutcome(MUSA, { refuse: 400, code: 'ESB000011', message: 'Bad request' });
    expect(await gateway().requestToPay(ask())).toMatchObject({ ok: false, permanent: true });

    fake.set({ answer500: true });
    const down = await gateway().requestToPay(ask());
    expect(down).toMatchObject({ ok: false, permanent: false });
    for (const r of [keys, no, down]) if (!r.ok) noPhone(r.error);
  });

  it('a provider slower than timeoutMs: not permanent, and the call returns in about timeoutMs', async () => {
    fake.set({ delayMs: 2000 });
    const t = Date.now();
    const r = await gateway({ timeoutMs: 300 }).requestToPay(ask());
    expect(Date.now() - t).toBeLessThan(1200);
    expect(r).toEqual({
      ok: false,
      permanent: false,
      error: 'No answer from Airtel Money in 0.3 s',
    });
  });

  it('status: PENDING (TIP), then SUCCESSFUL (TS) with the Airtel Money id; the callback names it', async () => {
    const airtel = gateway();
    const r = ask();
    await airtel.requestToPay(r);
    expect(await airtel.status(r.reference)).toEqual({ state: 'PENDING' });
    await fake.complete(r.reference, 'SUCCESSFUL');
    // Airtel's enquiry gives no amount: -1, "the provider did not say".
    expect(await airtel.status(r.reference)).toEqual({
      state: 'SUCCESSFUL',
      transactionId: expect.stringMatching(/^MP\d+$/),
      amount: -1,
    });
    expect(receiver.received).toHaveLength(1);
    const [callback] = receiver.received;
    expect(callback).toMatchObject({
      method: 'POST',
      path: '/payments/callback/airtel/k',
      body: { transaction: { id: r.reference, status_code: 'TS' } },
    });
    expect(airtel.referenceOf(callback!.body)).toBe(r.reference);
  });

  it('the amount when the enquiry gives it; callbacks lost or sent twice, never retried', async () => {
    const told = await startFakeAirtel({ tellAmount: true, callbackUrl: `${receiver.url}/cb` });
    const airtel = airtelMoneyGateway({ baseUrl: told.url, ...told.credentials });
    const r = ask();
    await airtel.requestToPay(r);
    told.set({ callbacks: 'twice' });
    await told.complete(r.reference, 'SUCCESSFUL');
    expect(await airtel.status(r.reference)).toMatchObject({ state: 'SUCCESSFUL', amount: 35_000 });
    expect(receiver.received).toHaveLength(2);
    const lost = ask();
    await airtel.requestToPay(lost);
    told.set({ callbacks: 'drop' });
    await told.complete(lost.reference, 'SUCCESSFUL');
    expect(receiver.received).toHaveLength(2);
    await told.close();
  });

  it('FAILED (TF) with its message; expired (TE) in plain words', async () => {
    const airtel = gateway();
    const failed = ask();
    await airtel.requestToPay(failed);
    await fake.complete(failed.reference, 'FAILED', 'Insufficient funds');
    expect(await airtel.status(failed.reference)).toEqual({
      state: 'FAILED',
      reason: 'Airtel Money: Insufficient funds',
    });
    const expired = ask();
    await airtel.requestToPay(expired);
    await fake.complete(expired.reference, 'EXPIRED');
    expect(await airtel.status(expired.reference)).toEqual({
      state: 'FAILED',
      reason: 'The prompt expired on her phone',
    });
  });

  it('an unknown id is NOT_FOUND (HTTP 404, or 200 with a not-found code); down is UNKNOWN', async () => {
    expect(await gateway().status(randomUUID())).toEqual({ state: 'NOT_FOUND' });
    // Some Airtel deployments answer 200 with success false and ESB000008.
    const notFound200: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (!String(input).includes('/standard/v1/payments/')) return res;
      await res.arrayBuffer();
      const status = {
        code: '200',
        message: 'Transaction not found',
        result_code: 'ESB000008',
        success: false,
      };
      return Response.json({ data: {}, status });
    };
    const odd = airtelMoneyGateway({
      baseUrl: fake.url,
      ...fake.credentials,
      fetchImpl: notFound200,
    });
    expect(await odd.status(randomUUID())).toEqual({ state: 'NOT_FOUND' });

    const down = gateway({ baseUrl: await closedPort() });
    const r = await down.requestToPay(ask());
    expect(r).toMatchObject({
      ok: false,
      permanent: false,
      error: expect.stringMatching(/could not be reached/),
    });
    expect(await down.status(randomUUID())).toMatchObject({ state: 'UNKNOWN' });
    fake.set({ answer500: true });
    expect(await gateway().status(randomUUID())).toMatchObject({ state: 'UNKNOWN' });
  });
});
