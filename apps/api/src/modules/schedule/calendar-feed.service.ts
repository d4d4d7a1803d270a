import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import {
  API,
  API_BASE,
  SHIFT_HOURS,
  UGANDA_TIME_ZONE,
  addDays,
  formatName,
  ugandaDate,
  ugandaMidnight,
  type NurseJobShift,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { newSessionToken, sha256 } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAccess } from '../../platform/access-log.ts';
import type { Actor } from '../../platform/audit.ts';
import { createCalendarFeedRepo } from './calendar-feed.repo.ts';
import type { ScheduleRepo } from './schedule.repo.ts';

// Issue 27: each nurse's schedule as an iCalendar feed her phone's calendar
// subscribes to. The address carries a secret (32 random bytes) that is
// shown once; only its SHA-256 is kept, so a new address or a revocation
// ends the old one at once.

export const NO_FEED = 'No calendar feed';
const NURSE_NOT_FOUND = 'Nurse not found';
/** How far back the feed goes: the recent past stays in the phone's calendar. */
export const FEED_PAST_DAYS = 60;
/** The feed's file name: the secret (base64url of 32 bytes) and `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The feed's address under an origin ("https://care.example.ug"). */
export const feedUrl = (origin: string, secret: string) =>
  `${origin}${API_BASE}${API.schedule.feed.replace(':file', `${secret}.ics`)}`;

const HOUR = 3600_000;

/** When a shift begins on a day in Kampala, and how long it lasts. */
function shiftTimes(day: string, shift: NurseJobShift) {
  const { start, end } = SHIFT_HOURS[shift];
  const begins = new Date(new Date(ugandaMidnight(day)).getTime() + start * HOUR);
  return { start: begins, end: new Date(begins.getTime() + (end - start) * HOUR) };
}

export function createCalendarFeed(deps: { db: Db; repo: ScheduleRepo }) {
  const { repo } = deps;
  const feeds = createCalendarFeedRepo(deps.db);

  return {
    /** A new secret address; any older one stops working. */
    async create(nurseId: number, actor: Actor, origin: string) {
      const secret = newSessionToken();
      const row = await feeds.setHash(nurseId, sha256(secret), actor);
      if (!row) throw notFound(NURSE_NOT_FOUND);
      return { url: feedUrl(origin, secret), created_at: row.at!.toISOString() };
    },

    /** Ends the address; 404 when there is none (or no such nurse). */
    async revoke(nurseId: number, actor: Actor) {
      const row = await feeds.setHash(nurseId, null, actor);
      if (!row) {
        if (!(await repo.nurseExists(nurseId))) throw notFound(NURSE_NOT_FOUND);
        throw notFound(NO_FEED);
      }
    },

    /**
     * The calendar behind `<secret>.ics`, or 404 (unknown, revoked, not a
     * feed's name, or a feed that has stopped: see nurseByHash). Each read is
     * in the access log, by the calendar app at `ip` (no member of staff).
     */
    async ics(file: string, host: string, ip: string | null): Promise<string> {
      const secret = FEED_FILE.exec(file)?.[1];
      const nurse = secret ? await feeds.nurseByHash(sha256(secret)) : undefined;
      if (!nurse) throw notFound(NO_FEED);
      await recordAccess(
        deps.db,
        { id: null, email: null, ip },
        { action: 'read', record: 'calendar_feed', subject: { kind: 'nurse', id: nurse.id } },
      );
      const since = addDays(ugandaDate(), -FEED_PAST_DAYS);
      const jobs = await feeds.jobs(nurse.id, since);
      const calendar = ical({
        name: `${formatName(nurse.firstName, nurse.lastName)} · shifts`,
        prodId: { company: 'care', product: 'schedule' },
        ttl: 3600,
        // Times are written in UTC (Kampala has no summer time, so a daily
        // rule keeps the hour); the zone tells the phone how to show them.
        x: { 'X-WR-TIMEZONE': UGANDA_TIME_ZONE },
      });
      for (const job of jobs) {
        const { start, end } = shiftTimes(job.startDate, job.shift);
        calendar.createEvent({
          id: `nurse-job-${job.id}@${host}`,
          start,
          end,
          repeating: { freq: ICalEventRepeatingFreq.DAILY, count: job.duration },
          summary: `${job.shift} shift · ${job.careCardNumber}`,
          location: job.address || null,
          // The client's name and the card, never health data.
          description: `Client: ${job.clientName}\nCare card: ${job.careCardNumber}`,
        });
      }
      return calendar.toString();
    },
  };
}
