import { eq } from 'drizzle-orm';
import { addDays, type NurseJobShift } from '@app/contract';
import { jobCards, nurseAccountStatus, nurseJobs, nurses } from '../src/db/schema/index.ts';
import { createCard, nurseSetup, type CardData, type NurseCtx } from './nurse-factories.ts';

// Builders for the schedule suites (issue 27): nurses with a station,
// licence and place, and their jobs, written straight to the tables (the
// suites test the reads, not the booking); job cards through the API.

export { nurseSetup, type NurseCtx };

let serial = 0;

export type NurseSeed = {
  first?: string;
  last?: string;
  verified?: boolean;
  station?: string | null;
  availability?: string | null;
  licenceExpiry?: string | null;
  rating?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  status?: 'ACTIVE' | 'BLOCKED' | 'SUSPENDED';
  deleted?: boolean;
  erased?: boolean;
};

/** A nurse row as the schedule reads it: approved and licensed for years unless told. */
export async function seedNurse(c: NurseCtx, s: NurseSeed = {}) {
  serial += 1;
  const [row] = await c.db
    .insert(nurses)
    .values({
      userId: `sched-${serial}`,
      firstName: s.first ?? 'Grace',
      lastName: s.last ?? `Nurse${String(serial).padStart(3, '0')}`,
      username: `sched${serial}`,
      email: `sched${serial}@example.ug`,
      phoneNumber: `+256701${String(500000 + serial)}`,
      qualification: 'Registered Nurse',
      graduationYear: 2015,
      careNumber: `SCH-${String(serial).padStart(4, '0')}`,
      verified: s.verified ?? true,
      station: s.station === undefined ? 'Head Office' : s.station,
      availability: s.availability === undefined ? 'Full time' : s.availability,
      licenceExpiry: s.licenceExpiry === undefined ? '2099-12-31' : s.licenceExpiry,
      rating: s.rating ?? null,
      latitude: s.latitude ?? null,
      longitude: s.longitude ?? null,
      deletedAt: s.deleted ? new Date() : null,
      erasedAt: s.erased ? new Date() : null,
    })
    .returning();
  if (s.status)
    await c.db
      .insert(nurseAccountStatus)
      .values({ nurseId: row!.id, userId: row!.userId, status: s.status });
  return row!;
}

/** A job card (through the API), placed where told. */
export async function seedCard(
  c: NurseCtx,
  place: { address?: string | null; latitude?: number | null; longitude?: number | null } = {},
): Promise<CardData> {
  const card = await createCard(c);
  await c.db
    .update(jobCards)
    .set({
      address: place.address === undefined ? 'Ntinda, Kampala' : place.address,
      latitude: place.latitude ?? null,
      longitude: place.longitude ?? null,
    })
    .where(eq(jobCards.id, card.id));
  return card;
}

/** A nurse job of `duration` days from `start` (end = start + duration). */
export async function seedJob(
  c: NurseCtx,
  j: {
    nurseId: number;
    jobId: number;
    start: string;
    duration: number;
    shift?: NurseJobShift;
    status?: 'pending' | 'ongoing' | 'completed' | 'cancelled';
    deleted?: boolean;
  },
) {
  const [row] = await c.db
    .insert(nurseJobs)
    .values({
      nurseId: j.nurseId,
      jobId: j.jobId,
      startDate: j.start,
      endDate: addDays(j.start, j.duration),
      duration: j.duration,
      shift: j.shift ?? 'Day and night',
      rate: 50000,
      amount: 50000 * j.duration,
      status: j.status ?? 'pending',
      deletedAt: j.deleted ? new Date() : null,
    })
    .returning();
  return row!;
}
