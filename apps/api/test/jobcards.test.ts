import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_FIGURES_HINT, MONEY_HINT, MONEY_NEGATIVE_HINT } from '@app/contract';
import { jobCards } from '../src/db/schema/index.ts';
import {
  auditFor,
  countRows,
  createCustomer,
  createJobCard,
  expectFailure,
  jobCardBody,
  setup,
  type Ctx,
} from './factories.ts';

// POST /portal/jobcard (SPEC 3 Job card, 5 Job card form, 6, 7); ruling 10, 11.
describe('job cards: create', () => {
  let c: Ctx;
  let customerId: number;
  beforeAll(async () => {
    c = await setup();
    customerId = (
      await createCustomer(c, { firstname: 'Amina', lastname: 'Nakato', phonenumber: '0772123456' })
    ).id;
  });
  afterAll(() => c.close());

  it('creates a pending card for the customer, stamped with the signed-in staff member', async () => {
    const res = await c.send('/portal/jobcard', jobCardBody(customerId));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({
      status: 'pending',
      UserId: customerId,
      client_name: 'Amina Nakato',
      contact: '+256772123456',
      DashboardUserId: c.staffId,
      created_by: c.staffId,
      requested_via: 'portal',
      service: 'In home care',
      facility: 'Mulago Hospital',
      medical_condition: 'C-section',
      gender: 'Female',
      days: 7,
      duration: 7,
      invoice_amount: 250000,
      has_doctor: false,
    });
    expect(body.data.care_card_number).toMatch(
      new RegExp(`^CC-${new Date().getUTCFullYear()}-\\d{6}$`),
    );
    const creates = (await auditFor(c, 'job_card', body.data.id)).filter(
      (r) => r.action === 'create',
    );
    expect(creates).toHaveLength(1);
  });

  it('numbers cards uniquely and in sequence', async () => {
    const cards = [];
    for (let i = 0; i < 3; i++) cards.push(await createJobCard(c, customerId));
    const numbers = cards.map((j) => j.care_card_number);
    expect(new Set(numbers).size).toBe(3);
    const seq = numbers.map((n) => Number(n.slice(-6)));
    expect(seq[1]).toBe(seq[0]! + 1);
    expect(seq[2]).toBe(seq[1]! + 1);
  });

  it('ignores mass assignment of staff ids, status, number, channel and contact', async () => {
    const other = await c.createStaff({ email: 'other@care.ug' });
    const card = await createJobCard(c, customerId, {
      DashboardUserId: other.id,
      created_by: other.id,
      status: 'completed',
      care_card_number: 'CC-1999-999999',
      requested_via: 'app',
      client_name: 'Someone Else',
      contact: '0700000000',
      duration: 99,
      id: 777777,
    });
    expect(card).toMatchObject({
      DashboardUserId: c.staffId,
      created_by: c.staffId,
      status: 'pending',
      requested_via: 'portal',
      client_name: 'Amina Nakato',
      contact: '+256772123456',
      duration: 7,
    });
    expect(card.care_card_number).not.toBe('CC-1999-999999');
    expect(card.id).not.toBe(777777);
    const [row] = await c.db.select().from(jobCards).where(eq(jobCards.id, card.id));
    expect(row).toMatchObject({ dashboardUserId: c.staffId, createdBy: c.staffId });
  });

  it.each([
    ['yes', true],
    ['Yes', true],
    ['true', true],
    [true, true],
    ['no', false],
    [false, false],
  ])('reads has_doctor %j as %s', async (input, expected) => {
    expect((await createJobCard(c, customerId, { has_doctor: input })).has_doctor).toBe(expected);
  });

  it('stores duration as the number of days', async () => {
    const card = await createJobCard(c, customerId, { days: 12, nights: 3 });
    expect(card).toMatchObject({ days: 12, nights: 3, duration: 12 });
  });

  it.each([
    ['250,000', 250000],
    ['1,250,000', 1250000],
    ['UGX 80,000', 80000],
    [300000, 300000],
    ['', null],
  ])('reads the amount %j as whole UGX %s', async (amount, expected) => {
    const card = await createJobCard(c, customerId, {
      invoice_amount: amount,
      receipt_amount: amount,
    });
    expect(card.invoice_amount).toBe(expected);
    expect(card.receipt_amount).toBe(expected);
  });

  it.each([
    ['12.5', MONEY_HINT],
    ['250,000.50', MONEY_HINT],
    [12.5, MONEY_HINT],
    ['-5', MONEY_NEGATIVE_HINT],
    ['lots', MONEY_FIGURES_HINT],
  ])('refuses the amount %j saying %s', async (amount, message) => {
    const before = await countRows(c, jobCards);
    for (const field of ['invoice_amount', 'receipt_amount']) {
      const res = await c.send('/portal/jobcard', jobCardBody(customerId, { [field]: amount }));
      expect(expectFailure(res, 400).details?.[field]).toBe(message);
    }
    expect(await countRows(c, jobCards)).toBe(before);
  });

  it.each([
    ['Femal', 'Female'],
    ['Female', 'Female'],
    ['Male', 'Male'],
  ])("stores the patient gender %j as '%s'", async (input, stored) => {
    expect((await createJobCard(c, customerId, { gender: input })).gender).toBe(stored);
  });

  it.each(['service', 'gender', 'start_date', 'facility', 'medical_condition', 'address'])(
    "refuses a card without %s ('Field is required') and creates nothing",
    async (field) => {
      const before = await countRows(c, jobCards);
      const missing = await c.send(
        '/portal/jobcard',
        jobCardBody(customerId, { [field]: undefined }),
      );
      expect(expectFailure(missing, 400).details?.[field]).toBe('Field is required');
      const empty = await c.send('/portal/jobcard', jobCardBody(customerId, { [field]: '' }));
      expect(expectFailure(empty, 400).details?.[field]).toBe('Field is required');
      expect(await countRows(c, jobCards)).toBe(before);
    },
  );

  it('refuses values outside the lists', async () => {
    for (const patch of [
      { service: 'Massage' },
      { medical_condition: 'Flu' },
      { gender: 'Other' },
      { relation: 'Cousin' },
      { pysio_services: ['Dancing'] },
    ]) {
      const res = await c.send('/portal/jobcard', jobCardBody(customerId, patch));
      const field = Object.keys(patch)[0]!;
      const keys = Object.keys(expectFailure(res, 400).details ?? {});
      expect(keys.some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
    }
  });

  it("refuses a card without a customer: 400 'Select a customer'", async () => {
    const before = await countRows(c, jobCards);
    const res = await c.send('/portal/jobcard', jobCardBody(undefined));
    const body = expectFailure(res, 400);
    expect(body.error).toBe('Select a customer');
    expect(body.details?.UserId).toBe('Select a customer');
    expect(await countRows(c, jobCards)).toBe(before);
  });

  it('answers 404 for an unknown or deleted customer, creating nothing', async () => {
    const before = await countRows(c, jobCards);
    expectFailure(await c.send('/portal/jobcard', jobCardBody(999999)), 404);
    const gone = await createCustomer(c);
    expect((await c.del(`/customer/${gone.id}`)).statusCode).toBe(200);
    expectFailure(await c.send('/portal/jobcard', jobCardBody(gone.id)), 404);
    expect(await countRows(c, jobCards)).toBe(before);
  });

  it('refuses an end date before the start date', async () => {
    const res = await c.send(
      '/portal/jobcard',
      jobCardBody(customerId, { start_date: '2026-03-10', end_date: '2026-03-09' }),
    );
    expect(expectFailure(res, 400).details?.end_date).toBeTruthy();
    const same = await createJobCard(c, customerId, {
      start_date: '2026-03-10',
      end_date: '2026-03-10',
    });
    expect(same.end_date).toBe('2026-03-10');
  });

  it('refuses a malformed date', async () => {
    const res = await c.send(
      '/portal/jobcard',
      jobCardBody(customerId, { start_date: '01-03-2026' }),
    );
    expect(expectFailure(res, 400).details?.start_date).toBeTruthy();
  });

  it('honours an Idempotency-Key: one card for a repeated request', async () => {
    const key = { 'idempotency-key': 'card-once' };
    const body = jobCardBody(customerId, { patient_name: 'Once Only' });
    const first = await c.send('/portal/jobcard', body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await c.send('/portal/jobcard', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(c, jobCards, eq(jobCards.patientName, 'Once Only'))).toBe(1);
    const other = await c.send('/portal/jobcard', { ...body, facility: 'Nsambya' }, key);
    expectFailure(other, 422);
  });
});
