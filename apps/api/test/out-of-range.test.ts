import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@app/contract';
import { envelopeProblems } from './answer-checks.ts';
import { changedTables, fingerprint } from './db-fingerprint.ts';
import { operationsOf, type OpenApiDocument } from './fuzz/operations.ts';
import type { Schema } from './fuzz/json-schema.ts';
import type { TestContext } from './helpers.ts';
import { seededApp } from './seeded-app.ts';

// Issue 20, item 6: integers past the database's range and dates outside any
// sane year answered 500. Each named field, sent to its real route in an
// otherwise valid body, now answers 400 with `details` naming it, and the
// published schema says the range (so the fuzz suite generates such values).

const PAST_INT = 2_147_483_648; // one past a PostgreSQL integer
const NOTIFY = { category: 'info', click_action: 'MAIN_HOME', title: 'Hello', message: 'Hi' };
const JOB_CARD = {
  service: 'In home care',
  gender: 'Female',
  start_date: '2026-11-22',
  facility: 'Home',
  medical_condition: 'Cancer',
  address: 'Ntinda, Kampala',
};
const INCOME = {
  txn_date: '2026-11-22',
  product: 'VALUE KIT',
  lead_source: 'Referral',
  station: 'Kikubo',
  payment_method: 'Cash',
  status: 'Paid',
  amount: 150_000,
  doc_id: 'RANGE-1',
  user_id: 1,
};
const ORDER = {
  customerName: 'Amina Nakato',
  contact: '0772123456',
  products: [{ product_id: 'kit-1', name: 'Mama kit', quantity: 1, price: 85_000 }],
};

let t: TestContext;
let admin: Record<string, string>;
let doc: OpenApiDocument;

beforeAll(async () => {
  ({ t, admin, doc } = await seededApp('range.admin@care.ug'));
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: admin,
    ...(payload !== undefined ? { payload: payload as never } : {}),
  });

/** [what, method, path, body, the detail it must name] */
const BODIES: [string, 'POST' | 'PUT', string, Record<string, unknown>, string][] = [
  ['UserId', 'POST', '/portal/jobcard', { ...JOB_CARD, UserId: PAST_INT }, 'UserId'],
  [
    'bookingId',
    'POST',
    '/portal/jobcard',
    { ...JOB_CARD, UserId: 1, bookingId: PAST_INT },
    'bookingId',
  ],
  [
    'nurse_job_id',
    'POST',
    '/review',
    { nurse_job_id: PAST_INT, nps: 8, customer_review: 'Kind', nurse_review: 'Calm' },
    'nurse_job_id',
  ],
  [
    'customerId (booking)',
    'POST',
    '/booking',
    {
      firstName: 'Amina',
      lastName: 'Nakato',
      primaryPhoneNumber: '0772123456',
      service: 'Postnatal Care',
      customerId: PAST_INT,
    },
    'customerId',
  ],
  [
    'customerId (shop order)',
    'POST',
    '/portal/orders',
    { ...ORDER, customerId: PAST_INT },
    'customerId',
  ],
  [
    'customerId (push)',
    'POST',
    '/sendcomms/send_to_one_user',
    { ...NOTIFY, customerId: PAST_INT },
    'customerId',
  ],
  [
    'nurseId (push)',
    'POST',
    '/sendcomms/send_to_one_user',
    { ...NOTIFY, nurseId: PAST_INT },
    'nurseId',
  ],
  [
    'jobId',
    'POST',
    '/portal/jobcard/nurse/1',
    { jobId: PAST_INT, start_date: '2026-11-22', duration: 2, rate: 50_000 },
    'jobId',
  ],
  [
    'nurseId (account)',
    'POST',
    '/careteam/account/blockAccount',
    { status: 'ACTIVE', nurseId: PAST_INT },
    'nurseId',
  ],
  [
    'nurseId (account, PUT)',
    'PUT',
    '/careteam/account/blockAccount',
    { status: 'ACTIVE', nurseId: PAST_INT },
    'nurseId',
  ],
  ['user_id', 'POST', '/income_trace', { ...INCOME, user_id: 9_007_199_254_740_991 }, 'user_id'],
  ['user_id as text', 'POST', '/income_trace', { ...INCOME, user_id: '2147483648' }, 'user_id'],
  ['txn_date 0001', 'POST', '/income_trace', { ...INCOME, txn_date: '0001-01-01' }, 'txn_date'],
  ['txn_date 9999', 'PUT', '/income_trace/1', { ...INCOME, txn_date: '9999-12-31' }, 'txn_date'],
  [
    'start_date 0001',
    'POST',
    '/portal/jobcard',
    { ...JOB_CARD, UserId: 1, start_date: '0001-01-01' },
    'start_date',
  ],
  [
    'end_date 9999',
    'POST',
    '/portal/jobcard',
    { ...JOB_CARD, UserId: 1, end_date: '9999-12-31' },
    'end_date',
  ],
  [
    'amount past UGX 10 billion',
    'POST',
    '/income_trace',
    { ...INCOME, amount: 9_007_199_254_740_991 },
    'amount',
  ],
  [
    'price that overflows the order total',
    'POST',
    '/portal/orders',
    { ...ORDER, products: [{ ...ORDER.products[0], quantity: 999, price: 9_007_199_254_740_991 }] },
    'products.0.price',
  ],
];

describe('integers and dates past their range in bodies (item 6)', () => {
  it.each(BODIES)(
    '%s: 400 with details, nothing stored',
    async (_what, method, path, body, field) => {
      const before = await fingerprint(t.db, { ignore: { sessions: ['last_seen_at'] } });
      const res = await send(method, path, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(envelopeProblems(res)).toEqual([]);
      expect(Object.keys(res.json().details ?? {}), res.body).toContain(field);
      const after = await fingerprint(t.db, { ignore: { sessions: ['last_seen_at'] } });
      expect(changedTables(before, after).map((c) => c.table)).toEqual([]);
    },
  );

  it('still takes the largest id there is (2147483647): no such record, not invalid', async () => {
    const res = await send('POST', '/careteam/account/blockAccount', {
      status: 'ACTIVE',
      nurseId: 2_147_483_647,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('dates past any sane year in queries (item 6)', () => {
  it.each([
    '/income_trace?from=0001-01-01&to=9999-12-31',
    '/income_trace?from=0000-01-01',
    '/income_trace/export?from=0001-01-01&to=9999-12-31',
    '/portal/orders/sales?from=0001-01-01&to=0001-12-31',
    '/audit?from=0001-01-01&to=9999-12-31',
  ])('GET %s: 400 with details', async (url) => {
    const res = await send('GET', url);
    const named = [...new URLSearchParams(url.split('?')[1])].map(([k]) => k);
    expect(res.statusCode, res.body).toBe(400);
    expect(envelopeProblems(res)).toEqual([]);
    expect(Object.keys(res.json().details ?? {})).toEqual(expect.arrayContaining(named));
    expect(res.json().details.from).toBe('Choose a date from 1900 to 2099');
  });

  it('keeps taking 1900-01-01 to 2099-12-31', async () => {
    const res = await send('GET', '/income_trace?from=1900-01-01&to=2099-12-31');
    expect(res.statusCode).toBe(200);
  });
});

describe('the published schema says the ranges (item 6)', () => {
  /** Every integer and date of every request part, with where it is. */
  function fields(schema: Schema | undefined, at: string, out: [string, Schema][]) {
    if (!schema || typeof schema !== 'object') return out;
    if (schema.type === 'integer' || (schema.type === 'string' && schema.pattern?.includes('d{2}')))
      out.push([at, schema]);
    for (const [k, s] of Object.entries(schema.properties ?? {})) fields(s, `${at}.${k}`, out);
    if (schema.items) fields(schema.items, `${at}[]`, out);
    for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      fields(s, at, out);
    return out;
  }

  it('every id in a body, path or query is published as 1 to 2147483647, every date as years 1900-2099', () => {
    const wrong: string[] = [];
    let ids = 0;
    let dates = 0;
    for (const op of operationsOf(doc)) {
      const found: [string, Schema][] = [];
      fields(op.body, `${op.key} body`, found);
      for (const p of [...op.pathParams, ...op.query])
        fields(p.schema, `${op.key} ${p.name}`, found);
      for (const [at, s] of found) {
        const name = at.split(/[ .]/).at(-1)!;
        if (s.type === 'integer' && /(^id|Id|_id)$/.test(name)) {
          ids++;
          // OpenAPI 3.0: `minimum: 0, exclusiveMinimum: true` is 1 for an integer
          const min =
            s.exclusiveMinimum === true
              ? s.minimum! + 1
              : typeof s.exclusiveMinimum === 'number'
                ? s.exclusiveMinimum + 1
                : s.minimum;
          if (min !== 1 || s.maximum !== 2_147_483_647)
            wrong.push(`${at}: ${min ?? '-'} to ${s.maximum ?? '-'}`);
        }
        if (s.type === 'string') {
          dates++;
          const re = new RegExp(s.pattern!);
          // a month (YYYY-MM, issue 25's reconciliation) is held to the same years
          const [low, high, fine] = re.test('2026-11')
            ? ['0001-01', '9999-12', '2026-11']
            : ['0001-01-01', '9999-12-31', '2026-11-22'];
          if (re.test(low) || re.test(high) || !re.test(fine))
            wrong.push(`${at}: pattern ${s.pattern}`);
        }
      }
    }
    expect(ids).toBeGreaterThanOrEqual(10);
    expect(dates).toBeGreaterThanOrEqual(10);
    expect(wrong).toEqual([]);
  });
});
