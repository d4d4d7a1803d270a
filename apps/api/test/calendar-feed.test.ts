import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, addDays, ugandaDate } from '@app/contract';
import { nurses } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { createTestApp } from './helpers.ts';
import { auditFor, createCard, expectFailure, type NurseCtx } from './nurse-factories.ts';
import { seedJob, seedNurse } from './schedule-factories.ts';

// Issue 27: each nurse's schedule as an iCalendar feed at a secret address
// (only its hash kept), made and revoked by staff, read without a session.

const lines: string[] = [];
let c: NurseCtx;
const today = ugandaDate();
let nurse: { id: number };
let card: { id: number; care_card_number: string; client_name: string };
const jobs: Record<string, number> = {};

beforeAll(async () => {
  // the nurse-factories context, with a log kept in memory
  const t = await createTestApp({
    config: { AUTH_RATE_LIMIT_MAX: '100000' },
    logger: { level: 'trace', stream: { write: (l: string) => void lines.push(l) } },
  });
  const staff = await t.createStaff({ email: 'feed.desk@care.ug', name: 'Feed Desk' });
  const { headers } = await t.signIn('feed.desk@care.ug');
  const inject = (method: 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `${API_BASE}${url}`, payload: payload as never, headers });
  c = Object.assign(t, {
    staffId: staff.id,
    headers,
    send: (url: string, payload: unknown) => t.post(url, payload, headers),
    read: (url: string) => t.get(url, headers),
    put: (url: string, payload: unknown) => inject('PUT', url, payload),
    del: (url: string) => inject('DELETE', url),
  });
  nurse = await seedNurse(c, { first: 'Jane', last: 'Doe' });
  card = await createCard(c, { firstname: 'Florence', lastname: 'Nabirye' });
  const job = async (key: string, start: string, duration: number, more: object = {}) =>
    (jobs[key] = (
      await seedJob(c, { nurseId: nurse.id, jobId: card.id, start, duration, ...more })
    ).id);
  await job('nights', addDays(today, 3), 3, { shift: 'Night' });
  await job('days', addDays(today, 10), 2, { shift: 'Day', status: 'ongoing' });
  await job('recent', addDays(today, -30), 1, { status: 'completed' });
  await job('old', addDays(today, -90), 5, { status: 'completed' });
  await job('cancelled', addDays(today, 20), 2, { status: 'cancelled' });
  await job('deleted', addDays(today, 25), 2, { deleted: true });
});
afterAll(() => c.close());

const feedPath = `/careteam/:id/calendar-feed`;
const make = (id: number) => c.send(feedPath.replace(':id', String(id)), undefined);
const revoke = (id: number) => c.del(feedPath.replace(':id', String(id)));
/** The feed, read as a phone's calendar does: no session, no partner header. */
const fetchFeed = (url: string) => c.app.inject({ method: 'GET', url: new URL(url).pathname });

/** The ICS text unfolded (RFC 5545 3.1), one property a line. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const events = (ics: string) =>
  ics
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((e) => unfold(e.split('END:VEVENT')[0]!));
const prop = (event: string[], name: string) =>
  event.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))?.replace(/^[^:]*:/, '');

describe('the calendar feed', () => {
  let url: string;

  it('POST makes a secret address, keeps only its hash, and audits without it', async () => {
    const res = await make(nurse.id);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { url: string; created_at: string };
    expect(data.url).toMatch(/^https?:\/\/[^/]+\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(Number.isNaN(Date.parse(data.created_at))).toBe(false);
    url = data.url;
    const secret = /calendar\/([^.]+)\.ics$/.exec(url)![1]!;
    const [row] = await c.db.select().from(nurses).where(eq(nurses.id, nurse.id));
    expect(row!.calendarTokenHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    const audits = await auditFor(c, 'calendar_feed', nurse.id);
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect(audits[0]!.actorId).toBe(c.staffId);
    expect(JSON.stringify(audits)).not.toContain(secret);
    expect(JSON.stringify(audits)).not.toContain(sha256(secret));
  });

  it('GET answers the iCalendar without a session: one event a job, repeated daily over its shift', async () => {
    const res = await fetchFeed(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const ics = res.body;
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(unfold(ics)).toContain('X-WR-CALNAME:Jane Doe · shifts');
    expect(unfold(ics)).toContain('X-WR-TIMEZONE:Africa/Kampala');
    const all = events(ics);
    const uids = all.map((e) => prop(e, 'UID'));
    // from 60 days ago on; never cancelled or deleted jobs
    expect(uids.map((u) => Number(/^nurse-job-(\d+)@/.exec(u!)![1]))).toEqual([
      jobs.recent,
      jobs.nights,
      jobs.days,
    ]);
    const nights = all[1]!;
    expect(prop(nights, 'RRULE')).toBe('FREQ=DAILY;COUNT=3');
    expect(prop(nights, 'SUMMARY')).toBe(`Night shift · ${card.care_card_number}`);
    // 19:00 to 07:00 in Kampala (UTC+3): 16:00Z to 04:00Z the next day
    const compact = (d: string) => d.replaceAll('-', '');
    expect(prop(nights, 'DTSTART')).toBe(`${compact(addDays(today, 3))}T160000Z`);
    expect(prop(nights, 'DTEND')).toBe(`${compact(addDays(today, 4))}T040000Z`);
    expect(prop(nights, 'LOCATION')).toBe('Ntinda\\, Kampala');
    const description = prop(nights, 'DESCRIPTION')!;
    expect(description).toContain(card.care_card_number);
    expect(description).toContain(card.client_name);
    expect(description).not.toMatch(/C-section|Mulago/); // no health data
    const days = all[2]!;
    expect(prop(days, 'RRULE')).toBe('FREQ=DAILY;COUNT=2');
    expect(prop(days, 'DTSTART')).toBe(`${compact(addDays(today, 10))}T040000Z`);
    expect(prop(days, 'DTEND')).toBe(`${compact(addDays(today, 10))}T160000Z`);
    expect(prop(all[0]!, 'SUMMARY')).toMatch(/^Day and night shift · /);
  });

  it('keeps the secret out of the log', () => {
    const secret = /calendar\/([^.]+)\.ics$/.exec(url)![1]!;
    const log = lines.join('\n');
    expect(log).toContain('/calendar/:file');
    expect(log).not.toContain(secret);
  });

  it('a new POST ends the old address; DELETE revokes; both audited', async () => {
    const second = (await make(nurse.id)).json().data.url as string;
    expect(second).not.toBe(url);
    expectFailure(await fetchFeed(url), 404);
    expect((await fetchFeed(second)).statusCode).toBe(200);

    const res = await revoke(nurse.id);
    expect(res.statusCode, res.body).toBe(200);
    expectFailure(await fetchFeed(second), 404);
    const [row] = await c.db.select().from(nurses).where(eq(nurses.id, nurse.id));
    expect(row!.calendarTokenHash).toBeNull();
    expectFailure(await revoke(nurse.id), 404); // none left
    const audits = await auditFor(c, 'calendar_feed', nurse.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'create', 'delete']);
  });

  it('answers 404 for an unknown nurse, an unknown or malformed address', async () => {
    expectFailure(await make(999999), 404);
    expectFailure(await revoke(999999), 404);
    expectFailure(
      await c.app.inject({ method: 'GET', url: `${API_BASE}/calendar/${'a'.repeat(43)}.ics` }),
      404,
    );
    expectFailure(
      await c.app.inject({ method: 'GET', url: `${API_BASE}/calendar/nothing.ics` }),
      404,
    );
  });

  it('needs a session to make or revoke an address', async () => {
    const path = `${API_BASE}${feedPath.replace(':id', String(nurse.id))}`;
    expectFailure(await c.app.inject({ method: 'POST', url: path }), 401);
    expectFailure(await c.app.inject({ method: 'DELETE', url: path }), 401);
  });
});
