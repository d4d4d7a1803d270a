import {
  cardDaysWarning,
  formatDate,
  formatName,
  lastDayOfCare,
  lastDayOfCareText,
  nurseJobDuration,
  nurseJobEndDate,
  nurseJobSpanText,
  ugandaDate,
  ugandaMidnight,
  type NurseJobShift,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { ListedRow } from '../nurses/nurses.repo.ts';
import { createNurseJobsRepo } from './nurse-jobs.repo.ts';

// Issue 27: who may be given a nurse job, in one place. The booking (create,
// reschedule) runs these inside its transaction with the nurse's row locked;
// GET /schedule/check runs the same without one, so the dialog says before
// saving what the 409 would say.

export type BookingRequest = {
  nurseId: number;
  start_date: string;
  duration: number;
  shift: NurseJobShift;
  /** The job being rescheduled: it does not clash with itself, and only its licence and clashes are checked. */
  exceptId?: number;
  /** The job card the job is on, to name it in a clash ("this job (CC-0040, ...)"). */
  careCardNumber?: string;
  /** Issue 37: the card's first day of care (its start_date), to warn of a job starting before it. */
  cardStart?: string | null;
  /** Issue 37: the card's last day of care (its end_date, inclusive), to warn of a job running past it. */
  cardEnd?: string | null;
};
export type BookingProblem = { reason: string | null; warning: string | null };

const day = (d: string) => formatDate(ugandaMidnight(d));
/** A job's days in a message (issue 37): "from 03-12-2026, last day of care 04-12". */
const daysOf = (start: string, duration: number) => `from ${nurseJobSpanText(start, duration)}`;
/** How a shift reads in a sentence: "booked on the night shift", "(CC-0040, night shift, ...)". */
const ON_SHIFT: Record<NurseJobShift, string> = {
  Day: 'on the day shift',
  Night: 'on the night shift',
  'Day and night': 'day and night',
};
const SHIFT: Record<NurseJobShift, string> = {
  Day: 'day shift',
  Night: 'night shift',
  'Day and night': 'day and night',
};

/** Why the licence does not cover the job's last day of care, or null. */
export function licenceProblem(
  name: string,
  expiry: string | null,
  start: string,
  duration: number,
  today = ugandaDate(),
): string | null {
  if (!expiry) return null;
  if (expiry >= lastDayOfCare(start, duration)) return null;
  return expiry < today
    ? `${name}'s practising licence expired on ${day(expiry)}`
    : `${name}'s practising licence expires on ${day(expiry)}, before this job's ${lastDayOfCareText(start, duration)}`;
}

/**
 * Why this nurse cannot be booked for these days and shift, or null; and a
 * warning that does not stop it (no licence on record; issue 37: days
 * outside the card's days of care, when the card's are given). A new
 * booking needs an approved nurse whose account is ACTIVE; a reschedule
 * (exceptId) keeps an existing job, so only its licence and clashes are
 * checked again.
 */
export async function bookingProblemOf(
  db: Db,
  nurse: ListedRow,
  req: BookingRequest,
): Promise<BookingProblem> {
  const name = formatName(nurse.firstName, nurse.lastName);
  const warnings = [
    nurse.licenceExpiry ? null : `${name} has no practising licence on record`,
    cardDaysWarning(req.start_date, req.duration, { start: req.cardStart, end: req.cardEnd }),
  ].filter((w): w is string => w !== null);
  const warning = warnings.length ? warnings.join('; ') : null;
  const refuse = (reason: string): BookingProblem => ({ reason, warning });
  if (req.exceptId === undefined) {
    if (!nurse.verified) return refuse(`${name} is not approved yet`);
    const account = nurse.accountStatus ?? 'ACTIVE';
    if (account !== 'ACTIVE') return refuse(`${name}'s account is ${account}`);
  }
  const licence = licenceProblem(name, nurse.licenceExpiry, req.start_date, req.duration);
  if (licence) return refuse(licence);

  const end = nurseJobEndDate(req.start_date, req.duration);
  const [clash] = await createNurseJobsRepo(db).clashes(
    nurse.id,
    req.start_date,
    end,
    req.shift,
    req.exceptId,
  );
  if (clash) {
    const other = clash.job;
    const self = [req.careCardNumber, SHIFT[req.shift], daysOf(req.start_date, req.duration)]
      .filter(Boolean)
      .join(', ');
    const otherDays = daysOf(other.startDate, nurseJobDuration(other.startDate, other.endDate));
    return refuse(
      `${name} is already booked ${ON_SHIFT[other.shift]} ${otherDays}, on ${clash.careCardNumber}; this job (${self}) overlaps it`,
    );
  }
  return { reason: null, warning };
}
