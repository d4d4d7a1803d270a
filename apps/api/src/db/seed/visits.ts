import { and, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import { addDays, ugandaDate, ugandaMidnight, type NurseJobShift } from '@app/contract';
import { nurseJobs, nurses, visitChecks, visitCodes, visitProofSettings } from '../schema/index.ts';
import type { Seeder } from './types.ts';

// Issue 37: a week of visits with their proof, so Today's visits, a job's
// days and the payroll have checks to show: each nurse job on the last seven
// days has its visit code, and most days a check-in near the shift's start
// and a check-out near its end, by SMS mostly. Some arrive late (40 to 100
// minutes after the start), one visit of today has no check-in yet (late on
// the board), and one day of the week was missed (neither). Nothing is dated
// after `now`. Payroll requires proof from the week's first day.

const WEEK = 7;
/** The default shift starts (Kampala hours), as Today's visits has them unless an ADMIN changes them. */
const START: Record<NurseJobShift, number> = { Day: 8, Night: 20, 'Day and night': 8 };
const LENGTH: Record<NurseJobShift, number> = { Day: 12, Night: 12, 'Day and night': 24 };

type Check = typeof visitChecks.$inferInsert;

export const seedVisits: Seeder = {
  name: 'visits',
  async run({ db, r, now }) {
    const today = ugandaDate(now);
    const from = addDays(today, -(WEEK - 1));
    const jobs = await db
      .select({
        id: nurseJobs.id,
        nurseId: nurseJobs.nurseId,
        start: nurseJobs.startDate,
        end: nurseJobs.endDate,
        shift: nurseJobs.shift,
        phone: nurses.phoneNumber,
      })
      .from(nurseJobs)
      .innerJoin(nurses, sql`${nurses.id} = ${nurseJobs.nurseId}`)
      .where(
        and(
          ne(nurseJobs.status, 'cancelled'),
          isNull(nurseJobs.deletedAt),
          lte(nurseJobs.startDate, today),
          gt(nurseJobs.endDate, from),
        ),
      )
      .orderBy(nurseJobs.id);
    if (!jobs.length) return 0;

    // Codes: four digits, unique per nurse.
    const taken = new Map<number, Set<string>>();
    const codes = jobs.map((j) => {
      const mine = taken.get(j.nurseId) ?? new Set<string>();
      taken.set(j.nurseId, mine);
      let code: string;
      do code = String(r.int(1000, 9999));
      while (mine.has(code));
      mine.add(code);
      return { nurseJobId: j.id, nurseId: j.nurseId, code, createdAt: now };
    });
    await db.insert(visitCodes).values(codes).onConflictDoNothing();

    const checks: Check[] = [];
    const at = (day: string, minutes: number) =>
      new Date(Date.parse(ugandaMidnight(day)) + minutes * 60_000);
    // one past day missed, one visit of today not checked in yet
    const missed = r.pick(jobs.filter((j) => j.start < today));
    const waiting = r.pick(jobs.filter((j) => j.end > today));
    for (const j of jobs) {
      for (
        let day = j.start < from ? from : j.start;
        day < j.end && day <= today;
        day = addDays(day, 1)
      ) {
        if (missed && j.id === missed.id && day === addDays(today, -1)) continue;
        if (waiting && j.id === waiting.id && day === today) continue;
        const start = START[j.shift] * 60;
        const late = r.bool(0.12);
        const arrived = at(day, start + (late ? r.int(40, 100) : r.int(-15, 20)));
        if (arrived > now) continue;
        const channel = r.bool(0.8) ? ('sms' as const) : ('ussd' as const);
        checks.push({
          nurseJobId: j.id,
          day,
          kind: 'in',
          channel,
          phone: j.phone,
          at: arrived,
          createdAt: arrived,
        });
        const left = at(day, start + LENGTH[j.shift] * 60 + r.int(-20, 15));
        if (left <= now && r.bool(0.96))
          checks.push({
            nurseJobId: j.id,
            day,
            kind: 'out',
            channel,
            phone: j.phone,
            at: left,
            createdAt: left,
          });
      }
    }
    for (let i = 0; i < checks.length; i += 500)
      await db
        .insert(visitChecks)
        .values(checks.slice(i, i + 500))
        .onConflictDoNothing();
    // The week's days are paid by their proof (the days before, as their status
    // says), so Visit exceptions has days without proof to decide.
    await db
      .insert(visitProofSettings)
      .values({ id: 1, proofFrom: from })
      .onConflictDoUpdate({ target: visitProofSettings.id, set: { proofFrom: from } });
    return checks.length;
  },
};
