import { sql } from 'drizzle-orm';
import {
  BOOKING,
  createCustomer,
  createJobCard,
  customerBody,
  jobCardBody,
  TIP,
  type Ctx,
} from './factories.ts';
import { createIncome, createOrder, incomeBody, orderBody } from './ledger-factories.ts';
import { createNurse, nurseBody } from './nurse-factories.ts';
import { payJob, payNurse } from './payroll-factories.ts';

// The records races.test.ts edits twice at once, and the creations it sends
// twice at once with one Idempotency-Key: every kind the API has.

export type Raced = {
  url: string;
  version: string;
  /** The PUT body setting the raced field to the value of A or B. */
  body: (version: string, v: 'A' | 'B') => unknown;
  value: (v: 'A' | 'B') => string;
  /** The raced field as stored. */
  read: () => Promise<string>;
};

const cell = (c: Ctx, table: string, column: string, where: string) => async () =>
  String(
    (
      (await c.db.execute(
        sql.raw(`select ${column} as v from ${table} where ${where}`),
      )) as unknown as {
        rows: { v: unknown }[];
      }
    ).rows[0]!.v,
  );

/** The same body with A or B in one field. */
const tagged = (v: 'A' | 'B', a: string, b: string) => (v === 'A' ? a : b);

export async function approvedNurseJob(c: Ctx) {
  const nurse = await createNurse(c, {}, { approved: true });
  const card = await createJobCard(c, (await createCustomer(c)).id);
  const res = await c.send(`/portal/jobcard/nurse/${nurse.id}`, {
    jobId: card.id,
    start_date: '2027-06-01',
    duration: 2,
    rate: 30_000,
  });
  return { nurse, card, job: res.json().data as { id: number; updatedAt: string } };
}

export const EDITS: [string, (c: Ctx) => Promise<Raced>][] = [
  [
    'customer',
    async (c) => {
      const x = await createCustomer(c);
      const { order: _o, ...profile } = customerBody();
      return {
        url: `/customer/${x.id}`,
        version: x.updatedAt,
        body: (updatedAt, v) => ({ ...profile, firstname: `Name ${v}`, updatedAt }),
        value: (v) => `Name ${v}`,
        read: cell(c, 'customers', 'firstname', `id = ${x.id}`),
      };
    },
  ],
  [
    'nurse',
    async (c) => {
      const x = await createNurse(c);
      return {
        url: `/careteam/${x.id}`,
        version: x.updatedAt,
        body: (updatedAt, v) => ({
          ...nurseBody({ nurse: { first_name: `Grace ${v}` } }),
          updatedAt,
        }),
        value: (v) => `Grace ${v}`,
        read: cell(c, 'nurses', 'first_name', `id = ${x.id}`),
      };
    },
  ],
  [
    'income record',
    async (c) => {
      const customer = (await createCustomer(c)).id;
      const x = await createIncome(c, customer);
      return {
        url: `/income_trace/${x.id}`,
        version: x.updatedAt,
        body: (updatedAt, v) => ({
          ...incomeBody(customer, { doc_id: x.doc_id }),
          summary: `Note ${v}`,
          updatedAt,
        }),
        value: (v) => `Note ${v}`,
        read: cell(c, 'income_trace', 'summary', `id = ${x.id}`),
      };
    },
  ],
  [
    'job card',
    async (c) => {
      const x = await createJobCard(c, (await createCustomer(c)).id);
      const { UserId: _u, ...fields } = jobCardBody(undefined);
      return {
        url: `/portal/jobcard/${x.id}`,
        version: x.updatedAt,
        body: (updatedAt, v) => ({ ...fields, facility: `Clinic ${v}`, updatedAt }),
        value: (v) => `Clinic ${v}`,
        read: cell(c, 'job_cards', 'facility', `id = ${x.id}`),
      };
    },
  ],
  [
    'nurse job',
    async (c) => {
      const { job } = await approvedNurseJob(c);
      return {
        url: `/portal/jobcard/nurse/${job.id}`,
        version: job.updatedAt,
        body: (updatedAt, v) => ({ rate: tagged(v, '31000', '32000'), updatedAt }),
        value: (v) => tagged(v, '31000', '32000'),
        read: cell(c, 'nurse_jobs', 'rate', `id = ${job.id}`),
      };
    },
  ],
  [
    'booking (status)',
    async (c) => {
      const b = (await c.send('/booking', BOOKING)).json().data;
      return {
        url: `/booking/${b.docId}`,
        version: b.updatedAt,
        body: (updatedAt, v) => ({
          field: 'status',
          value: tagged(v, 'Accepted', 'Cancelled'),
          updatedAt,
        }),
        value: (v) => tagged(v, 'Accepted', 'Cancelled'),
        read: cell(c, 'bookings', 'status', `doc_id = '${b.docId}'`),
      };
    },
  ],
  [
    'health tip',
    async (c) => {
      const x = (await c.send('/healthtips', TIP)).json().data;
      return {
        url: `/healthtips/${x.id}`,
        version: x.updatedAt,
        body: (updatedAt, v) => ({ ...TIP, title: `Latch ${v}`, updatedAt }),
        value: (v) => `Latch ${v}`,
        read: cell(c, 'care_tips', 'title', `id = ${x.id}`),
      };
    },
  ],
  [
    'shop order (shipping fee)',
    async (c) => {
      const x = await createOrder(c);
      return {
        url: `/portal/orders/${x.id}`,
        version: x.updatedAt,
        body: (updatedAt, v) => ({
          key: 'shippingFee',
          value: Number(tagged(v, '5000', '7000')),
          updatedAt,
        }),
        value: (v) => tagged(v, '5000', '7000'),
        read: cell(c, 'shop_orders', 'shipping_fee', `id = ${x.id}`),
      };
    },
  ],
];

/**
 * Creations that take an Idempotency-Key: url, body, and the table a row
 * lands in; `where` picks its rows out of a table that other work also
 * writes to meanwhile (the automatic SMS the earlier bookings and job cards
 * queued land in notifications at any time).
 */
export const CREATIONS: [
  string,
  (c: Ctx) => Promise<{ url: string; body: unknown; table: string; where?: string }>,
][] = [
  ['customer', async () => ({ url: '/customer', body: customerBody(), table: 'customers' })],
  ['booking', async () => ({ url: '/booking', body: BOOKING, table: 'bookings' })],
  ['shop order', async () => ({ url: '/portal/orders', body: orderBody(), table: 'shop_orders' })],
  [
    'income record',
    async (c) => ({
      url: '/income_trace',
      body: incomeBody((await createCustomer(c)).id),
      table: 'income_trace',
    }),
  ],
  ['health tip', async () => ({ url: '/healthtips', body: TIP, table: 'care_tips' })],
  [
    'job card',
    async (c) => ({
      url: '/portal/jobcard',
      body: jobCardBody((await createCustomer(c)).id),
      table: 'job_cards',
    }),
  ],
  ['nurse', async () => ({ url: '/careteam', body: nurseBody(), table: 'nurses' })],
  [
    'nurse job',
    async (c) => {
      const nurse = await createNurse(c, {}, { approved: true });
      const card = await createJobCard(c, (await createCustomer(c)).id);
      const body = { jobId: card.id, start_date: '2027-08-01', duration: 1, rate: 30_000 };
      return { url: `/portal/jobcard/nurse/${nurse.id}`, body, table: 'nurse_jobs' };
    },
  ],
  [
    'review',
    async (c) => {
      const { job } = await approvedNurseJob(c);
      const body = {
        nurse_job_id: job.id,
        nps: 9,
        customer_review: 'Kind',
        nurse_review: 'Welcoming',
      };
      return { url: '/review', body, table: 'reviews' };
    },
  ],
  [
    'notification to everyone',
    async () => ({
      url: '/sendcomms/sendNotificationToTopic',
      body: {
        category: 'update',
        title: 'Clinic hours',
        click_action: 'MAIN_HOME',
        message: 'We open at 8.',
        messageType: 'all',
      },
      table: 'notifications',
      where: "title = 'Clinic hours'",
    }),
  ],
  [
    'payout batch',
    async (c) => {
      const nurse = await payNurse(c, 'Race', 'Nurse');
      const body = { nurseJobIds: [await payJob(c, nurse), await payJob(c, nurse)] };
      return { url: '/payroll/batches', body, table: 'payout_batches' };
    },
  ],
];
