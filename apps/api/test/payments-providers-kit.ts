import { afterAll, beforeAll, expect } from 'vitest';
import { API_BASE } from '@app/contract';
import { createCustomer, createJobCard, localPhone, setup, type Ctx } from './factories.ts';
import {
  closedPort,
  startFakeAirtel,
  startFakeMtn,
  type FakeAirtel,
  type FakeMtn,
} from './fake-momo-providers.ts';
import { data } from './payments-kit.ts';

// Issue 43: the providers' suites' app, with MTN MoMo and Airtel Money as
// local fakes over HTTP, listening on PUBLIC_URL so the fakes' callbacks
// reach it over HTTP too.

export const KEY = 'test-payment-callback-key-0123456789';

/** One app and both fakes for the file; set before its tests run. */
export function providerPayments() {
  const k = {
    c: undefined as unknown as Ctx,
    mtn: undefined as unknown as FakeMtn,
    airtel: undefined as unknown as FakeAirtel,
    base: '',
    config: {} as Record<string, string>,
    read: async (id: number) => data(await k.c.read(`/payment/${id}`)),
    airtelPhone: () => localPhone().replace(/^0772/, '0752'),
    /** A job card of this invoice, and a prompt for it from her phone (or `phone`). */
    async prompt(amount = 70_000, phone?: string) {
      const customer = await createCustomer(k.c, phone ? { phonenumber: phone } : {});
      const job = await createJobCard(k.c, customer.id, { invoice_amount: amount });
      const res = await k.c.send('/payments', { target: 'jobcard', targetId: job.id, amount });
      expect(res.statusCode, res.body).toBe(201);
      return { customer, job, p: data(res) };
    },
    /** A provider's callback, as it arrives. */
    callback: (provider: string, key: string, body: unknown, method: 'POST' | 'PUT' = 'POST') =>
      k.c.app.inject({
        method,
        url: `${API_BASE}/payments/callback/${provider}/${key}`,
        payload: body as never,
      }),
  };
  beforeAll(async () => {
    k.mtn = await startFakeMtn();
    k.airtel = await startFakeAirtel();
    k.base = await closedPort();
    k.config = {
      PUBLIC_URL: k.base,
      PAYMENT_CALLBACK_KEY: KEY,
      PAYMENT_PROVIDER_TIMEOUT_MS: '800',
      MTN_MOMO_BASE_URL: k.mtn.url,
      MTN_MOMO_SUBSCRIPTION_KEY: k.mtn.credentials.subscriptionKey,
      MTN_MOMO_API_USER: k.mtn.credentials.apiUser,
      MTN_MOMO_API_KEY: k.mtn.credentials.apiKey,
      AIRTEL_MONEY_BASE_URL: k.airtel.url,
      AIRTEL_MONEY_CLIENT_ID: k.airtel.credentials.clientId,
      AIRTEL_MONEY_CLIENT_SECRET: k.airtel.credentials.clientSecret,
    };
    k.c = await setup({ QUEUE_WORKERS: 'false', ...k.config });
    await k.c.app.listen({ port: Number(new URL(k.base).port), host: '127.0.0.1' });
    k.airtel.setCallbackUrl(`${k.base}${API_BASE}/payments/callback/airtel/${KEY}`);
  });
  afterAll(async () => {
    await k.c.close();
    await k.mtn.close();
    await k.airtel.close();
  });
  return k;
}
