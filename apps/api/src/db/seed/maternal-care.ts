import { and, asc, isNull, or, sql } from 'drizzle-orm';
import { addDays, daysFrom, ugandaMidnight, type CareStepState } from '@app/contract';
import type { Db } from '../client.ts';
import { babies, careRecords, customers, pregnancies, staffUsers } from '../schema/index.ts';
import type { Random } from './random.ts';
import type { SeedPorts } from './types.ts';

/** Where a contact or dose was had when not from our nurse. */
const ELSEWHERE = [
  'Kiswa Health Centre III',
  'Kawaala Health Centre IV',
  'Komamboga Health Centre III',
  'Kisenyi Health Centre IV',
  'Mulago National Referral Hospital',
];

/** How likely a step is recorded done, by where it stands today: most past ones, a few current ones. */
const DONE_CHANCE: Partial<Record<CareStepState, number>> = {
  missed: 0.85,
  overdue: 0.3,
  due: 0.2,
};

/** A row's time: noon of its day in Kampala, never after `now`. */
const at = (day: string, now: Date) =>
  new Date(Math.min(now.getTime(), Date.parse(ugandaMidnight(day)) + 12 * 3600_000));

/**
 * Issue 42: the contacts held and doses given on the seeded mothers' and
 * babies' timelines (most past steps, some current ones, by our nurses or
 * at a health centre), then each one's Care due rows laid by the maternal
 * module's own refresh (ports), so the worklist and Home's counts show
 * steps due, overdue and coming. Answers the records made.
 */
export async function seedCare(db: Db, r: Random, now: Date, today: string, ports: SeedPorts) {
  const staff = await db.select({ id: staffUsers.id }).from(staffUsers).orderBy(staffUsers.id);
  const mothers = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        isNull(customers.deletedAt),
        or(
          sql`EXISTS (SELECT 1 FROM ${pregnancies} WHERE ${pregnancies.customerId} = ${customers.id})`,
          sql`EXISTS (SELECT 1 FROM ${babies} WHERE ${babies.customerId} = ${customers.id})`,
        ),
      ),
    )
    .orderBy(asc(customers.id));
  let made = 0;
  for (const m of mothers) {
    const { pregnancyId, steps } = await ports.careTimeline(db, m.id, today);
    const rows = steps
      // a contact belongs to her pregnancy (a dose to its baby)
      .filter((s) => s.kind === 'immunisation' || pregnancyId !== null)
      .filter((s) => r.bool(DONE_CHANCE[s.state] ?? 0))
      .map((s) => {
        // a day of its window up to today
        const last = s.dueUntil < today ? s.dueUntil : today;
        const doneOn = addDays(s.dueFrom, r.int(0, Math.max(0, daysFrom(s.dueFrom, last))));
        const here = r.bool(0.55);
        const dose = s.kind === 'immunisation';
        return {
          customerId: m.id,
          pregnancyId: dose ? null : pregnancyId,
          babyId: dose ? Number(s.baby) : null,
          stepKey: s.key,
          doneOn,
          place: here ? ('here' as const) : ('elsewhere' as const),
          facility: here ? null : r.pick(ELSEWHERE),
          recordedBy: staff.length ? r.pick(staff).id : null,
          createdAt: at(doneOn, now),
          updatedAt: at(doneOn, now),
        };
      });
    if (rows.length) await db.insert(careRecords).values(rows);
    made += rows.length;
    await ports.refreshCareSteps(db, m.id, today);
  }
  return made;
}
