import { addDays } from '@app/contract';
import type { nurses } from '../schema/index.ts';
import { createRandom } from './random.ts';

// Issue 27: the demo care team's UNMC registrations, practising licences and
// stations. Drawn from a stream of its own, so the nurses' other fields (and
// everything seeded after them) stay as they were.

type NurseRow = typeof nurses.$inferInsert;

/** The stations nurses work from (the finance stations that are places). */
const NURSE_STATIONS = ['Kikubo', 'Mutungo', 'Head Office', 'Nassana'] as const;

/** Among the approved, active nurses (by their order): who shows each licence state on Home. */
const EXPIRED_DAYS_AGO = [
  [3, 40],
  [12, 6],
] as const;
const EXPIRING_IN_DAYS = [
  [6, 4],
  [18, 13],
  [30, 27],
] as const;
const WITHOUT_LICENCE = 9;

/** The UNMC register a qualification belongs to. */
function register(qualification: string): string {
  if (/midwif/i.test(qualification)) return qualification.startsWith('Enrolled') ? 'EM' : 'RM';
  return qualification.startsWith('Enrolled') ? 'EN' : 'RN';
}

/**
 * Sets each nurse's registration, licence and station in place. `active(i)`:
 * the i-th nurse's account is ACTIVE (the special cases are chosen among those).
 */
export function addLicences(rows: NurseRow[], today: string, active: (i: number) => boolean): void {
  const lr = createRandom(0x11ce27);
  const approved = rows.flatMap((row, i) => (row.verified && active(i) ? [i] : []));
  const special = new Map<number, number | null>();
  for (const [k, days] of EXPIRED_DAYS_AGO) special.set(approved[k]!, -days);
  for (const [k, days] of EXPIRING_IN_DAYS) special.set(approved[k]!, days);
  special.set(approved[WITHOUT_LICENCE]!, null);

  rows.forEach((row, i) => {
    const serial = String(lr.int(1000, 99999)).padStart(5, '0');
    row.station = lr.pick(NURSE_STATIONS);
    // Most licences run 6 to 20 months ahead; a few applicants have not given theirs yet.
    const ahead = special.has(i)
      ? (special.get(i) ?? null)
      : row.verified || lr.bool(0.6)
        ? lr.int(183, 610)
        : null;
    if (ahead === null) return;
    const expiry = addDays(today, ahead);
    row.unmcRegistrationNumber = `UNMC/${register(row.qualification)}/${row.graduationYear}/${serial}`;
    row.licenceNumber = `PL-${Number(expiry.slice(0, 4)) - 1}-${serial}`;
    row.licenceExpiry = expiry;
  });
}
