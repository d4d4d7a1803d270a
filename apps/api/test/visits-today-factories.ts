import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, type TodaysVisits, type VisitSettings } from '@app/contract';
import { notifications, visitAlerts, visitChecks } from '../src/db/schema/index.ts';
import {
  today,
  visit as bookVisit,
  visitSetup,
  type Visit,
  type VisitCtx,
} from './visit-checks-factories.ts';

// Issue 37, Today's visits: nurses booked on days of their own (weeks ahead,
// each test on days no other test uses, so the alert run of one never sees
// another's visits, nor the minute schedule running on the real clock).

export { visitSetup, type Visit, type VisitCtx };

/** A nurse booked for one day of care (`start`) unless told, so no test's days reach another's. */
export const visit = (c: VisitCtx, opts: Parameters<typeof bookVisit>[1] & { start: string }) =>
  bookVisit(c, { duration: 1, ...opts });

let next = 0;
/** A day of care no other test of the file uses (its eve neither). */
export const freshDay = () => addDays(today, 40 + 3 * next++);

/** An instant given as Kampala's wall clock on `day`, e.g. at(day, '08:31'). */
export const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+03:00`);

/** The board of `day` as the service reads it at `now`. */
export const boardAt = (c: VisitCtx, day: string, now: Date): Promise<TodaysVisits> =>
  c.app.services.visitsToday.today({ date: day }, now);

/** The state of one visit on the board. */
export const stateOf = (board: TodaysVisits, v: Visit) =>
  board.visits.find((r) => r.nurseJobId === v.jobId)?.state;

/** Records a check as the visits area stores it (channel staff unless given). */
export const check = (
  c: VisitCtx,
  v: Visit,
  day: string,
  kind: 'in' | 'out',
  when: Date,
  channel: 'sms' | 'ussd' | 'link' | 'staff' = 'staff',
) =>
  c.db.insert(visitChecks).values({
    nurseJobId: v.jobId,
    day,
    kind,
    channel,
    at: when,
    distanceM: channel === 'link' ? 42 : null,
  });

/** The alerts kept for a visit, as [day, kind, smsTo]. */
export const alertsOf = async (c: VisitCtx, v: Visit) =>
  (await c.db.select().from(visitAlerts).where(eq(visitAlerts.nurseJobId, v.jobId)))
    .map((a) => [a.day, a.kind, a.smsTo])
    .sort();

/** The alert SMS recorded about a visit, oldest first. */
export const alertSms = (c: VisitCtx, v: Visit) => smsKeyed(c, `visit-alert:${v.jobId}:`);

/** The SMS whose dedupe key starts with `prefix`, oldest first. */
export const smsKeyed = (c: VisitCtx, prefix: string) =>
  c.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.channel, 'sms'), like(notifications.dedupeKey, `${prefix}%`)))
    .orderBy(notifications.id);

/** The coordinator's mobile the alert tests set. */
export const COORDINATOR = '+256772999001';

/** PUT /visits/settings (as the ADMIN unless other headers are given). */
export const settingsPut = (c: VisitCtx, body: Record<string, unknown>, headers = c.adminHeaders) =>
  c.app.inject({ method: 'PUT', url: '/api/v1/visits/settings', payload: body, headers });

/** Sets the visit settings as the ADMIN: the default starts unless given. */
export async function setSettings(c: VisitCtx, body: Partial<VisitSettings>) {
  const res = await settingsPut(c, { dayShiftStart: '08:00', nightShiftStart: '20:00', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as VisitSettings;
}
