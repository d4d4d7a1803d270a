import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { airtelMoneyGateway } from '../src/integrations/airtel-money.ts';
import type { CollectRequest } from '../src/integrations/mobile-money.ts';
import { mtnMomoGateway } from '../src/integrations/mtn-momo.ts';
import {
  closedPort,
  startCallbackReceiver,
  startFakeMtn,
  type FakeMtn,
} from './fake-momo-providers.ts';

// Issue 43: MTN MoMo's Collection API through its gateway, against a local
// fake of the API (no database). Airtel's: mobile-money-gateways-airtel.test.ts.
const AGNES = '+256772123456';
const NOTE = 'Care Uganda: job card JC-0042';
const ask = (over: Partial<CollectRequest> = {}): CollectRequest => ({
  reference: randomUUID(),
  amount: 50_000,
  msisdn: AGNES,
  note: NOTE,
  callbackUrl: null,
  ...over,
});
/** No error text may carry the number, however much of it. */
const noPhone = (text: string) => expect(text).not.toMatch(/772123456|\d{8,}/);

describe('the MTN MoMo gateway (local fake of the Collection API)', () => {
  let fake: FakeMtn;
  let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
  const gateway = (over: { apiKey?: string; timeoutMs?: number } = {}) =>
    mtnMomoGateway({ baseUrl: fake.url, ...fake.credentials, timeoutMs: 3000, ...over });

  beforeAll(async () => {
    fake = await startFakeMtn();
    receiver = await startCallbackReceiver();
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

  it('takes a request (202) with the headers and body MTN expects, and reuses its token', async () => {
    const mtn = gateway();
    const first = ask({ callbackUrl: `${receiver.url}/payments/callback/mtn/k` });
    expect(await mtn.requestToPay(first)).toEqual({ ok: true });
    const issued = fake.tokensIssued;
    expect(await mtn.requestToPay(ask())).toEqual({ ok: true });
    expect(fake.tokensIssued).toBe(issued);

    const [token, pay, again] = fake.requests;
    const basic = Buffer.from(`${fake.credentials.apiUser}:${fake.credentials.apiKey}`);
    expect(token).toMatchObject({ method: 'POST', path: '/collection/token/', answeredWith: 200 });
    expect(token!.headers.authorization).toBe(`Basic ${basic.toString('base64')}`);
    expect(pay).toMatchObject({
      method: 'POST',
      path: '/collection/v1_0/requesttopay',
      answeredWith: 202,
    });
    expect(pay!.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer mtn-/),
      'x-reference-id': first.reference,
      'x-target-environment': 'sandbox',
      'ocp-apim-subscription-key': fake.credentials.subscriptionKey,
      'content-type': 'application/json',
      'x-callback-url': `${receiver.url}/payments/callback/mtn/k`,
    });
    expect(pay!.body).toEqual({
      amount: '50000',
      currency: 'UGX',
      externalId: first.reference,
      payer: { partyIdType: 'MSISDN', partyId: '256772123456' },
      payerMessage: NOTE,
      payeeNote: NOTE,
    });
    // No callback address: no X-Callback-Url at all (polling only).
    expect(again!.headers).not.toHaveProperty('x-callback-url');
  });

  it('fetches a new token after a 401 and retries the call once', async () => {
    const mtn = gateway();
    await mtn.requestToPay(ask());
    const issued = fake.tokensIssued;
    fake.revokeTokens();
    fake.resetLog();
    expect(await mtn.requestToPay(ask())).toEqual({ ok: true });
    expect(fake.tokensIssued).toBe(issued + 1);
    expect(fake.requests.map((r) => [r.path, r.answeredWith])).toEqual([
      ['/collection/v1_0/requesttopay', 401],
      ['/collection/token/', 200],
      ['/collection/v1_0/requesttopay', 202],
    ]);
  });

  it('takes a reused reference as ok (409: MTN has the request already)', async () => {
    const mtn = gateway();
    const r = ask();
    expect(await mtn.requestToPay(r)).toEqual({ ok: true });
    expect(await mtn.requestToPay(r)).toEqual({ ok: true });
    expect(fake.requests.at(-1)!.answeredWith).toBe(409);
  });

  it('refused keys and a refused request are permanent, in words naming the status and code', async () => {
    const refused = await gateway({ apiKey: 'wrong' }).requestToPay(ask());
    expect(refused).toMatchObject({ ok: false, permanent: true });
    expect(!refused.ok && refused.error).toMatch(/MTN MoMo refused our API keys \(HTTP 401/);
    expect(await gateway({ apiKey: 'wrong' }).status(randomUUID())).toMatchObject({
      state: 'UNKNOWN',
    });

    // MTN's message may echo the number: it never reaches our texts.
    fake.setOutcome(AGNES, {
      refuse: 400,
      code: 'PAYER_NOT_FOUND',
      message: 'Payer 256772123456 not found',
    });
    const r = await gateway().requestToPay(ask());
    expect(r).toMatchObject({ ok: false, permanent: true });
    if (r.ok) return;
    expect(r.error).toMatch(/HTTP 400: PAYER_NOT_FOUND Payer … not found/);
    noPhone(r.error);
  });

  it('a 500 or a throttle is not permanent, and a status is then UNKNOWN', async () => {
    fake.set({ answer500: true });
    const r = await gateway().requestToPay(ask());
    expect(r).toMatchObject({
      ok: false,
      permanent: false,
      error: expect.stringMatching(/HTTP 500/),
    });
    expect(await gateway().status(randomUUID())).toMatchObject({ state: 'UNKNOWN' });
    fake.set({ answer500: false });
    fake.setOutcome(AGNES, { refuse: 429, code: 'TOO_MANY_REQUESTS' });
    expect(await gateway().requestToPay(ask())).toMatchObject({ ok: false, permanent: false });
  });

  it('a provider slower than timeoutMs: not permanent, and the call returns in about timeoutMs', async () => {
    const timedOut = 'No answer from MTN MoMo in 0.3 s';
    const within = async <T>(call: Promise<T>) => {
      const t = Date.now();
      const answer = await call;
      expect(Date.now() - t).toBeLessThan(1200);
      return answer;
    };
    const mtn = gateway({ timeoutMs: 300 });
    await mtn.requestToPay(ask()); // its token is kept: the slow part is the call itself
    fake.set({ delayMs: 2000 });
    const r = await within(mtn.requestToPay(ask()));
    expect(r).toEqual({ ok: false, permanent: false, error: timedOut });
    expect(await within(mtn.status(randomUUID()))).toEqual({ state: 'UNKNOWN', error: timedOut });
    // A new gateway: the token call is the slow one, and the limit covers it too.
    const cold = await within(gateway({ timeoutMs: 300 }).requestToPay(ask()));
    expect(cold).toEqual({ ok: false, permanent: false, error: timedOut });
  });

  it('status: PENDING, then SUCCESSFUL with the transaction id and amount; the callback names it', async () => {
    const mtn = gateway();
    const r = ask({ callbackUrl: `${receiver.url}/cb` });
    await mtn.requestToPay(r);
    expect(await mtn.status(r.reference)).toEqual({ state: 'PENDING' });
    await fake.complete(r.reference, 'SUCCESSFUL');
    const done = await mtn.status(r.reference);
    expect(done).toEqual({
      state: 'SUCCESSFUL',
      transactionId: expect.stringMatching(/^\d+$/),
      amount: 50_000,
    });
    expect(receiver.received).toHaveLength(1);
    const [callback] = receiver.received;
    expect(callback).toMatchObject({ method: 'PUT', path: '/cb', body: { status: 'SUCCESSFUL' } });
    expect(mtn.referenceOf(callback!.body)).toBe(r.reference);
  });

  it('FAILED in plain words, whether the reason is a string or {code, message}', async () => {
    const mtn = gateway();
    const cases: [string | undefined, string][] = [
      ['NOT_ENOUGH_FUNDS', 'Not enough money on her MoMo account'],
      ['COULD_NOT_PERFORM_TRANSACTION', 'She did not enter her PIN in time'],
      ['PAYER_NOT_FOUND', 'This number has no MTN MoMo account'],
      ['SOMETHING_NEW', 'MTN MoMo: SOMETHING_NEW'],
      [undefined, 'She declined the prompt'],
    ];
    for (const [reason, words] of cases) {
      const r = ask();
      await mtn.requestToPay(r);
      await fake.complete(r.reference, 'FAILED', reason);
      expect(await mtn.status(r.reference)).toEqual({ state: 'FAILED', reason: words });
    }
    const old = await startFakeMtn({ reasonAsObject: true });
    const oldMtn = mtnMomoGateway({ baseUrl: old.url, ...old.credentials });
    old.setOutcome(AGNES, { complete: 'EXPIRED' });
    const r = ask();
    await oldMtn.requestToPay(r);
    await expect
      .poll(() => oldMtn.status(r.reference))
      .toEqual({
        state: 'FAILED',
        reason: 'The prompt expired on her phone',
      });
    await old.close();
  });

  it('an unknown reference is NOT_FOUND; a provider that is down is UNKNOWN', async () => {
    expect(await gateway().status(randomUUID())).toEqual({ state: 'NOT_FOUND' });
    const down = mtnMomoGateway({ ...fake.credentials, baseUrl: await closedPort() });
    const r = await down.requestToPay(ask());
    expect(r).toMatchObject({
      ok: false,
      permanent: false,
      error: expect.stringMatching(/could not be reached/),
    });
    expect(await down.status(randomUUID())).toMatchObject({ state: 'UNKNOWN' });
  });
});

describe('referenceOf', () => {
  const mtn = mtnMomoGateway({
    baseUrl: 'http://127.0.0.1:9',
    subscriptionKey: 's',
    apiUser: 'u',
    apiKey: 'k',
    targetEnvironment: 'sandbox',
    currency: 'UGX',
  });
  const airtel = airtelMoneyGateway({
    baseUrl: 'http://127.0.0.1:9',
    clientId: 'c',
    clientSecret: 's',
  });
  const ref = randomUUID();

  it('reads the real callback shapes', () => {
    expect(
      mtn.referenceOf({ externalId: ref, status: 'SUCCESSFUL', financialTransactionId: '1' }),
    ).toBe(ref);
    expect(
      airtel.referenceOf({ transaction: { id: ref, status_code: 'TS', airtel_money_id: 'MP1' } }),
    ).toBe(ref);
  });

  it('answers null for junk, without throwing', () => {
    const junk: unknown[] = [
      null,
      undefined,
      {},
      [],
      [ref],
      42,
      'text',
      true,
      { externalId: 7 },
      { transaction: null },
      { transaction: [ref] },
      { transaction: { id: 5 } },
      { externalId: '' },
    ];
    for (const body of junk) {
      expect(mtn.referenceOf(body)).toBeNull();
      expect(airtel.referenceOf(body)).toBeNull();
    }
  });
});
