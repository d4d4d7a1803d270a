import { count, eq, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { API_BASE } from '@app/contract';
import { auditLog } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Builders for the nurses, nurse-jobs and reviews suites: one app per file,
// one signed-in STAFF member, and nurses / customers / job cards made through
// the API itself.

export type NurseCtx = TestContext & {
  staffId: string;
  headers: Record<string, string>;
  send: (url: string, payload: unknown) => Promise<LightMyRequestResponse>;
  read: (url: string) => Promise<LightMyRequestResponse>;
  put: (url: string, payload: unknown) => Promise<LightMyRequestResponse>;
  del: (url: string) => Promise<LightMyRequestResponse>;
};

export async function nurseSetup(config: Record<string, string> = {}): Promise<NurseCtx> {
  const t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '100000', ...config } });
  const email = 'nurse.desk@care.ug';
  const staff = await t.createStaff({ email, name: 'Nurse Desk' });
  const { headers } = await t.signIn(email);
  const inject = (method: 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `${API_BASE}${url}`, payload: payload as never, headers });
  return Object.assign(t, {
    staffId: staff.id,
    headers,
    send: (url: string, payload: unknown) => t.post(url, payload, headers),
    read: (url: string) => t.get(url, headers),
    put: (url: string, payload: unknown) => inject('PUT', url, payload),
    del: (url: string) => inject('DELETE', url),
  });
}

let serial = 0;
/** A distinct valid Ugandan mobile number in local form (0701 2xx xxx). */
export function nursePhone(): string {
  serial += 1;
  return `0701${String(200000 + serial).slice(-6)}`;
}

type Parts = { nurse?: Record<string, unknown>; work?: unknown; academics?: unknown };
let mails = 0;

/** A complete, valid three-part create payload (SPEC 3). */
export function nurseBody(parts: Parts = {}) {
  return {
    nurse: {
      first_name: 'Grace',
      last_name: 'Akello',
      // distinct: a second nurse with an e-mail in use is refused (issue 21.10)
      email: `grace.akello+${++mails}@example.ug`,
      phone_number: nursePhone(),
      gender: 'Female',
      address: 'Kireka, Wakiso',
      availability: 'Full time',
      work_status: 'Employed',
      ref_name: 'Sr. Mary Namusoke',
      ref_email: 'mary@example.ug',
      qualification: 'Registered Midwife',
      education_level: 'Diploma',
      graduation_year: 2018,
      certificate_no: 'UNMC-4431',
      ...parts.nurse,
    },
    work:
      parts.work === undefined
        ? {
            position: 'Midwife',
            company: 'Mengo Hospital',
            currentPosition: false,
            startDate: '2019-01-07',
            endDate: '2023-06-30',
            description: 'Labour ward',
          }
        : parts.work,
    academics:
      parts.academics === undefined
        ? {
            qualification: 'Registered Midwife',
            school: 'Mulago School of Nursing and Midwifery',
            course: ['Registered Midwife'],
            startDate: '2015-08-03',
            endDate: '2018-07-27',
            grade: 'Distinction',
          }
        : parts.academics,
  };
}

export type NurseData = {
  id: number;
  user_id: string;
  first_name: string;
  last_name: string;
  username: string;
  care_number: string;
  verified: boolean;
  rating: number | null;
  updatedAt: string;
  blocked_user: { status: string };
  [k: string]: unknown;
};

/** Creates a nurse through the API; `approved` also approves her. */
export async function createNurse(
  c: NurseCtx,
  nurse: Record<string, unknown> = {},
  opts: { approved?: boolean } = {},
): Promise<NurseData> {
  const res = await c.send('/careteam', nurseBody({ nurse }));
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json().data as NurseData;
  if (opts.approved) {
    const ok = await c.put(`/careteam/${created.id}/approve`, { verified: true });
    expect(ok.statusCode, ok.body).toBe(200);
    return (await c.read(`/careteam/${created.id}`)).json().data as NurseData;
  }
  return created;
}

export type CardData = {
  id: number;
  care_card_number: string;
  client_name: string;
  UserId: number;
  status: string;
  updatedAt: string;
};

/** A customer (POST /customer) and a Postnatal Care job card for her (POST /portal/jobcard). */
export async function createCard(
  c: NurseCtx,
  customer: { firstname?: string; lastname?: string } = {},
): Promise<CardData> {
  serial += 1;
  const cust = await c.send('/customer', {
    firstname: customer.firstname ?? 'Amina',
    lastname: customer.lastname ?? 'Nakato',
    phonenumber: `0772${String(300000 + serial).slice(-6)}`,
    gender: 'Female',
    address: 'Plot 4, Ntinda Road, Kampala',
    order: { order: 'Postnatal care services' },
  });
  expect(cust.statusCode, cust.body).toBe(201);
  const UserId = cust.json().data.customer.id as number;
  const card = await c.send('/portal/jobcard', {
    UserId,
    service: 'Postnatal Care',
    gender: 'Female',
    start_date: '2026-03-01',
    facility: 'Mulago Hospital',
    medical_condition: 'C-section',
    address: 'Ntinda, Kampala',
  });
  expect(card.statusCode, card.body).toBe(201);
  return card.json().data as CardData;
}

/** Moves a job card to another status through the API. */
export async function moveCard(c: NurseCtx, id: number, status: string) {
  const res = await c.put(`/portal/jobcard/${id}`, { status });
  expect(res.statusCode, res.body).toBe(200);
}

export type FailureBody = { status: string; error: string; details?: Record<string, string> };

/** Asserts the API.md failure envelope and answers it. */
export function expectFailure(res: LightMyRequestResponse, status: number): FailureBody {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as FailureBody;
  expect(body.status).toBe('failed');
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  expect(Object.keys(body).every((k) => ['status', 'error', 'details'].includes(k))).toBe(true);
  expect(body.error).not.toMatch(/\b(select|insert|update|constraint)\b.*\b(from|into|set|on)\b/i);
  expect(res.body).not.toMatch(/node_modules|\/src\/|at .+\.ts:\d+/);
  return body;
}

export async function countRows(c: NurseCtx, table: PgTable, where?: SQL) {
  const [row] = await c.db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

/** The audit entries of one record, oldest first. */
export const auditFor = (c: NurseCtx, entity: string, entityId: number | string) =>
  c.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)))
    .orderBy(auditLog.id)
    .then((rows) => rows.filter((r) => r.entity === entity));

/** True when the message shows the ISO date as YYYY-MM-DD or DD-MM-YYYY (SPEC 9). */
export function mentionsDate(message: string, iso: string): boolean {
  const [y, m, d] = iso.split('-');
  return message.includes(iso) || message.includes(`${d}-${m}-${y}`);
}
