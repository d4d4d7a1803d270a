import { and, eq, isNull } from 'drizzle-orm';
import { BABY_SEXES, addDays, eddFromLmp, ugandaMidnight } from '@app/contract';
import type { Db } from '../client.ts';
import { babies, customers, pregnancies } from '../schema/index.ts';
import type { Random } from './random.ts';

/** How many mothers of the demo have a birth recorded. */
const MOTHERS = 12;
const PLACES = ['Mulago National Referral Hospital', 'Nsambya Hospital', 'Kiswa Health Centre III'];
const NAMES = ['Nakato', 'Babirye', 'Mukasa', 'Kato', 'Namubiru', 'Ssekandi', 'Atim', 'Okello'];

/** The outcome's row time: noon of its day, never after `now`. */
const at = (day: string, now: Date) =>
  new Date(Math.min(now.getTime(), Date.parse(ugandaMidnight(day)) + 12 * 3600_000));

/**
 * Issue 42: births recorded for up to 12 mothers (parents, Female), babies
 * 0 to 20 months old today, one pair of twins, so the care timeline shows
 * postnatal contacts and vaccines due; and one loss, a year before the
 * ongoing pregnancy of the first expecting mother. Answers the rows made.
 */
export async function seedOutcomes(db: Db, r: Random, now: Date, today: string) {
  const mothers = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.userType, 'parent'),
        eq(customers.gender, 'Female'),
        isNull(customers.deletedAt),
      ),
    )
    .orderBy(customers.id)
    .limit(MOTHERS);
  let made = 0;
  for (const [i, m] of mothers.entries()) {
    // the first few born in the last weeks (postnatal contacts due), the rest up to 20 months
    const born = addDays(today, i < 3 ? -r.int(0, 40) : -r.int(41, 610));
    const lmp = addDays(born, -r.int(37 * 7, 41 * 7));
    const place = r.pick(PLACES);
    const [p] = await db
      .insert(pregnancies)
      .values({
        customerId: m.id,
        lmp,
        edd: eddFromLmp(lmp),
        gravida: 1,
        parity: 0,
        facility: place,
        status: 'delivered',
        outcome: 'birth',
        outcomeDate: born,
        outcomePlace: place,
        createdAt: at(addDays(lmp, 70), now),
        updatedAt: at(born, now),
      })
      .returning({ id: pregnancies.id });
    const count = i === 1 ? 2 : 1;
    const rows = Array.from({ length: count }, () => ({
      customerId: m.id,
      pregnancyId: p!.id,
      name: r.bool(0.7) ? r.pick(NAMES) : null,
      sex: r.pick(BABY_SEXES),
      birthWeightGrams: count === 2 ? r.int(1900, 2800) : r.int(2500, 4200),
      bornOn: born,
      createdAt: at(born, now),
      updatedAt: at(born, now),
    }));
    await db.insert(babies).values(rows);
    made += 1 + rows.length;
  }

  const [expecting] = await db
    .select({ id: pregnancies.customerId, lmp: pregnancies.lmp })
    .from(pregnancies)
    .where(eq(pregnancies.status, 'ongoing'))
    .orderBy(pregnancies.customerId)
    .limit(1);
  if (expecting) {
    const ended = addDays(expecting.lmp, -r.int(120, 200));
    const lmp = addDays(ended, -r.int(8 * 7, 14 * 7));
    await db.insert(pregnancies).values({
      customerId: expecting.id,
      lmp,
      edd: eddFromLmp(lmp),
      gravida: 1,
      parity: 0,
      status: 'lost',
      outcome: 'loss',
      outcomeDate: ended,
      outcomePlace: 'Kawempe National Referral Hospital',
      outcomeNotes: 'Miscarriage in the first trimester',
      createdAt: at(addDays(lmp, 42), now),
      updatedAt: at(ended, now),
    });
    made += 1;
  }
  return made;
}
