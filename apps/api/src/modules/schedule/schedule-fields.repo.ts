import { sql, type SQL } from 'drizzle-orm';
import { LICENCE_WARNING_DAYS, type FreeNurse, type ScheduleRow } from '@app/contract';
import { computed, dayText, jsonObject, type FieldMap } from '../../db/field-map.ts';
import { jobCards, nurseAccountStatus, nurseJobs, nurses } from '../../db/schema/index.ts';
import { ugandaToday } from '../../db/uganda-time.ts';

// Issue 27: the schedule's rows and the free-nurse search, as the database
// builds them (ADR 032: one field map per answer shape, the JSON written by
// SQL from it; schedule.repo.ts runs them).

/** A live nurse job that counts for the schedule: not deleted, not cancelled (nurse_jobs_schedule_idx). */
export const countingJob = sql`${nurseJobs.deletedAt} IS NULL AND ${nurseJobs.status} <> 'cancelled'`;

/**
 * A job that shares a day with the days `from` to `to` (both inclusive):
 * nurse jobs end (end_date) the day after their last day.
 */
export const touchesDays = (from: SQL, to: SQL) =>
  sql`${nurseJobs.endDate} > ${from} AND ${nurseJobs.startDate} <= ${to}`;

/** The contract's licenceState() in SQL, seen on Kampala's today. */
export const licenceStateSql = sql`CASE
  WHEN ${nurses.licenceExpiry} IS NULL THEN 'missing'
  WHEN ${nurses.licenceExpiry} < ${ugandaToday()} THEN 'expired'
  WHEN ${nurses.licenceExpiry} <= ${ugandaToday()} + ${sql.raw(String(LICENCE_WARNING_DAYS))} THEN 'expiring'
  ELSE 'valid' END`;

/** SPEC 4 account status: ACTIVE until one is stored. */
export const accountStatusSql = sql`coalesce(${nurseAccountStatus.status}, 'ACTIVE')`;

const scheduleJobFields = {
  id: nurseJobs.id,
  jobId: nurseJobs.jobId,
  care_card_number: jobCards.careCardNumber,
  client_name: jobCards.clientName,
  start_date: dayText(nurseJobs.startDate),
  end_date: dayText(nurseJobs.endDate),
  shift: nurseJobs.shift,
  status: nurseJobs.status,
} satisfies FieldMap<ScheduleRow['jobs'][number]>;

/**
 * One row of the schedule (scheduleRowSchema), over nurses LEFT JOIN their
 * account status; its jobs those touching the placeholders `from`..`to`.
 */
export const scheduleRowFields = {
  nurse: {
    id: nurses.id,
    first_name: nurses.firstName,
    last_name: nurses.lastName,
    care_number: nurses.careNumber,
    availability: nurses.availability,
    station: nurses.station,
    licence_expiry: dayText(nurses.licenceExpiry),
    licence_state: computed(licenceStateSql),
    account_status: computed(accountStatusSql),
  },
  jobs: computed(sql`coalesce((
    SELECT json_agg(${jsonObject(scheduleJobFields)} ORDER BY ${nurseJobs.startDate}, ${nurseJobs.id})
    FROM ${nurseJobs} JOIN ${jobCards} ON ${jobCards.id} = ${nurseJobs.jobId}
    WHERE ${nurseJobs.nurseId} = ${nurses.id} AND ${countingJob}
      AND ${touchesDays(sql`${sql.placeholder('from')}::date`, sql`${sql.placeholder('to')}::date`)}
  ), '[]')`),
} satisfies FieldMap<ScheduleRow>;

/**
 * Great-circle distance in km from the point `lat`/`lon` (the job card's
 * place) to the nurse; null when either is unknown.
 */
export const distanceSql = (lat: SQL, lon: SQL) => sql`6371 * 2 * asin(sqrt(
    power(sin(radians(${nurses.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${nurses.latitude}))
      * power(sin(radians(${nurses.longitude} - ${lon}) / 2), 2)))`;

/** One free nurse (freeNurseSchema), over the search's `page` (its `distance`) joined to nurses. */
export const freeNurseFields = {
  id: nurses.id,
  first_name: nurses.firstName,
  last_name: nurses.lastName,
  care_number: nurses.careNumber,
  phone_number: nurses.phoneNumber,
  profile_picture: nurses.profilePicture,
  rating: nurses.rating,
  station: nurses.station,
  availability: nurses.availability,
  licence_expiry: dayText(nurses.licenceExpiry),
  /** To 0.1 km (the order uses the exact distance). */
  distance_km: computed(sql`round(page.distance::numeric, 1)::float8`),
} satisfies FieldMap<FreeNurse>;
