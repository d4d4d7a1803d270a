import { sql, type SQL } from 'drizzle-orm';
import { MAX_FREE_NURSES } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { preparedByShape, preparedSql } from '../../db/prepared-sql.ts';
import { jobCards, nurseAccountStatus, nurseJobs, nurses } from '../../db/schema/index.ts';
import { likeTerm, nurseNameText } from '../../db/schema/search.ts';
import { jsonObject } from '../../db/field-map.ts';
import { readAsOf, type AsOf } from '../../platform/data-changes.repo.ts';
import {
  accountStatusSql,
  countingJob,
  distanceSql,
  freeNurseFields,
  scheduleRowFields,
  touchesDays,
} from './schedule-fields.repo.ts';

// Issue 27: the schedule's page of nurse rows and the free-nurse search, each
// one statement whose text depends only on which filters it has (ADR 017),
// the JSON built by the database from the field maps (schedule-fields.repo.ts).

const p = (name: string) => sql.placeholder(name);

/** Who the schedule and the search show: approved, not deleted, not erased. */
const onTheTeam = sql`${nurses.verified} AND ${nurses.deletedAt} IS NULL AND ${nurses.erasedAt} IS NULL`;
const withStatus = sql`${nurses} LEFT JOIN ${nurseAccountStatus} ON ${nurseAccountStatus.nurseId} = ${nurses.id}`;

/**
 * The longest nurse job the API books (SPEC 5: a duration of 2 digits). The
 * schedule's busy/free filter finds the jobs on its days by their start
 * (nurse_jobs_days_idx, an index-only range scan) from this many days
 * before; a longer job, which only an import could have written, is found
 * by nurse_jobs_long_idx.
 */
export const MAX_JOB_DAYS = 99;
const maxDays = sql.raw(String(MAX_JOB_DAYS));
/** The two ways to a job by its days (the index-only range, and the rare long jobs), for a job on `from`. */
const byStart = (from: SQL) => sql`${nurseJobs.startDate} > ${from} - ${maxDays}`;
const longJob = sql`${nurseJobs.duration} > ${maxDays}`;

export type ScheduleShape = {
  station: boolean;
  availability: boolean;
  busy: 'free' | 'busy' | null;
  nurseId: boolean;
  q: boolean;
};

function scheduleFilter(s: ScheduleShape): SQL {
  // The nurses with a job in the range, read once (hashed), not probed per nurse.
  const from = sql`${p('from')}::date`;
  const inRange = (way: SQL) => sql`SELECT ${nurseJobs.nurseId} FROM ${nurseJobs}
    WHERE ${countingJob} AND ${way} AND ${touchesDays(from, sql`${p('to')}::date`)}`;
  const jobInRange = sql`${nurses.id} IN (${inRange(byStart(from))} UNION ALL ${inRange(longJob)})`;
  const parts: SQL[] = [onTheTeam];
  if (s.station) parts.push(sql`${nurses.station} = ${p('station')}`);
  if (s.availability) parts.push(sql`${nurses.availability} = ${p('availability')}`);
  if (s.busy === 'busy') parts.push(jobInRange);
  if (s.busy === 'free') parts.push(sql`NOT ${jobInRange}`);
  if (s.nurseId) parts.push(sql`${nurses.id} = ${p('nurseId')}`);
  if (s.q)
    parts.push(
      sql`(${nurseNameText(nurses)} LIKE ${p('q')} OR lower(${nurses.careNumber}) LIKE ${p('q')})`,
    );
  return sql.join(parts, sql` AND `);
}

const byName = sql`${nurses.lastName}, ${nurses.firstName}, ${nurses.id}`;

/**
 * A page of rows (by last name, first name, id: nurses_schedule_idx) with
 * the count of all rows on each: the page's ids are chosen first (read from
 * the index), then only its rows are built; the count reads the same index,
 * without sorting.
 */
export const schedulePageStatement = (s: ScheduleShape) => sql`SELECT
    ${jsonObject(scheduleRowFields)}::text AS json,
    (SELECT count(*) FROM ${nurses} WHERE ${scheduleFilter(s)}) AS total, ${readAsOf}
  FROM ${withStatus}
  WHERE ${nurses.id} = ANY(ARRAY(
    SELECT ${nurses.id} FROM ${nurses}
    WHERE ${scheduleFilter(s)}
    ORDER BY ${byName}
    OFFSET ${p('offset')} LIMIT ${p('limit')}
  ))
  ORDER BY ${byName}`;
const schedulePage = preparedByShape(schedulePageStatement);

/** The count alone, for a page past the end (db/paging.ts countOf). */
const scheduleCount = preparedByShape(
  (s: ScheduleShape) => sql`SELECT count(*) AS n FROM ${nurses} WHERE ${scheduleFilter(s)}`,
);

export type FreeShape = { station: boolean };

/** The most rows the search is asked for: the largest `limit`, and one more to say more are free. */
const MAX_FREE_ROWS = MAX_FREE_NURSES + 1;

/**
 * Whether the nurse `nurseId` has a counting job on the days start..end
 * whose shift clashes with `shift`: an index-only probe of that nurse's jobs
 * ending after `start` (nurse_jobs_schedule_idx), long ones included. OFFSET
 * 0 keeps it a check of the one nurse, not an anti join over every job of
 * those days: the search checks only the nurses it is about to show.
 */
const clashingJob = (nurseId: SQL) => sql`EXISTS (SELECT 1 FROM ${nurseJobs}
  WHERE ${nurseJobs.nurseId} = ${nurseId} AND ${countingJob}
    AND ${touchesDays(sql`${p('start')}::date`, sql`${p('end')}::date`)}
    AND (${nurseJobs.shift} = 'Day and night' OR ${p('shift')}::text = 'Day and night'
      OR ${nurseJobs.shift} = ${p('shift')}::text)
  OFFSET 0)`;

/** Whether the nurse `nurseId` has a stored account status other than ACTIVE (a probe of a partial index). */
const notActive = (nurseId: SQL) => sql`EXISTS (SELECT 1 FROM ${nurseAccountStatus}
  WHERE ${nurseAccountStatus.nurseId} = ${nurseId} AND ${nurseAccountStatus.status} <> 'ACTIVE'
  OFFSET 0)`;

/**
 * The job card the search measures from (`job`, null for none), read once:
 * its coordinates when it has both; else the point `lat`/`lon` the caller
 * found in the gazetteer (null when it has not looked).
 */
const theCard = sql`card AS (SELECT ${jobCards.latitude} AS lat, ${jobCards.longitude} AS lon
  FROM ${jobCards} WHERE ${jobCards.id} = ${p('job')}::int AND ${jobCards.deletedAt} IS NULL)`;
const placed = sql`lat IS NOT NULL AND lon IS NOT NULL`;
const cardPlaced = sql`EXISTS (SELECT 1 FROM card WHERE ${placed})`;
/** The card's `lat` or `lon` when it has both, else the parameter of that name. */
const fromCard = (axis: 'lat' | 'lon') =>
  sql`coalesce((SELECT ${sql.raw(axis)} FROM card WHERE ${placed}), ${p(axis)}::float8)`;
/** No rows at all for a job card that is not on file (the caller then says 404). */
const cardOnFile = sql`(${p('job')}::int IS NULL OR EXISTS (SELECT 1 FROM card))`;

/**
 * Approved, ACTIVE, licensed through the last day (`end`), with no counting
 * job on those days whose shift clashes with `shift` (shiftsClash: the same
 * shift, or either the whole day); best rated first, then nearest to the job
 * card (theCard), `limit` of them, each row saying whether the card has
 * coordinates: one round trip for a search from a placed card. The team is
 * read best rated first from the index alone (nurses_free_search_idx holds
 * the licence, the place and the station) and sorted by distance one rating
 * at a time (an incremental sort); only the nurses in that order are
 * checked, for their account status and clashing jobs, until `limit` pass:
 * a few dozen probes, not one a nurse.
 *
 * The constant cap under `limit` (MAX_FREE_ROWS, never reached: `limit` is
 * at most that) lets PostgreSQL's plan cache keep one generic plan of this
 * statement instead of planning it for every call, which cost more than
 * running it (ADR 040).
 */
export const freeNursesStatement = (s: FreeShape) => sql`WITH ${theCard}
  SELECT ${jsonObject(freeNurseFields)}::text AS json, ${cardPlaced} AS card_placed
  FROM (
    SELECT free.id, free.rating, free.distance
    FROM (
      SELECT ranked.id, ranked.rating, ranked.distance
      FROM (
        SELECT ${nurses.id} AS id, ${nurses.rating} AS rating,
          ${distanceSql(fromCard('lat'), fromCard('lon'))} AS distance
        FROM ${nurses}
        WHERE ${onTheTeam}
          AND ${nurses.licenceExpiry} >= ${p('end')}::date
          ${s.station ? sql`AND ${nurses.station} = ${p('station')}` : sql``}
          AND ${cardOnFile}
        ORDER BY ${nurses.rating} DESC NULLS LAST, distance ASC NULLS LAST, ${nurses.id}
        OFFSET 0
      ) ranked
      WHERE NOT ${notActive(sql`ranked.id`)} AND NOT ${clashingJob(sql`ranked.id`)}
      LIMIT ${sql.raw(String(MAX_FREE_ROWS))}
    ) free
    LIMIT ${p('limit')}
  ) page
  JOIN ${nurses} ON ${nurses.id} = page.id
  ORDER BY page.rating DESC NULLS LAST, page.distance ASC NULLS LAST, page.id`;
const freeNurses = preparedByShape(
  freeNursesStatement,
  (s) => `free_nurses${s.station ? '_station' : ''}`,
);

/** A live job card's address, number and days of care (the free-nurse search, the check). */
const cardRow = preparedSql<{ id: number }>(
  'schedule_card',
  () => sql`SELECT ${jobCards.address} AS address, ${jobCards.careCardNumber} AS care_card_number,
    ${jobCards.startDate}::text AS start_date, ${jobCards.endDate}::text AS end_date
  FROM ${jobCards} WHERE ${jobCards.id} = ${p('id')} AND ${jobCards.deletedAt} IS NULL`,
);
type CardRow = {
  address: string | null;
  care_card_number: string;
  start_date: string | null;
  end_date: string | null;
};

const nurseOnFile = preparedSql<{ id: number }>(
  'schedule_nurse_exists',
  () => sql`SELECT ${accountStatusSql} AS status FROM ${withStatus}
  WHERE ${nurses.id} = ${p('id')} AND ${nurses.deletedAt} IS NULL`,
);

/** The schedule's values; `q` as typed (it becomes a LIKE pattern here). */
export type ScheduleValues = Record<string, unknown> & { q?: string | undefined };
const bound = (v: ScheduleValues) => ({ ...v, q: v.q ? likeTerm(v.q) : undefined });

/** A page of rows and the count of all; `asOf` when read in one statement that found rows (ADR 055). */
export type Page = { rows: string[]; total: number; asOf?: AsOf };
const asPage = (rows: Record<string, unknown>[]): Page => {
  const first = rows[0];
  return {
    rows: rows.map((r) => r.json as string),
    total: first ? Number(first.total) : 0,
    ...(first
      ? { asOf: { snapshot: first.snapshot as string, today: first.today as string } }
      : {}),
  };
};

export function createScheduleRepo(db: Db) {
  return {
    async schedulePage(shape: ScheduleShape, values: ScheduleValues) {
      return asPage(await schedulePage(db, shape, bound(values)));
    },

    async scheduleCount(shape: ScheduleShape, values: ScheduleValues) {
      const [row] = await scheduleCount(db, shape, bound(values));
      return Number(row?.n ?? 0);
    },

    /**
     * The free nurses' rows, as JSON the database wrote, and whether the job
     * card had coordinates to measure from (false without rows: not known).
     */
    async freeNurses(shape: FreeShape, values: Record<string, unknown>) {
      const rows = await freeNurses(db, shape, values);
      return { rows: rows.map((r) => r.json as string), cardPlaced: rows[0]?.card_placed === true };
    },

    /** A live job card's address (null when it has none), or undefined when it is not on file. */
    async cardAddress(id: number) {
      const [row] = await cardRow(db, { id });
      return row as Pick<CardRow, 'address'> | undefined;
    },

    /**
     * A live job card's number and days of care (start_date to end_date, the
     * last day; either may be unset), or undefined when it is not on file.
     */
    async cardDays(id: number) {
      const [row] = await cardRow(db, { id });
      return row as Omit<CardRow, 'address'> | undefined;
    },

    /** Whether a nurse is on file (not deleted). */
    async nurseExists(id: number) {
      return (await nurseOnFile(db, { id })).length > 0;
    },
  };
}

export type ScheduleRepo = ReturnType<typeof createScheduleRepo>;
