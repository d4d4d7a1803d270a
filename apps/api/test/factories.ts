import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API_BASE } from '@app/contract';
import { auditLog } from '../src/db/schema/index.ts';
import type { bookings, customers, jobCards } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Shared builders for the customers, job-card, search and picture suites.

export type Ctx = TestContext & {
  staffId: string;
  headers: Record<string, string>;
  put: (url: string, payload: unknown) => Promise<LightMyRequestResponse>;
  del: (url: string) => Promise<LightMyRequestResponse>;
  /** POST with the signed-in staff member's headers. */
  send: (
    url: string,
    payload: unknown,
    extra?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  read: (url: string) => Promise<LightMyRequestResponse>;
};

/** One app per file, with one signed-in STAFF member. */
export async function setup(
  config: Record<string, string> = {},
  opts: Omit<Parameters<typeof createTestApp>[0], 'config'> = {},
): Promise<Ctx> {
  const t = await createTestApp({ ...opts, config });
  const email = 'desk@care.ug';
  const staff = await t.createStaff({ email, name: 'Front Desk' });
  const { headers } = await t.signIn(email);
  const inject = (method: 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `${API_BASE}${url}`, payload: payload as never, headers });
  return Object.assign(t, {
    staffId: staff.id,
    headers,
    put: (url: string, payload: unknown) => inject('PUT', url, payload),
    del: (url: string) => inject('DELETE', url),
    send: (url: string, payload: unknown, extra: Record<string, string> = {}) =>
      t.post(url, payload, { ...headers, ...extra }),
    read: (url: string) => t.get(url, headers),
  });
}

let serial = 0;
/** A distinct valid Ugandan mobile number in local form, e.g. 0772 100 001. */
export function localPhone(): string {
  serial += 1;
  return `0772${String(100000 + serial).slice(-6)}`;
}

export function customerBody(overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'Amina',
    lastname: 'Nakato',
    phonenumber: localPhone(),
    email: 'amina@example.ug',
    gender: 'Female',
    children: 2,
    address: 'Plot 4, Ntinda Road, Kampala',
    order: { order: 'Prepared mama bag', address: 'Ntinda', category: 'Maternity' },
    ...overrides,
  };
}

/** Creates a customer through the API and answers it. */
export async function createCustomer(c: Ctx, overrides: Record<string, unknown> = {}) {
  const res = await c.send('/customer', customerBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.customer as Record<string, unknown> & { id: number; updatedAt: string };
}

export function jobCardBody(UserId: number | undefined, overrides: Record<string, unknown> = {}) {
  return {
    UserId,
    service: 'In home care',
    patient_name: 'Baby Nakato',
    gender: 'Female',
    start_date: '2026-03-01',
    end_date: '2026-03-08',
    facility: 'Mulago Hospital',
    medical_condition: 'C-section',
    address: 'Ntinda, Kampala',
    relation: 'Mother',
    age_group: '25-30',
    days: 7,
    nights: 0,
    invoice_number: 'INV-77',
    invoice_amount: '250,000',
    has_doctor: 'no',
    ...overrides,
  };
}

export async function createJobCard(
  c: Ctx,
  UserId: number,
  overrides: Record<string, unknown> = {},
) {
  const res = await c.send('/portal/jobcard', jobCardBody(UserId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, unknown> & {
    id: number;
    care_card_number: string;
    status: string;
    UserId: number;
    createdAt: string;
    updatedAt: string;
  };
}

/** A valid health tip (SPEC 5: all four fields). */
export const TIP = {
  title: 'Latch',
  subtitle: 'Feeding',
  details: 'Hold baby close.',
  category: 'Baby',
};

/**
 * A booking as the customer app sends it (ruling 17), complete: one without
 * its start date (a past day, so it may be started) or price is a request
 * that cannot be confirmed (issue 37).
 */
export const BOOKING = {
  firstName: 'Joy',
  lastName: 'Oki',
  primaryPhoneNumber: '0772555101',
  service: 'Care',
  serviceStartDate: '2026-11-03',
  totalCost: 150_000,
};

/** Asserts the API.md failure envelope and answers it. */
export function expectFailure(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { status: string; error: string; details?: Record<string, string> };
  expect(body.status).toBe('failed');
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  expect(Object.keys(body).every((k) => ['status', 'error', 'details'].includes(k))).toBe(true);
  return body;
}

export async function countRows(
  c: Ctx,
  table: typeof customers | typeof bookings | typeof jobCards | typeof auditLog,
  where?: SQL,
) {
  const [row] = await c.db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

export const auditFor = (c: Ctx, entity: string, entityId: number | string) =>
  c.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)))
    .orderBy(auditLog.id)
    .then((rows) => rows.filter((r) => r.entity === entity));

/**
 * Runs `fn` while every audit insert fails (a test-only trigger), then
 * removes the trigger: shows a write is not kept without its audit entry.
 */
export async function whileAuditRefused<T>(c: Ctx, fn: () => Promise<T>): Promise<T> {
  await c.db.execute(sql`
    create function test_no_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit refused'; end $$`);
  await c.db.execute(sql`
    create trigger test_no_audit before insert on audit_log
    for each row execute function test_no_audit()`);
  try {
    return await fn();
  } finally {
    await c.db.execute(sql`drop trigger test_no_audit on audit_log`);
    await c.db.execute(sql`drop function test_no_audit()`);
  }
}
