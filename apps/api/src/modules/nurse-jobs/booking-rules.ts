import {
  addDays,
  formatDate,
  formatName,
  nurseJobEndDate,
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
};
export type BookingProblem = { reason: string | null; warning: string | null };

const day = (d: string) => formatDate(ugandaMidnight(d));
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

/** Why the licence does not cover the job's last day (start + duration - 1), or null. */
export function licenceProblem(
  name: string,
  expiry: string | null,
  start: string,
  duration: number,
  today = ugandaDate(),
): string | null {
  if (!expiry) return null;
  const lastDay = addDays(start, duration - 1);
  if (expiry >= lastDay) return null;
  return expiry < today
    ? `${name}'s practising licence expired on ${day(expiry)}`
    : `${name}'s practising licence expires on ${day(expiry)}, before this job ends on ${day(lastDay)}`;
}

/**
 * Why this nurse cannot be booked for these days and shift, or null; and a
 * warning that does not stop it (no licence on record). A new booking needs
 * an approved nurse whose account is ACTIVE; a reschedule (exceptId) keeps
 * an existing job, so only its licence and clashes are checked again.
 */
export async function bookingProblemOf(
  db: Db,
  nurse: ListedRow,
  req: BookingRequest,
): Promise<BookingProblem> {
  const name = formatName(nurse.firstName, nurse.lastName);
  const warning = nurse.licenceExpiry ? null : `${name} has no practising licence on record`;
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
    const self = [req.careCardNumber, SHIFT[req.shift], `${day(req.start_date)} to ${day(end)}`]
      .filter(Boolean)
      .join(', ');
    return refuse(
      `${name} is already booked ${ON_SHIFT[other.shift]} from ${day(other.startDate)} to ${day(other.endDate)} on ${clash.careCardNumber}; this job (${self}) overlaps it`,
    );
  }
  return { reason: null, warning };
}
