import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { expect } from 'vitest';
import { API_BASE } from '@app/contract';
import { createJobCard, customerBody, jobCardBody, type Ctx } from './factories.ts';
import { createIncome, createOrder, putOrder } from './ledger-factories.ts';
import { createNurse, nurseBody } from './nurse-factories.ts';
import { reconciliationCases } from './audit-cases-reconciliation.ts';
import { payrollCases } from './audit-cases-payroll.ts';
import { privacyCases } from './audit-cases-privacy.ts';
import { licenceCases } from './audit-cases-licences.ts';
import { maternalCases } from './audit-cases-maternal.ts';
import { scheduleCases } from './audit-cases-schedule.ts';
import { visitsCases } from './audit-cases-visits.ts';
import { visitProofCases } from './audit-cases-visit-proof.ts';
import { communicationCases } from './audit-cases-communication.ts';
import { staffCases } from './audit-cases-staff.ts';
import { paymentCases } from './audit-cases-payments.ts';
import { data, jpeg, upload } from './audit-case-kit.ts';

// The case map of audit-coverage.test.ts: one or more cases per write
// operation of the API, each performing it through app.inject() and naming
// the audit entries it must leave. Which operation a case really reached is
// not taken on trust: Fastify publishes every request that reaches a route
// handler on a diagnostics channel, with the route's own method and URL.

/** An operation as the OpenAPI document names it, e.g. `PUT /customer/{id}`. */
export type Op = string;
export type Want = {
  action: string;
  entity: string;
  entityId: string;
  /** The staff member acting, or null (a failed sign-in has no one yet). */
  actor: string | null;
  actorEmail: string;
  /** field -> [before, after], for updates and status changes */
  change?: Record<string, [unknown, unknown]>;
};
export type Case = { op: Op; what: string; reached: Op[]; wants: Want[] };

const HANDLER_START = 'tracing:fastify.request.handler:start';
export const opOf = (method: string, url: string): Op =>
  `${method.toUpperCase()} ${url.slice(API_BASE.length).replace(/:(\w+)/g, '{$1}')}`;

const BOOKING = {
  firstName: 'Joy',
  lastName: 'Oki',
  primaryPhoneNumber: '0772555101',
  service: 'Care',
};
const nj = (jobId: number, d: string) => ({ jobId, start_date: d, duration: 1, rate: 30_000 });
const REVIEW = { nps: 9, customer_review: 'Kind', nurse_review: 'Welcoming' };

/** Performs every case in order (later cases use the records earlier ones made). */
export async function performEveryCase(
  c: Ctx,
  admin: { id: string; email: string; headers: Record<string, string> },
): Promise<Case[]> {
  const cases: Case[] = [];
  let current: Case | undefined;
  const onHandler = (message: unknown) => {
    const { route } = message as { route: { method: string; url: string } };
    current?.reached.push(opOf(route.method, route.url));
  };
  const emails = new Map<string | null, string>([
    [c.staffId, 'desk@care.ug'],
    [admin.id, admin.email],
  ]);
  async function act<T>(op: Op, what: string, run: () => Promise<T>): Promise<T> {
    if (current) throw new Error(`case ${what} started inside ${current.what}`);
    current = { op, what, reached: [], wants: [] };
    cases.push(current);
    try {
      return await run();
    } finally {
      current = undefined;
    }
  }
  /** The entry the current case must leave. */
  const w = (
    action: string,
    entity: string,
    entityId: string | number,
    change?: Want['change'],
    actor: string | null = c.staffId,
    actorEmail = emails.get(actor)!,
  ) =>
    current!.wants.push({ action, entity, entityId: String(entityId), actor, actorEmail, change });
  const made = async (url: string, body: unknown) => data(await c.send(url, body), 201);

  subscribe(HANDLER_START, onHandler);
  try {
    // customers (the first order becomes a booking, ruling 16)
    const { order: firstOrder, ...profile } = customerBody({ firstname: 'Amina' });
    const cust = await act('POST /customer', 'customer create', async () => {
      const created = await made('/customer', { ...profile, order: firstOrder });
      w('create', 'customer', created.customer.id);
      w('create', 'booking', created.booking.docId);
      return created.customer.id as number;
    });
    await act('PUT /customer/{id}', 'customer update', async () => {
      data(await c.put(`/customer/${cust}`, { ...profile, firstname: 'Sarah' }));
      w('update', 'customer', cust, { firstname: ['Amina', 'Sarah'] });
    });
    await act('DELETE /customer/{id}', 'customer delete', async () => {
      const other = (await made('/customer', customerBody())).customer.id;
      data(await c.del(`/customer/${other}`));
      w('delete', 'customer', other);
    });
    await act('POST /customer/{id}/picture', 'customer picture, then another', async () => {
      const first = data(await upload(c, `/customer/${cust}/picture`, await jpeg('#4CAF50')));
      w('update', 'customer', cust, { picture: [null, first.photo_url] });
      const second = data(await upload(c, `/customer/${cust}/picture`, await jpeg('#2196F3')));
      expect(second.photo_url).not.toBe(first.photo_url);
      w('update', 'customer', cust, { picture: [first.photo_url, second.photo_url] });
    });
    await act('PUT /customer/{id}/device-token', 'customer device token', async () => {
      data(await c.put(`/customer/${cust}/device-token`, { fcm_token: 'fcm-amina-phone' }));
      w('update', 'customer', cust, { device: [false, true] });
    });
    await act('POST /customer/{id}/message', 'customer message', async () => {
      const sent = data(await c.send(`/customer/${cust}/message`, { message: 'See you at 9.' }));
      w('send', 'notification', sent.id);
    });

    // bookings
    const booking = await act('POST /booking', 'booking create', async () => {
      const docId = (await made('/booking', BOOKING)).docId as string;
      w('create', 'booking', docId);
      return docId;
    });
    await act('PATCH /booking/{id}', 'booking request filled in', async () => {
      const filled = { serviceStartDate: '2026-11-03', totalCost: 150_000 };
      const url = `${API_BASE}/booking/${booking}`;
      data(await c.app.inject({ method: 'PATCH', url, payload: filled, headers: c.headers }));
      w('update', 'booking', booking, {
        serviceStartDate: [null, '2026-11-03'],
        totalCost: [null, 150_000],
      });
    });
    await act('PUT /booking/{id}', 'booking status', async () => {
      data(await c.put(`/booking/${booking}`, { field: 'status', value: 'Accepted' }));
      w('status', 'booking', booking, { status: ['Pending', 'Accepted'] });
    });

    // job cards
    const card = await act('POST /portal/jobcard', 'job card create', async () => {
      const id = (await createJobCard(c, cust)).id;
      w('create', 'job_card', id);
      return id;
    });
    await act('PUT /portal/jobcard/{id}', 'job card status', async () => {
      data(await c.put(`/portal/jobcard/${card}`, { status: 'ongoing' }));
      w('status', 'job_card', card, { status: ['pending', 'ongoing'] });
    });
    await act('PUT /portal/jobcard/{id}', 'job card field edit', async () => {
      const seen = data(await c.read(`/portal/jobcard/${card}`));
      const { UserId: _, ...fields } = jobCardBody(cust);
      const body = Object.fromEntries(Object.keys(fields).map((k) => [k, seen[k]]));
      const edit = { ...body, facility: 'Nsambya Hospital', updatedAt: seen.updatedAt };
      data(await c.put(`/portal/jobcard/${card}`, edit));
      w('update', 'job_card', card, { facility: ['Mulago Hospital', 'Nsambya Hospital'] });
    });
    await act('DELETE /portal/jobcard/{id}', 'job card delete', async () => {
      const doomed = (await createJobCard(c, cust)).id;
      data(await c.del(`/portal/jobcard/${doomed}`));
      w('delete', 'job_card', doomed);
    });

    // nurses
    const nurse = await act('POST /careteam', 'nurse create', async () => {
      const id = (await createNurse(c, { first_name: 'Grace' })).id;
      w('create', 'nurse', id);
      return id;
    });
    await act('PUT /careteam/{id}', 'nurse field edit', async () => {
      const seen = data(await c.read(`/careteam/${nurse}`));
      const body = { ...nurseBody({ nurse: { first_name: 'Mercy' } }), updatedAt: seen.updatedAt };
      data(await c.put(`/careteam/${nurse}`, body));
      w('update', 'nurse', nurse, { firstName: ['Grace', 'Mercy'] });
    });
    await act('PUT /careteam/{id}/approve', 'nurse approve', async () => {
      data(await c.put(`/careteam/${nurse}/approve`, { verified: true }));
      w('status', 'nurse', nurse, { verified: [false, true] });
    });
    await act('POST /careteam/{id}/picture', 'nurse picture, then another', async () => {
      const first = data(await upload(c, `/careteam/${nurse}/picture`, await jpeg('#9C27B0')));
      w('update', 'nurse', nurse, { picture: [null, first.profile_picture] });
      const second = data(await upload(c, `/careteam/${nurse}/picture`, await jpeg('#FF9800')));
      w('update', 'nurse', nurse, { picture: [first.profile_picture, second.profile_picture] });
    });
    await act('PUT /careteam/{id}/device-token', 'nurse device token', async () => {
      data(await c.put(`/careteam/${nurse}/device-token`, { fcm_token: 'fcm-grace-phone' }));
      w('update', 'nurse', nurse, { device: [false, true] });
    });
    const second = (await createNurse(c, { first_name: 'Ruth' })).id;
    const account = { nurseId: second };
    await act('PUT /careteam/account/blockAccount', 'nurse account (PUT)', async () => {
      data(await c.put('/careteam/account/blockAccount', { ...account, status: 'SUSPENDED' }));
      w('status', 'nurse_account', second, { status: ['ACTIVE', 'SUSPENDED'] });
    });
    await act('POST /careteam/account/blockAccount', 'nurse account (POST)', async () => {
      data(await c.send('/careteam/account/blockAccount', { ...account, status: 'BLOCKED' }));
      w('status', 'nurse_account', second, { status: ['SUSPENDED', 'BLOCKED'] });
    });
    await act('DELETE /resume/profile/{id}', 'nurse delete', async () => {
      data(await c.del(`/resume/profile/${second}`));
      w('delete', 'nurse', second);
    });

    // nurse jobs and a review
    const job = await act('POST /portal/jobcard/nurse/{id}', 'nurse job create', async () => {
      // in the past: a job starts only from its start date on (issue 36)
      const id = (await made(`/portal/jobcard/nurse/${nurse}`, nj(card, '2026-06-01'))).id;
      w('create', 'nurse_job', id);
      return id as number;
    });
    await act('PUT /portal/jobcard/nurse/{id}', 'nurse job field edit', async () => {
      data(await c.put(`/portal/jobcard/nurse/${job}`, { rate: 35_000 }));
      w('update', 'nurse_job', job, { rate: [30_000, 35_000], amount: [30_000, 35_000] });
    });
    await act('PUT /portal/jobcard/nurse/{id}', 'nurse job status', async () => {
      data(await c.put(`/portal/jobcard/nurse/${job}`, { status: 'ongoing' }));
      w('status', 'nurse_job', job, { status: ['pending', 'ongoing'] });
    });
    await act('POST /review', 'review', async () => {
      w('create', 'review', (await made('/review', { nurse_job_id: job, ...REVIEW })).id);
    });
    await act('DELETE /portal/jobcard/nurse/{id}', 'nurse job delete', async () => {
      const job2 = (await made(`/portal/jobcard/nurse/${nurse}`, nj(card, '2027-07-01'))).id;
      data(await c.del(`/portal/jobcard/nurse/${job2}`));
      w('delete', 'nurse_job', job2);
    });

    // shop orders
    const order = await act('POST /portal/orders', 'shop order create', async () => {
      const made = await createOrder(c, { shippingFee: 5_000 });
      w('create', 'shop_order', made.orderNumber);
      return made;
    });
    await act('PUT /portal/orders/{id}', 'shop order status', async () => {
      data(await putOrder(c, order.id, 'status', 'Confirmed'));
      w('status', 'shop_order', order.orderNumber, { status: ['Pending', 'Confirmed'] });
    });
    await act('PUT /portal/orders/{id}', 'shipping fee', async () => {
      data(await putOrder(c, order.id, 'shippingFee', 7_000));
      w('update', 'shop_order', order.orderNumber, { shippingFee: [5_000, 7_000] });
    });

    // income ledger
    const income = await act('POST /income_trace', 'income create', async () => {
      const made = await createIncome(c, cust, { status: 'Pending', amount: 95_000 });
      w('create', 'income_trace', made.id);
      return made;
    });
    await act('PUT /income_trace/{id}', 'income edit', async () => {
      const { txn_date, product, lead_source, station, payment_method, amount, doc_id } = income;
      const edit = { txn_date, product, lead_source, station, payment_method, amount, doc_id };
      data(await c.put(`/income_trace/${income.id}`, { ...edit, user_id: cust, status: 'Paid' }));
      w('update', 'income_trace', income.id, { status: ['Pending', 'Paid'] });
    });

    // health tips, notifications and SMS (issue 24)
    await communicationCases(c, admin, act, w, { cust, nurse });

    // mobile money reconciliation (issue 25)
    await reconciliationCases(c, cust, act, w);

    // nurse payroll (issue 25)
    await payrollCases(c, admin, act, w);

    // payment prompts on her phone (issue 43)
    await paymentCases(c, cust, act, w);

    // personal data (issue 26)
    await privacyCases(c, admin, act, w);

    // a nurse's licence (issue 27)
    await licenceCases(c, act, w);

    // a customer's pregnancy (issue 42)
    await maternalCases(c, admin, act, w);

    // a nurse's calendar feed (issue 27)
    await scheduleCases(c, act, w);

    // Today's visits: the shift starts and the coordinator (issue 37)
    await visitsCases(c, admin, act, w);

    // a day of care without proof, decided for pay (issue 37)
    await visitProofCases(c, admin, act, w);

    // staff administration (ADMIN), and the new person's sign-in and sign-out
    await staffCases(c, admin, act, w, emails);
  } finally {
    unsubscribe(HANDLER_START, onHandler);
  }
  return cases;
}
