import { desc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type AccessEntry } from '@app/contract';
import { accessLog } from '../src/db/schema/index.ts';
import { createCustomer, createJobCard, expectFailure } from './factories.ts';
import {
  data,
  exportedBatch,
  payJob,
  payNurse,
  payrollSetup,
  type PayCtx,
} from './payroll-factories.ts';

// Issue 26, access accounting: every read of a record with health data (a
// job card, its PDF care card, a customer's job cards, the job card lists
// that carry medical fields) and every bulk export (ledger CSV, payroll
// files, pay statements) writes an access entry: who, when, which record,
// whose data, from which address. The Admin screen lists them, by person,
// by staff member, paged.
let c: PayCtx;
const DESK_EMAIL = 'desk@care.ug';
type Page = { rows: AccessEntry[]; count: number };

beforeAll(async () => {
  c = await payrollSetup();
});
afterAll(() => c.close());

/** A GET as `headers` from the address `ip`. */
const getFrom = (url: string, ip: string, headers = c.headers) =>
  c.app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers, remoteAddress: ip });

/** The entries written since `mark` (the highest id before), oldest first. */
async function since(mark: number) {
  const rows = await c.db.select().from(accessLog).where(gt(accessLog.id, mark));
  return rows.sort((a, b) => a.id - b.id);
}
async function mark() {
  const [last] = await c.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1);
  return last?.id ?? 0;
}
const accessPage = async (query: string, headers = c.admin1) =>
  data<Page>(await c.as(headers).get(`/privacy/access-log${query}`));

describe('reads of health data', () => {
  it('one job card: one entry with the staff member, her address and the customer', async () => {
    const cust = await createCustomer(c, { firstname: 'Sarah', lastname: 'Achieng' });
    const card = await createJobCard(c, cust.id);
    const m = await mark();
    const res = await getFrom(`/portal/jobcard/${card.id}`, '10.20.30.40');
    expect(res.statusCode, res.body).toBe(200);
    const rows = await since(m);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: c.staffId,
      actorEmail: DESK_EMAIL,
      ip: '10.20.30.40',
      action: 'read',
      record: 'job_card',
      recordId: String(card.id),
      subjectKind: 'customer',
      subjectId: cust.id,
    });
    // an unknown card reads nothing and records nothing
    const before = await mark();
    expect((await getFrom('/portal/jobcard/999999', '10.20.30.40')).statusCode).toBe(404);
    expect(await since(before)).toHaveLength(0);
  });

  it('the care card PDF: one care_card entry', async () => {
    const cust = await createCustomer(c, { firstname: 'Ruth' });
    const card = await createJobCard(c, cust.id);
    const m = await mark();
    const res = await getFrom(`/job/download/${card.id}`, '10.0.0.9');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const rows = await since(m);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: c.staffId,
      ip: '10.0.0.9',
      action: 'read',
      record: 'care_card',
      recordId: String(card.id),
      subjectKind: 'customer',
      subjectId: cust.id,
    });
  });

  it("a customer's job cards: one customer_job_cards entry about her", async () => {
    const cust = await createCustomer(c, { firstname: 'Lydia' });
    await createJobCard(c, cust.id);
    await createJobCard(c, cust.id);
    const m = await mark();
    const res = await getFrom(`/portal/jobcard/customer/${cust.id}`, '10.0.0.10');
    expect(res.statusCode).toBe(200);
    const rows = await since(m);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: c.staffId,
      ip: '10.0.0.10',
      action: 'read',
      record: 'customer_job_cards',
      subjectKind: 'customer',
      subjectId: cust.id,
      detail: '2 of 2 job cards',
    });
  });

  it('the job card list and search carry medical fields: one entry per card answered, in one statement', async () => {
    const cust = await createCustomer(c, { firstname: 'Miriam', lastname: 'Zawedde' });
    await createJobCard(c, cust.id);
    await createJobCard(c, cust.id);
    await createJobCard(c, cust.id);
    let m = await mark();
    const list = data<{ rows: { id: number; UserId: number; medical_condition: string }[] }>(
      await getFrom('/portal/jobcard?limit=3', '10.0.0.11'),
    );
    expect(list.rows).toHaveLength(3);
    expect(list.rows[0]!.medical_condition).toBe('C-section');
    let rows = await since(m);
    expect(rows.map((r) => r.recordId)).toEqual(list.rows.map((r) => String(r.id)));
    expect(rows.map((r) => r.subjectId)).toEqual(list.rows.map((r) => r.UserId));
    for (const r of rows)
      expect(r).toMatchObject({
        action: 'read',
        record: 'job_card',
        detail: 'list',
        ip: '10.0.0.11',
      });
    // one INSERT: the statement's now() is the same for every row
    expect(new Set(rows.map((r) => r.at.getTime())).size).toBe(1);

    m = await mark();
    const found = data<{ id: number }[]>(
      await getFrom(`/portal/jobcard/search?searchTerm=Zawedde`, '10.0.0.12'),
    );
    expect(found).toHaveLength(3);
    rows = await since(m);
    expect(rows.map((r) => Number(r.recordId)).sort()).toEqual(found.map((r) => r.id).sort());
    expect(rows.every((r) => r.subjectId === cust.id && r.detail === 'list')).toBe(true);

    // a search that finds nothing records nothing
    m = await mark();
    expect(
      (await getFrom('/portal/jobcard/search?searchTerm=Nobody-here', '10.0.0.12')).statusCode,
    ).toBe(200);
    expect(await since(m)).toHaveLength(0);
  });
});

describe('bulk exports', () => {
  it('the ledger CSV: one export entry with the rows and filters, no personal data', async () => {
    const nurse = await payNurse(c, 'Ledger', 'Nurse');
    await payJob(c, nurse, {
      client: 'Achieng',
      receipt: { docId: 'RCT-ACC-1', station: 'Kikubo' },
    });
    const m = await mark();
    const res = await getFrom('/income_trace/export?station=Kikubo&search=Achieng', '10.0.0.13');
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n').length - 1;
    expect(lines).toBeGreaterThan(0);
    const rows = await since(m);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: c.staffId,
      ip: '10.0.0.13',
      action: 'export',
      record: 'ledger_csv',
      recordId: null,
      subjectKind: null,
      subjectId: null,
    });
    expect(rows[0]!.detail).toBe(
      `${lines} ${lines === 1 ? 'entry' : 'entries'}; station Kikubo, a search`,
    );
    expect(rows[0]!.detail).not.toContain('Achieng');

    const whole = await mark();
    expect((await getFrom('/income_trace/export', '10.0.0.13')).statusCode).toBe(200);
    expect((await since(whole))[0]!.detail).toMatch(/entr(y|ies); the whole ledger$/);
  });

  it('a payroll file: a payroll_file entry with the batch; a pay statement: one about the nurse', async () => {
    const nurse = await payNurse(c, 'Prossy', 'Namata', '+256772000333');
    const job = await payJob(c, nurse);
    const m = await mark();
    const batch = await exportedBatch(c, [job]);
    const rows = await since(m);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: c.staffId,
      action: 'export',
      record: 'payroll_file',
      recordId: String(batch.id),
      subjectKind: null,
    });
    expect(rows[0]!.detail).toBe(`${batch.number}, mtn, 1 line`);

    const s = await mark();
    const pdf = await getFrom(
      `/payroll/nurses/${nurse.id}/statement?from=2026-10-01&to=2026-10-31`,
      '10.0.0.14',
    );
    expect(pdf.statusCode).toBe(200);
    const st = await since(s);
    expect(st).toHaveLength(1);
    expect(st[0]).toMatchObject({
      actorId: c.staffId,
      ip: '10.0.0.14',
      action: 'export',
      record: 'pay_statement',
      recordId: String(nurse.id),
      subjectKind: 'nurse',
      subjectId: nurse.id,
      detail: '2026-10-01 to 2026-10-31',
    });
  });
});

describe('the access log (ADMIN)', () => {
  it('filters by person, with her name as it is now, and by staff member, newest first, paged', async () => {
    const cust = await createCustomer(c, { firstname: 'Harriet', lastname: 'Kyomuhendo' });
    const card = await createJobCard(c, cust.id);
    await getFrom(`/portal/jobcard/${card.id}`, '10.1.1.1');
    await getFrom(`/job/download/${card.id}`, '10.1.1.1');
    await getFrom(`/portal/jobcard/customer/${cust.id}`, '10.1.1.1');
    // the ADMIN reads it too
    await getFrom(`/portal/jobcard/${card.id}`, '10.1.1.2', c.admin1);

    const hers = await accessPage(`?subjectKind=customer&subjectId=${cust.id}`);
    expect(hers.count).toBe(5);
    expect(hers.rows.map((r) => r.record)).toEqual([
      'job_card',
      'customer_job_cards',
      'care_card',
      'job_card',
      // the card as answered to its creation (issue 39)
      'job_card',
    ]);
    for (const r of hers.rows) {
      expect(r.subjectName).toBe('Harriet Kyomuhendo');
      expect(r.subjectKind).toBe('customer');
      expect(r.subjectId).toBe(cust.id);
    }
    expect(hers.rows[0]).toMatchObject({ actorId: c.admin1Id, ip: '10.1.1.2' });
    expect(hers.rows[1]).toMatchObject({ actorEmail: DESK_EMAIL, ip: '10.1.1.1' });

    // paged: two at a time, the same order
    const p1 = await accessPage(`?subjectKind=customer&subjectId=${cust.id}&limit=2`);
    const p2 = await accessPage(`?subjectKind=customer&subjectId=${cust.id}&limit=2&offset=2`);
    expect([...p1.rows, ...p2.rows].map((r) => r.id)).toEqual(
      hers.rows.slice(0, 4).map((r) => r.id),
    );
    expect(p1.count).toBe(5);

    // by staff member: the ADMIN's reads only
    const byAdmin = await accessPage(`?actorId=${c.admin1Id}`);
    expect(byAdmin.rows.length).toBeGreaterThan(0);
    expect(byAdmin.rows.every((r) => r.actorId === c.admin1Id)).toBe(true);
    expect(byAdmin.rows.some((r) => r.subjectId === cust.id)).toBe(true);

    // by record and by Uganda day
    const cards = await accessPage(`?subjectKind=customer&subjectId=${cust.id}&record=care_card`);
    expect(cards.rows.map((r) => r.record)).toEqual(['care_card']);
    const today = hers.rows[0]!.at;
    const day = new Date(Date.parse(today) + 3 * 3600_000).toISOString().slice(0, 10);
    expect(
      (await accessPage(`?subjectKind=customer&subjectId=${cust.id}&from=${day}&to=${day}`)).count,
    ).toBe(5);
    expect(
      (await accessPage(`?subjectKind=customer&subjectId=${cust.id}&to=2020-01-01`)).count,
    ).toBe(0);

    // a nurse's entries carry her name
    const nurse = await payNurse(c, 'Edith', 'Nansubuga');
    await getFrom(
      `/payroll/nurses/${nurse.id}/statement?from=2026-10-01&to=2026-10-31`,
      '10.1.1.3',
    );
    const herPay = await accessPage(`?subjectKind=nurse&subjectId=${nurse.id}`);
    expect(herPay.rows).toHaveLength(1);
    expect(herPay.rows[0]!.subjectName).toBe('Edith Nansubuga');
  });

  it('refuses a person half-named (400) and STAFF (403)', async () => {
    const half = await c.as(c.admin1).get('/privacy/access-log?subjectKind=customer');
    expectFailure(half, 400);
    expect(half.json().details).toHaveProperty('subjectId');
    expectFailure(await c.as(c.admin1).get('/privacy/access-log?subjectId=3'), 400);
    expectFailure(
      await c.as(c.admin1).get('/privacy/access-log?subjectKind=patient&subjectId=3'),
      400,
    );
    expectFailure(await c.as(c.admin1).get('/privacy/access-log?actorId=nobody'), 400);
    expectFailure(await c.read('/privacy/access-log'), 403);
  });
});
