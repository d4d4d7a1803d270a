import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/contract';
import { auditLog, notifications, sessions } from '../src/db/schema/index.ts';
import { createJobCard, customerBody, setup, type Ctx } from './factories.ts';
import { createIncome, createOrder, putOrder } from './ledger-factories.ts';
import { createNurse } from './nurse-factories.ts';

// Issue 9: every create, update, status change, delete, sign-in and sign-out
// appears in GET /audit with who, what, which record and a before/after
// summary; the log filters by person, area and Uganda's days, newest first,
// paged; nothing changes or deletes an entry.
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
type Want = {
  what: string;
  actor: string;
  action: string;
  entity: string;
  entityId: string | number;
  /** field -> [before, after] for updates and status changes */
  change?: Record<string, [unknown, unknown]>;
};
type WantArgs = [string, string, string, string | number, Want['change']?, string?];
type Page = { rows: AuditEntry[]; count: number };

const BOOKING = {
  firstName: 'Joy',
  lastName: 'Oki',
  primaryPhoneNumber: '0772555101',
  service: 'Care',
};
const nj = (jobId: number, d: string) => ({ jobId, start_date: d, duration: 1, rate: 30_000 });
const REVIEW = { nps: 9, customer_review: 'Kind', nurse_review: 'Welcoming' };
const TIP = { title: 'Latch', subtitle: 'Feeding', details: 'Hold baby close.', category: 'Baby' };
const NOTICE = {
  category: 'update',
  title: 'Clinic hours',
  click_action: 'MAIN_HOME',
  message: 'We open at 8 am.',
  messageType: 'all',
};
const NORA = { name: 'Nora', email: 'nora@care.ug', role: 'STAFF', password: 'Tea-at-4-Kireka' };

let c: Ctx;
let admin: { id: string; headers: Record<string, string> };
const wants: Want[] = [];
const emails = new Map<string, string>();

function data(res: LightMyRequestResponse, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}
const audit = async (query = ''): Promise<Page> =>
  data(await c.get(`/audit${query}`, admin.headers));
/** The whole log through the API, page by page. */
async function everything(): Promise<AuditEntry[]> {
  const all: AuditEntry[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await audit(`?limit=100&offset=${offset}`);
    all.push(...page.rows);
    if (page.rows.length < 100) {
      expect(all).toHaveLength(page.count);
      return all;
    }
  }
}

beforeAll(async () => {
  c = await setup({ AUTH_RATE_LIMIT_MAX: '100000' });
  const row = await c.createStaff({ email: 'audit.admin@care.ug', role: 'ADMIN', name: 'Ada' });
  admin = { id: row.id, headers: (await c.signIn('audit.admin@care.ug')).headers };
  emails.set(c.staffId, 'desk@care.ug').set(admin.id, 'audit.admin@care.ug');
});
afterAll(() => c.close());

describe('audit coverage', () => {
  it('performs one of each kind of action through the API', async () => {
    const S = c.staffId;
    const w = (...[what, action, entity, entityId, change, actor = S]: WantArgs) =>
      wants.push({ what, actor, action, entity, entityId, change });
    const made = async (url: string, body: unknown) => data(await c.send(url, body), 201);

    // customers (the first order becomes a booking, DECISIONS 16)
    const { order: firstOrder, ...profile } = customerBody({ firstname: 'Amina' });
    const created = await made('/customer', { ...profile, order: firstOrder });
    const cust = created.customer.id as number;
    w('customer create', 'create', 'customer', cust);
    w("the customer's booking", 'create', 'booking', created.booking.docId);
    data(await c.put(`/customer/${cust}`, { ...profile, firstname: 'Sarah' }));
    w('customer update', 'update', 'customer', cust, { firstname: ['Amina', 'Sarah'] });
    const other = (await made('/customer', customerBody())).customer.id;
    data(await c.del(`/customer/${other}`));
    w('customer delete', 'delete', 'customer', other);

    // bookings
    const booking = (await made('/booking', BOOKING)).docId;
    w('booking create', 'create', 'booking', booking);
    data(await c.put(`/booking/${booking}`, { field: 'status', value: 'Accepted' }));
    w('booking status', 'status', 'booking', booking, { status: ['Pending', 'Accepted'] });

    // job cards
    const card = (await createJobCard(c, cust)).id;
    w('job card create', 'create', 'job_card', card);
    data(await c.put(`/portal/jobcard/${card}`, { status: 'ongoing' }));
    w('job card status', 'status', 'job_card', card, { status: ['pending', 'ongoing'] });
    const doomed = (await createJobCard(c, cust)).id;
    data(await c.del(`/portal/jobcard/${doomed}`));
    w('job card delete', 'delete', 'job_card', doomed);

    // nurses
    const nurse = (await createNurse(c, { first_name: 'Grace' })).id;
    w('nurse create', 'create', 'nurse', nurse);
    data(await c.put(`/careteam/${nurse}/approve`, { verified: true }));
    w('nurse approve', 'status', 'nurse', nurse, { verified: [false, true] });
    const second = (await createNurse(c, { first_name: 'Ruth' })).id;
    data(await c.put('/careteam/account/blockAccount', { status: 'SUSPENDED', nurseId: second }));
    w('nurse account', 'status', 'nurse_account', second, { status: ['ACTIVE', 'SUSPENDED'] });
    data(await c.del(`/resume/profile/${second}`));
    w('nurse delete', 'delete', 'nurse', second);

    // nurse jobs and a review
    const job = (await made(`/portal/jobcard/nurse/${nurse}`, nj(card, '2027-06-01'))).id;
    w('nurse job create', 'create', 'nurse_job', job);
    data(await c.put(`/portal/jobcard/nurse/${job}`, { status: 'ongoing' }));
    w('nurse job status', 'status', 'nurse_job', job, { status: ['pending', 'ongoing'] });
    w('review', 'create', 'review', (await made('/review', { nurse_job_id: job, ...REVIEW })).id);
    const job2 = (await made(`/portal/jobcard/nurse/${nurse}`, nj(card, '2027-07-01'))).id;
    data(await c.del(`/portal/jobcard/nurse/${job2}`));
    w('nurse job delete', 'delete', 'nurse_job', job2);

    // shop orders
    const order = await createOrder(c, { shippingFee: 5_000 });
    const no = order.orderNumber;
    w('shop order create', 'create', 'shop_order', no);
    data(await putOrder(c, order.id, 'status', 'Confirmed'));
    w('shop order status', 'status', 'shop_order', no, { status: ['Pending', 'Confirmed'] });
    data(await putOrder(c, order.id, 'shippingFee', 7_000));
    w('shipping fee', 'update', 'shop_order', no, { shippingFee: [5_000, 7_000] });

    // income ledger
    const income = await createIncome(c, cust, { status: 'Pending', amount: 95_000 });
    w('income create', 'create', 'income_trace', income.id);
    const { txn_date, product, lead_source, station, payment_method, amount, doc_id } = income;
    const edit = { txn_date, product, lead_source, station, payment_method, amount, doc_id };
    data(await c.put(`/income_trace/${income.id}`, { ...edit, user_id: cust, status: 'Paid' }));
    w('income edit', 'update', 'income_trace', income.id, { status: ['Pending', 'Paid'] });

    // health tips and notifications
    const tip = (await made('/healthtips', TIP)).id;
    w('health tip create', 'create', 'care_tip', tip);
    data(await c.put(`/healthtips/${tip}`, { ...TIP, title: 'Latching' }));
    w('health tip update', 'update', 'care_tip', tip, { title: [TIP.title, 'Latching'] });
    data(await c.send(`/healthtips/${tip}/push`, {}));
    const pushed = await c.db.select().from(notifications).where(eq(notifications.careTipId, tip));
    w('health tip push', 'send', 'notification', pushed[0]!.id);
    const sent = data(await c.send('/sendcomms/sendNotificationToTopic', NOTICE));
    w('notification send', 'send', 'notification', sent.id);

    // staff administration (ADMIN), and the new person's sign-in and sign-out
    const A = admin.id;
    const person = data(await c.post('/staff', NORA, admin.headers), 201).id as string;
    emails.set(person, NORA.email);
    w('staff create', 'create', 'staff_user', person, undefined, A);
    const { token, headers } = await c.signIn(NORA.email, NORA.password);
    const [s] = await c.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    w('sign-in', 'auth.login', 'session', s!.id, undefined, person);
    data(await c.post('/auth/logout', {}, headers));
    w('sign-out', 'auth.logout', 'session', s!.id, undefined, person);
    const url = `/api/v1/staff/${person}`;
    const staffPut = (payload: Record<string, unknown>) =>
      c.app.inject({ method: 'PUT', url, headers: admin.headers, payload });
    data(await staffPut({ role: 'ADMIN' }));
    w('staff role', 'update', 'staff_user', person, { role: ['STAFF', 'ADMIN'] }, A);
    data(await staffPut({ active: false }));
    w('staff deactivate', 'deactivate', 'staff_user', person, { active: [true, false] }, A);
    data(await staffPut({ active: true }));
    w('staff reactivate', 'reactivate', 'staff_user', person, { active: [false, true] }, A);
    data(await c.post(`/staff/${person}/password`, { password: 'Fresh-2026!' }, admin.headers));
    w('password reset', 'password_reset', 'staff_user', person, undefined, A);
    data(await c.post(`/staff/${person}/sessions/end`, {}, admin.headers));
    w('end sessions', 'end_sessions', 'staff_user', person, undefined, A);
    expect(wants).toHaveLength(34);
  });

  it('each one is in GET /audit with the right actor, action, record and before/after', async () => {
    const log = await everything();
    const missing: string[] = [];
    for (const want of wants) {
      const hit = log.find(
        (e) =>
          e.action === want.action &&
          e.entity === want.entity &&
          e.entityId === String(want.entityId) &&
          e.actorId === want.actor,
      );
      if (!hit) {
        missing.push(`${want.what}: ${want.action} ${want.entity} ${want.entityId}`);
        continue;
      }
      expect(hit.actorEmail, want.what).toBe(emails.get(want.actor));
      expect(Date.now() - Date.parse(hit.at), want.what).toBeLessThan(5 * 60_000);
      for (const [field, [before, after]] of Object.entries(want.change ?? {})) {
        expect(hit.summary, want.what).toMatchObject({
          before: { [field]: before },
          after: { [field]: after },
        });
      }
    }
    expect(missing).toEqual([]);
  });

  it('answers newest first, paged as {rows, count}', async () => {
    const log = await everything();
    for (let i = 1; i < log.length; i++) {
      const [a, b] = [log[i - 1]!, log[i]!];
      expect(a.at > b.at || (a.at === b.at && a.id > b.id), `${a.id} before ${b.id}`).toBe(true);
    }
    expect(log[0]).toMatchObject({ action: 'end_sessions', actorId: admin.id });
    const page = await audit('?limit=5&offset=5');
    expect(page).toEqual({ rows: log.slice(5, 10), count: log.length });
    expect((await c.get('/audit?limit=101', admin.headers)).statusCode).toBe(400);
  });

  it('filters by person, by area, and both', async () => {
    const log = await everything();
    for (const [query, keep] of [
      [`actorId=${admin.id}`, (e: AuditEntry) => e.actorId === admin.id],
      ['entity=customer', (e: AuditEntry) => e.entity === 'customer'],
      [
        `actorId=${c.staffId}&entity=nurse`,
        (e: AuditEntry) => e.actorId === c.staffId && e.entity === 'nurse',
      ],
    ] as const) {
      const expected = log.filter(keep);
      expect(expected.length, query).toBeGreaterThan(1);
      expect(await audit(`?${query}&limit=100`), query).toEqual({
        rows: expected,
        count: expected.length,
      });
    }
    expect((await c.get('/audit?actorId=nobody', admin.headers)).statusCode).toBe(400);
  });

  it("filters by date range in Uganda's days (UTC+3)", async () => {
    // Four entries around the edges of 10 March 2026 in Kampala.
    const at = ['09T20:59:59.999', '09T21:00:00.000', '10T20:59:59.999', '10T21:00:00.000'];
    const probe = (t: string, i: number) => ({ at: new Date(`2026-03-${t}Z`), entityId: `${i}` });
    await c.db
      .insert(auditLog)
      .values(at.map((t, i) => ({ ...probe(t, i), action: 'probe', entity: 'probe' })));
    const ids = async (q: string) =>
      (await audit(`?entity=probe&${q}`)).rows.map((r) => r.entityId);
    expect(await ids('from=2026-03-10&to=2026-03-10')).toEqual(['2', '1']);
    expect(await ids('from=2026-03-10')).toEqual(['3', '2', '1']);
    expect(await ids('to=2026-03-10')).toEqual(['2', '1', '0']);
    expect(await ids('from=2026-03-11&to=2026-03-11')).toEqual(['3']);
    expect(await ids('from=2026-03-11&to=2026-03-09')).toEqual([]);
    // today's work is all inside today, Uganda time
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const mine = (await everything()).filter((e) => e.actorId === c.staffId);
    expect((await audit(`?actorId=${c.staffId}&from=${today}&to=${today}&limit=100`)).count).toBe(
      mine.length,
    );
    expect((await c.get('/audit?from=2026-02-30', admin.headers)).statusCode).toBe(400);
  });

  it('is append-only: no API changes or deletes an entry, and the database refuses to', async () => {
    const before = await everything();
    const id = before[0]!.id;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/v1/audit', `/api/v1/audit/${id}`]) {
        const res = await c.app.inject({
          method,
          url,
          headers: admin.headers,
          payload: { action: 'tampered' },
        });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
        expect(res.json(), `${method} ${url}`).toEqual({
          status: 'failed',
          error: expect.any(String),
        });
      }
    }
    for (const statement of [
      c.db.update(auditLog).set({ action: 'tampered' }).where(eq(auditLog.id, id)),
      c.db.delete(auditLog).where(eq(auditLog.id, id)),
      c.db.execute(sql`delete from audit_log`),
    ]) {
      const error = await Promise.resolve(statement).then(
        () => undefined,
        (e: unknown) => e as Error & { cause?: Error },
      );
      expect(error, 'the statement was accepted').toBeInstanceOf(Error);
      expect(`${error!.message} ${error!.cause?.message ?? ''}`).toMatch(/append-only/);
    }
    expect(await everything()).toEqual(before);
  });
});
