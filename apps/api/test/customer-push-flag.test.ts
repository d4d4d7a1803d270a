import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@app/contract';
import { customers } from '../src/db/schema/index.ts';
import { createCustomer, createJobCard, customerBody, setup, type Ctx } from './factories.ts';
import { operationsOf, type OpenApiDocument } from './fuzz/operations.ts';
import { createIncome } from './ledger-factories.ts';

// Issue 20, item 13: no customer answer hands staff the customer app's push
// token or activation code; lists and profiles say whether a push can reach
// her (`can_push`). Every answer of this file is kept and walked, and the
// published response schemas of every operation are read.

const HIDDEN = ['fcm_token', 'activation_code'];

let c: Ctx;
/** Every answer this file received, with the request that asked for it. */
const answers: { what: string; res: LightMyRequestResponse }[] = [];

beforeAll(async () => {
  c = await setup();
  const inject = c.app.inject.bind(c.app);
  c.app.inject = (async (opts: { method?: string; url?: string }) => {
    const res = await inject(opts as never);
    answers.push({ what: `${opts.method ?? 'GET'} ${opts.url}`, res });
    return res;
  }) as never;
});
afterAll(() => c.close());

/** Paths of every key named fcm_token or activation_code in a JSON value. */
function hiddenKeys(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => hiddenKeys(v, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(HIDDEN.includes(k) ? [`${at}.${k}`] : []),
    ...hiddenKeys(v, `${at}.${k}`),
  ]);
}

/** A tiny real picture, as a multipart upload. */
async function pictureUpload() {
  const bytes = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#2e7d32' },
  })
    .png()
    .toBuffer();
  const boundary = `----care-test-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="imageFile"; filename="me.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const token = `fcm-device-${randomBytes(12).toString('hex')}`;

describe('customer answers carry can_push, never the token or the activation code', () => {
  it('can_push is true for a customer whose app registered a token, false otherwise, everywhere', async () => {
    const reachable = await createCustomer(c, { lastname: 'Pushable', phonenumber: '0772610001' });
    const silent = await createCustomer(c, { lastname: 'Silentone', phonenumber: '0772610002' });
    // both have an activation code and one has a token in the database
    expect(
      (await c.put(`/customer/${reachable.id}/device-token`, { fcm_token: token })).statusCode,
    ).toBe(200);
    const rows = await c.db.select().from(customers);
    const codes = rows.map((r) => r.activationCode);
    expect(codes.every((code) => typeof code === 'string' && code.length > 0)).toBe(true);
    expect(rows.find((r) => r.id === reachable.id)!.fcmToken).toBe(token);

    const pushOf = (list: { id: number; can_push: boolean }[]) =>
      Object.fromEntries(list.map((x) => [x.id, x.can_push]));
    const expected = { [reachable.id]: true, [silent.id]: false };

    const list = await c.read('/customer?limit=100');
    expect(pushOf(list.json().data)).toEqual(expected);
    for (const [id, can] of Object.entries(expected)) {
      expect((await c.read(`/customer/${id}`)).json().data.can_push).toBe(can);
    }
    const byName = await c.read('/portal/search?type=customer&searchTerm=Pushable');
    expect(pushOf(byName.json().data)).toEqual({ [reachable.id]: true });
    const byPhone = await c.read('/portal/search?type=customer&searchTerm=077261000');
    expect(pushOf(byPhone.json().data)).toEqual(expected);

    const { order: _order, ...profile } = customerBody({ lastname: 'Pushable' });
    const updated = await c.put(`/customer/${reachable.id}`, profile);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.can_push).toBe(true);
    const upload = await pictureUpload();
    const pictured = await c.app.inject({
      method: 'POST',
      url: `${API_BASE}/customer/${silent.id}/picture`,
      headers: { ...c.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(pictured.statusCode, pictured.body).toBe(200);
    expect(pictured.json().data.can_push).toBe(false);
    const created = await c.send('/customer', customerBody());
    expect(created.json().data.customer.can_push).toBe(false);

    // the app signs out: the token is cleared, and she can no longer be reached
    await c.put(`/customer/${reachable.id}/device-token`, { fcm_token: null });
    expect((await c.read(`/customer/${reachable.id}`)).json().data.can_push).toBe(false);
  });

  it('the other answers that name a customer hold neither (job cards, ledger, recipients, bookings)', async () => {
    const customer = await createCustomer(c, { lastname: 'Cardholder', phonenumber: '0772610003' });
    await c.put(`/customer/${customer.id}/device-token`, { fcm_token: token });
    const card = await createJobCard(c, customer.id);
    await createIncome(c, customer.id);
    for (const url of [
      '/portal/jobcard',
      `/portal/jobcard/${card.id}`,
      `/portal/jobcard/customer/${customer.id}`,
      '/portal/jobcard/search?searchTerm=Cardholder',
      `/user_income_trace/${customer.id}`,
      '/income_trace?search=Cardholder',
      '/sendcomms/recipients?searchTerm=Cardholder',
      '/booking?status=new',
    ]) {
      const res = await c.read(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('not one answer of this file holds a token or an activation code, as a key or a value', async () => {
    const secrets = [token, ...(await c.db.select().from(customers)).map((r) => r.activationCode!)];
    const json = answers.filter((a) => /json/.test(String(a.res.headers['content-type'])));
    for (const { what, res } of json) {
      expect(hiddenKeys(res.json()), what).toEqual([]);
      for (const secret of secrets)
        expect(res.body.includes(secret), `${what}: ${secret}`).toBe(false);
    }
    // ... and the file did receive every customer answer above (and the sign-in before them)
    expect(json.length).toBeGreaterThanOrEqual(25);
  });

  it('no published answer schema declares them; every customer answer declares can_push', async () => {
    const doc = (await c.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const props = (schema: unknown): string[] => {
      if (Array.isArray(schema)) return schema.flatMap(props);
      if (!schema || typeof schema !== 'object') return [];
      const s = schema as Record<string, unknown>;
      return [
        ...Object.keys((s.properties as object | undefined) ?? {}),
        ...Object.values(s).flatMap(props),
      ];
    };
    const declaring: string[] = [];
    for (const op of operationsOf(doc as OpenApiDocument)) {
      const names = Object.values(op.success).flatMap(props);
      expect(
        names.filter((n) => HIDDEN.includes(n)),
        op.key,
      ).toEqual([]);
      if (names.includes('can_push')) declaring.push(op.key);
    }
    expect(declaring.sort()).toEqual(
      [
        'GET /customer',
        'POST /customer',
        'GET /customer/{id}',
        'PUT /customer/{id}',
        'POST /customer/{id}/picture',
        'GET /portal/search',
      ]
        .map((k) => k.replace(' /', ` ${API_BASE}/`))
        .sort(),
    );
  });
});

// The database still holds both: the push code reads the token, the customer app the code.
it('keeps the token and the activation code in the database', async () => {
  const [row] = await c.db.select().from(customers).where(eq(customers.lastname, 'Cardholder'));
  expect(row!.fcmToken).toBe(token);
  expect(row!.activationCode).toMatch(/^[0-9A-F]{8}$/);
});
