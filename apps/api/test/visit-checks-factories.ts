import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { API_BASE, addDays, normalizePhone, ugandaDate } from '@app/contract';
import { visitChecks, visitExceptions } from '../src/db/schema/index.ts';
import { createCustomer, createJobCard } from './factories.ts';
import { createNurse, nursePhone, type NurseCtx } from './nurse-factories.ts';
import { smsRows, smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 37, proof of the visit: an app with SMS to a memory gateway, the
// incoming-message callback as Africa's Talking posts it, and nurses booked
// on cards with their visit codes.

export type VisitCtx = SmsCtx & { key: string };

export async function visitSetup(config: Record<string, string> = {}): Promise<VisitCtx> {
  const c = await smsSetup({ AUTH_RATE_LIMIT_MAX: '100000', ...config });
  const settings = await c.get('/sms/settings', c.adminHeaders);
  // the key is the URL's last segment (issue 39)
  const key = new URL(settings.json().data.incomingCallbackUrl).pathname.split('/').at(-1)!;
  return Object.assign(c, { key });
}

export const today = ugandaDate();

let messages = 0;
/** Posts an incoming SMS to the callback (form-encoded, the key in the path); a fresh gateway id unless given. */
export const incoming = (
  c: VisitCtx,
  from: string,
  text: string,
  opts: { key?: string; id?: string | null } = {},
) => {
  const fields: Record<string, string> = { from, text, to: '12345', date: '2026-11-26 10:00:00' };
  if (opts.id !== null) fields.id = opts.id ?? `in-${process.pid}-${++messages}`;
  return c.app.inject({
    method: 'POST',
    url: `${API_BASE}/sms/incoming/${encodeURIComponent(opts.key ?? c.key)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
};

export type Visit = {
  jobId: number;
  nurseId: number;
  /** E.164, as the gateway posts it */
  phone: string;
  firstName: string;
  card: string;
  code: string;
};

/** A fresh approved nurse (her own phone) booked on a fresh card for `duration` days from `start`. */
export async function visit(
  c: VisitCtx,
  opts: { start?: string; duration?: number; shift?: 'Day' | 'Night' | 'Day and night' } = {},
): Promise<Visit> {
  const local = nursePhone();
  const nurse = await createNurse(
    c as unknown as NurseCtx,
    { first_name: 'Mary', phone_number: local },
    { approved: true },
  );
  const customer = await createCustomer(c);
  const start = opts.start ?? today;
  const duration = opts.duration ?? 3;
  const card = await createJobCard(c, customer.id, {
    start_date: start,
    end_date: addDays(start, duration - 1),
  });
  const res = await c.send(`/portal/jobcard/nurse/${nurse.id}`, {
    jobId: card.id,
    start_date: start,
    duration,
    rate: 40_000,
    shift: opts.shift ?? 'Day',
  });
  expect(res.statusCode, res.body).toBe(201);
  const jobId = res.json().data.id as number;
  return {
    jobId,
    nurseId: nurse.id,
    phone: normalizePhone(local)!,
    firstName: 'Mary',
    card: card.care_card_number,
    code: await c.app.services.visits.codeFor(jobId),
  };
}

export const checksOf = (c: VisitCtx, jobId: number) =>
  c.db.select().from(visitChecks).where(eq(visitChecks.nurseJobId, jobId)).orderBy(visitChecks.id);

/** The exceptions kept for a number (as stored), oldest first. */
export const exceptionsFrom = (c: VisitCtx, phone: string, reason?: string) =>
  c.db
    .select()
    .from(visitExceptions)
    .where(
      and(
        eq(visitExceptions.phone, phone),
        reason ? eq(visitExceptions.reason, reason as never) : undefined,
      ),
    )
    .orderBy(visitExceptions.id);

/** The texts of the replies recorded to a number, oldest first (not the automatic messages of an event). */
export const repliesTo = async (c: VisitCtx, phone: string) =>
  (await smsRows(c))
    .filter((r) => r.phone === phone && r.kind === 'automatic' && r.event === null)
    .map((r) => r.message);
