import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API_BASE, mobileNetworkOf, type Batch } from '@app/contract';
import { customers, incomeTrace, jobCards, nurseJobs, nurses } from '../src/db/schema/index.ts';
import { setup, type Ctx } from './factories.ts';

// Builders for the payroll suites (issue 25): a STAFF member and two ADMINs
// signed in, and completed, unpaid nurse jobs written straight to the tables
// (the nurse-jobs suites test how jobs are booked and completed; here only
// what the payroll does with them matters).

export type PayCtx = Ctx & {
  admin1: Record<string, string>;
  admin2: Record<string, string>;
  admin1Id: string;
  as: (headers: Record<string, string>) => {
    post: (
      url: string,
      body?: unknown,
      extra?: Record<string, string>,
    ) => Promise<LightMyRequestResponse>;
    get: (url: string) => Promise<LightMyRequestResponse>;
    patch: (url: string, body: unknown) => Promise<LightMyRequestResponse>;
  };
};

export async function payrollSetup(): Promise<PayCtx> {
  const c = await setup({ AUTH_RATE_LIMIT_MAX: '100000' });
  const a1 = await c.createStaff({ email: 'ada.admin@care.ug', role: 'ADMIN', name: 'Ada Admin' });
  await c.createStaff({ email: 'ben.admin@care.ug', role: 'ADMIN', name: 'Ben Admin' });
  const admin1 = (await c.signIn('ada.admin@care.ug')).headers;
  const admin2 = (await c.signIn('ben.admin@care.ug')).headers;
  const as = (headers: Record<string, string>) => ({
    post: (url: string, body: unknown = {}, extra: Record<string, string> = {}) =>
      c.post(url, body, { ...headers, ...extra }),
    get: (url: string) => c.get(url, headers),
    patch: (url: string, body: unknown) =>
      c.app.inject({ method: 'PATCH', url: `${API_BASE}${url}`, headers, payload: body as never }),
  });
  return Object.assign(c, { admin1, admin2, admin1Id: a1.id, as });
}

let serial = 0;
const next = () => ++serial;

export type TestNurse = { id: number; name: string; phone: string };

/** A nurse straight in the table; `mobileMoney` is her mobile money number (E.164) or none. */
export async function payNurse(
  c: Pick<Ctx, 'db'>,
  first: string,
  last: string,
  mobileMoney: string | null = null,
): Promise<TestNurse> {
  const n = next();
  // an MTN number (077): the MTN file of exportedBatch leaves out other networks' (issue 36)
  const phone = `+25677150${String(n).padStart(4, '0')}`;
  const [row] = await c.db
    .insert(nurses)
    .values({
      userId: randomUUID(),
      firstName: first,
      lastName: last,
      username: `${first} ${last}`,
      email: `pay.nurse.${n}@example.ug`,
      phoneNumber: phone,
      mobileMoneyNumber: mobileMoney,
      qualification: 'Registered Nurse',
      graduationYear: 2018,
      careNumber: `CN-T${String(n).padStart(5, '0')}`,
      verified: true,
    })
    .returning();
  return { id: row!.id, name: `${first} ${last}`, phone };
}

export type JobOpts = {
  endDate?: string;
  duration?: number;
  rate?: number;
  status?: 'completed' | 'ongoing' | 'pending' | 'cancelled';
  paymentStatus?: 'Paid' | 'UnPaid';
  /** The job card's receipt number, and the ledger station of that receipt (none: no ledger entry). */
  receipt?: { docId: string; station?: string };
  client?: string;
};

/** A nurse job of `nurse`, completed and unpaid unless told otherwise; answers its id. */
export async function payJob(c: Pick<Ctx, 'db'>, nurse: TestNurse, o: JobOpts = {}) {
  const n = next();
  const [cust] = await c.db
    .insert(customers)
    .values({
      userId: randomUUID(),
      firstname: o.client ?? 'Amina',
      lastname: `Client${n}`,
      phonenumber: `+25677260${String(n).padStart(4, '0')}`,
      address: 'Ntinda, Kampala',
      userType: 'parent',
    })
    .returning();
  const [card] = await c.db
    .insert(jobCards)
    .values({
      careCardNumber: `CC-2026-9${String(n).padStart(5, '0')}`,
      customerId: cust!.id,
      clientName: `${o.client ?? 'Amina'} Client${n}`,
      service: 'In home care',
      status: 'completed',
      receiptNumber: o.receipt?.docId ?? null,
    })
    .returning();
  if (o.receipt?.station)
    await c.db.insert(incomeTrace).values({
      txnDate: '2026-10-01',
      product: 'PATIENT CARE',
      leadSource: 'Referral',
      station: o.receipt.station,
      paymentMethod: 'Mobile Money',
      status: 'Paid',
      amount: 500_000,
      // the ledger's receipt in another case: the match ignores case
      docId: o.receipt.docId.toLowerCase(),
      userId: cust!.id,
    });
  const duration = o.duration ?? 3;
  const rate = o.rate ?? 40_000;
  // SPEC 5: end date = start + duration, the day after the last day of care.
  const end = o.endDate ?? '2026-10-10';
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - duration * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const [job] = await c.db
    .insert(nurseJobs)
    .values({
      jobId: card!.id,
      nurseId: nurse.id,
      startDate: start,
      endDate: end,
      duration,
      days: duration,
      rate,
      amount: rate * duration,
      status: o.status ?? 'completed',
      paymentStatus: o.paymentStatus ?? 'UnPaid',
    })
    .returning();
  return job!.id;
}

export function data<T = unknown>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as T;
}

/** Drafts a batch as `headers` (STAFF by default) and answers it. */
export async function draft(c: PayCtx, ids: number[], headers = c.headers): Promise<Batch> {
  return data<Batch>(await c.as(headers).post('/payroll/batches', { nurseJobIds: ids }), 201);
}

/** Drafted by STAFF, approved by an ADMIN, exported as MTN (Airtel for Airtel numbers): ready for payments. */
export async function exportedBatch(c: PayCtx, ids: number[]) {
  const b = await draft(c, ids);
  data(await c.as(c.admin1).post(`/payroll/batches/${b.id}/approve`));
  const format = mobileNetworkOf(b.lines[0]!.msisdn) === 'Airtel' ? 'airtel' : 'mtn';
  const file = await c.as(c.headers).get(`/payroll/batches/${b.id}/export?format=${format}`);
  expect(file.statusCode, file.body).toBe(200);
  return data<Batch>(await c.read(`/payroll/batches/${b.id}`));
}
