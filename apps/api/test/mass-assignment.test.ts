import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, customers, nurses, staffUsers } from '../src/db/schema/index.ts';
import { BOOKING, customerBody, jobCardBody, setup, TIP, type Ctx } from './factories.ts';
import { operationsOf, type OpenApiDocument, type Operation } from './fuzz/operations.ts';
import type { Schema } from './fuzz/json-schema.ts';
import { createIncome, incomeBody, orderBody } from './ledger-factories.ts';
import { createNurse, nurseBody } from './nurse-factories.ts';
import { payJob, payNurse } from './payroll-factories.ts';

// Issue 11, no mass assignment: every write below sends a valid body plus,
// at every level of the body, the fields its route does not declare (read
// from /api/docs/json) set to marked values. Unknown fields are dropped, so
// afterwards no table holds a marked value, and the flags keep their rules.
const MARK = 987654;
const MARK_DATE = '2001-02-03T04:05:06.000Z';
const MARK_UUID = '0bad0bad-0bad-4bad-8bad-0bad0bad0bad';
const MARK_TEXT = 'INJECTED-BY-CLIENT';
const HOSTILE: Record<string, unknown> = {
  id: MARK,
  count: MARK,
  rating: MARK,
  amount: MARK,
  total: MARK,
  subTotal: MARK,
  user_id: MARK,
  role: 'ADMIN',
  verified: true,
  active: false,
  status: 'Completed',
  payment_status: 'Paid',
  created_by: MARK_UUID,
  createdBy: MARK_UUID,
  DashboardUserId: MARK_UUID,
  createdAt: MARK_DATE,
  updatedAt: MARK_DATE,
  deletedAt: MARK_DATE,
  passwordHash: MARK_TEXT,
  password_hash: MARK_TEXT,
  email: `${MARK_TEXT.toLowerCase()}@evil.test`,
  docId: MARK_TEXT,
  orderNumber: MARK_TEXT,
  care_number: MARK_TEXT,
  care_card_number: MARK_TEXT,
  activation_code: MARK_TEXT,
  fcm_token: MARK_TEXT,
  user_type: 'expecting',
};

let c: Ctx;
let admin: Record<string, string>;
let ops: Map<string, Operation>;

/** The body plus every hostile field its schema does not declare, at every object level. */
function hostile(schema: Schema | undefined, body: unknown): unknown {
  if (!schema || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  // a union (the order update) declares what any of its branches does
  const props = Object.assign(
    {},
    schema.properties,
    ...[...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].map((b) => b.properties ?? {}),
  ) as Record<string, Schema>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(HOSTILE)) if (!(k in props)) out[k] = v;
  for (const [k, v] of Object.entries(body)) out[k] = hostile(props[k], v);
  return out;
}

async function write(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  url: string,
  body: unknown,
  headers?: Record<string, string>,
) {
  const op = ops.get(`${method} /api/v1${path}`);
  expect(op, path).toBeDefined();
  const payload = hostile(op!.body, body) as Record<string, unknown>;
  // the route declares a few of these; the rest must really be sent
  expect(Object.keys(payload).filter((k) => k in HOSTILE).length).toBeGreaterThan(15);
  const res: LightMyRequestResponse = await c.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: headers ?? c.headers,
    payload,
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data;
}

beforeAll(async () => {
  c = await setup({ AUTH_RATE_LIMIT_MAX: '100000' });
  await c.createStaff({ email: 'mass.admin@care.ug', role: 'ADMIN' });
  admin = (await c.signIn('mass.admin@care.ug')).headers;
  const doc = (await c.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  ops = new Map(operationsOf(doc as OpenApiDocument).map((o) => [o.key, o]));
});
afterAll(() => c.close());

describe('unknown fields are dropped, never stored', () => {
  it('customers: create (with its order) and update keep verified false and the booking Pending', async () => {
    const created = await write('POST', '/customer', '/customer', customerBody());
    const { order: _order, ...profile } = customerBody();
    await write('PUT', '/customer/{id}', `/customer/${created.customer.id}`, {
      ...profile,
      firstname: 'Sarah',
    });
    const [row] = await c.db.select().from(customers).where(eq(customers.id, created.customer.id));
    expect(row!.verified).toBe(false);
    const [booking] = await c.db
      .select()
      .from(bookings)
      .where(eq(bookings.docId, created.booking.docId));
    expect(booking!.status).toBe('Pending');
  });

  it('nurses: create and update keep her unapproved; approve sets only verified', async () => {
    const made = await write('POST', '/careteam', '/careteam', nurseBody());
    const { nurse, work, academics } = nurseBody();
    await write('PUT', '/careteam/{id}', `/careteam/${made.id}`, { nurse, work, academics });
    const [row] = await c.db.select().from(nurses).where(eq(nurses.id, made.id));
    expect(row!.verified).toBe(false);
    await write('PUT', '/careteam/{id}/approve', `/careteam/${made.id}/approve`, {
      verified: false,
    });
    await write('POST', '/careteam/account/blockAccount', '/careteam/account/blockAccount', {
      status: 'SUSPENDED',
      nurseId: made.id,
    });
  });

  it('staff: an ADMIN creating STAFF cannot also make them inactive or pick their hash; an update cannot change the e-mail', async () => {
    const body = {
      name: 'Nora',
      email: 'nora.mass@care.ug',
      role: 'STAFF',
      password: 'Tea-at-4-Kireka',
    };
    const made = await write('POST', '/staff', '/staff', body, admin);
    await write('PUT', '/staff/{id}', `/staff/${made.id}`, { name: 'Nora N.' }, admin);
    const [row] = await c.db.select().from(staffUsers).where(eq(staffUsers.id, made.id));
    expect(row).toMatchObject({ role: 'STAFF', active: true, email: 'nora.mass@care.ug' });
  });

  it('bookings, job cards, nurse jobs and reviews start in their first status', async () => {
    const cust = (await write('POST', '/customer', '/customer', customerBody())).customer
      .id as number;
    const booking = await write('POST', '/booking', '/booking', BOOKING);
    expect(booking.status).toBe('Pending');
    await write('PUT', '/booking/{id}', `/booking/${booking.docId}`, {
      field: 'status',
      value: 'Accepted',
    });
    const card = await write('POST', '/portal/jobcard', '/portal/jobcard', jobCardBody(cust));
    expect(card.status).toBe('pending');
    const nurse = await createNurse(c, {}, { approved: true });
    const job = await write(
      'POST',
      '/portal/jobcard/nurse/{id}',
      `/portal/jobcard/nurse/${nurse.id}`,
      {
        jobId: card.id,
        start_date: '2027-06-01',
        duration: 2,
        rate: 30_000,
      },
    );
    expect(job).toMatchObject({ status: 'pending', payment_status: 'UnPaid', amount: 60_000 });
    await write('POST', '/review', '/review', {
      nurse_job_id: job.id,
      nps: 9,
      customer_review: 'Kind',
      nurse_review: 'Welcoming',
    });
  });

  it('shop orders, the ledger, health tips and notifications keep what the server computes', async () => {
    const cust = (await write('POST', '/customer', '/customer', customerBody())).customer
      .id as number;
    const order = await write('POST', '/portal/orders', '/portal/orders', orderBody());
    expect(order.status).toBe('Pending');
    await write('PUT', '/portal/orders/{id}', `/portal/orders/${order.id}`, {
      key: 'status',
      value: 'Confirmed',
    });
    const income = await write('POST', '/income_trace', '/income_trace', incomeBody(cust));
    expect(income.created_by).toBe(c.staffId);
    const again = await createIncome(c, cust);
    const { id: _id, User: _u, createdAt: _c, updatedAt: _up, created_by: _b, ...edit } = again;
    await write('PUT', '/income_trace/{id}', `/income_trace/${again.id}`, {
      ...edit,
      status: 'Paid',
    });
    const tip = TIP;
    const made = await write('POST', '/healthtips', '/healthtips', tip);
    expect(made.count).toBe(0);
    await write('PUT', '/healthtips/{id}', `/healthtips/${made.id}`, { ...tip, title: 'Latching' });
    await write(
      'POST',
      '/sendcomms/sendNotificationToTopic',
      '/sendcomms/sendNotificationToTopic',
      {
        category: 'update',
        title: 'Clinic hours',
        click_action: 'MAIN_HOME',
        message: 'We open at 8 am.',
        messageType: 'all',
      },
    );
  });

  it('reconciliation: a mapping, an import and a match keep only what they declare', async () => {
    const mapping = { transaction_id: 'Id', occurred_at: 'Date', amount: 'Amount' };
    const url = '/reconciliation';
    await write('PUT', `${url}/mappings/{provider}`, `${url}/mappings/Airtel`, { mapping });
    const content = 'Id,Date,Amount\nMASS0001,2026-10-01 10:00,5000\n';
    const body = { provider: 'Airtel', fileName: 'mass.csv', content, mapping };
    const queued = await write('POST', `${url}/imports`, `${url}/imports`, body);
    expect(queued).toMatchObject({ state: 'Queued', added: 0 });
    let state = '';
    for (let i = 0; i < 100 && state !== 'Done'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await c.read(`${url}/imports/${queued.id}`)).json().data.state;
    }
    const [line] = (await c.read(`${url}/lines?provider=Airtel`)).json().data.rows;
    const cust = (await c.send('/customer', customerBody())).json().data.customer.id;
    const entry = await createIncome(c, cust, { amount: 5000, txn_date: '2026-10-01' });
    const match = `${url}/lines/${line.id}/match`;
    const matched = await write('POST', `${url}/lines/{id}/match`, match, { incomeId: entry.id });
    expect(matched).toMatchObject({ matchKind: 'confirmed', amount: 5000 });
  });

  it('payroll: a batch, a payment, a result file and the setting keep only what they declare', async () => {
    const nurse = await payNurse(c, 'Mass', 'Assignment');
    const jobs = [await payJob(c, nurse), await payJob(c, nurse)];
    const url = '/payroll/batches';
    const b = await write('POST', url, url, { nurseJobIds: jobs, note: 'October' });
    expect(b).toMatchObject({ state: 'Draft', total: 240_000, lineCount: 2 });
    const approve = {
      method: 'POST' as const,
      url: `/api/v1${url}/${b.id}/approve`,
      headers: admin,
    };
    expect((await c.app.inject(approve)).statusCode).toBe(200);
    expect((await c.read(`${url}/${b.id}/export?format=mtn`)).statusCode).toBe(200);
    const [l1, l2] = b.lines as { id: number; reference: string }[];
    const paid = { paid: true, channel: 'MTN', providerTxnId: 'MASS-PAY-1' };
    const line = `${url}/{id}/lines/{lineId}/paid`;
    await write('POST', line, `${url}/${b.id}/lines/${l1!.id}/paid`, paid);
    const content = `Reference,Status,Transaction ID\n${l2!.reference},SUCCESSFUL,MASS-PAY-2\n`;
    const results = await write('POST', `${url}/{id}/results`, `${url}/${b.id}/results`, {
      format: 'mtn',
      content,
    });
    expect(results).toMatchObject({ paid: 1, batch: { state: 'Paid', total: 240_000 } });
    await write('PATCH', '/payroll/settings', '/payroll/settings', { twoApprovers: true }, admin);
  });

  it('no table holds a marked value afterwards', async () => {
    const tables = (
      (await c.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )) as unknown as { rows: { table_name: string }[] }
    ).rows.map((r) => r.table_name);
    const marks = [String(MARK), '2001-02-03', MARK_UUID, MARK_TEXT, 'evil.test'];
    const hits: string[] = [];
    for (const table of tables) {
      const { rows } = (await c.db.execute(
        sql.raw(`select t::text as row from "${table}" t`),
      )) as unknown as { rows: { row: string }[] };
      for (const { row } of rows)
        for (const m of marks)
          if (row.toLowerCase().includes(m.toLowerCase()))
            hits.push(`${table}: ${row.slice(0, 200)}`);
    }
    expect(tables.length).toBeGreaterThan(10);
    expect(hits).toEqual([]);
  });
});
