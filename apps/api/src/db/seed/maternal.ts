import { and, eq, isNull, sql } from 'drizzle-orm';
import { PREGNANCY_RISKS, addDays, eddFromLmp, ugandaDate } from '@app/contract';
import { customers, pregnancies, staffUsers } from '../schema/index.ts';
import { seedCare } from './maternal-care.ts';
import { seedOutcomes } from './maternal-outcomes.ts';
import type { Seeder } from './types.ts';

/** Where mothers in and around Kampala plan to deliver. */
const FACILITIES = [
  'Mulago National Referral Hospital',
  'Kawempe National Referral Hospital',
  'Kiruddu National Referral Hospital',
  'Nsambya Hospital',
  'Mengo Hospital',
  'Rubaga Hospital',
  'Kisubi Hospital',
  'Naguru China-Uganda Friendship Hospital',
  'Entebbe Regional Referral Hospital',
  'Kiswa Health Centre III',
];

const NOTES = [
  'BP 145/95 at the last antenatal visit',
  'On ART, viral load suppressed',
  'Gestational diabetes: diet, glucose checks',
  'Previous C-section for obstructed labour; plans a hospital birth',
];

/**
 * Issue 42: an ongoing pregnancy for every customer marked expecting, from
 * 4 to 41 weeks along today (Kampala), one in four with risks; births and
 * a loss recorded (maternal-outcomes.ts); contacts and doses recorded done,
 * and the Care due worklist laid (maternal-care.ts).
 */
export const seedMaternal: Seeder = {
  name: 'pregnancies',
  async run({ db, r, now, ports }) {
    const expecting = await db
      .select({ id: customers.id, createdAt: customers.createdAt })
      .from(customers)
      .where(and(eq(customers.userType, 'expecting'), isNull(customers.deletedAt)))
      .orderBy(customers.id);
    const staff = await db.select({ id: staffUsers.id }).from(staffUsers).orderBy(staffUsers.id);
    const today = ugandaDate(now);
    const rows = expecting.map((c) => {
      const lmp = addDays(today, -r.int(4 * 7, 41 * 7 + 6));
      const gravida = r.int(1, 5);
      const risky = r.bool(0.25);
      const risks = risky ? r.some(PREGNANCY_RISKS, r.int(1, 2)) : [];
      // registered at her first contact with us: after she became a customer, never after now
      const registered = new Date(
        Math.min(now.getTime(), c.createdAt.getTime() + r.int(0, 14) * 86_400_000),
      );
      return {
        customerId: c.id,
        lmp,
        edd: eddFromLmp(lmp),
        gravida,
        parity: r.int(0, gravida - 1),
        risks: PREGNANCY_RISKS.filter((k) => risks.includes(k)),
        riskNotes: risky && r.bool(0.6) ? r.pick(NOTES) : null,
        facility: r.bool(0.8) ? r.pick(FACILITIES) : null,
        status: 'ongoing' as const,
        createdBy: staff.length ? r.pick(staff).id : null,
        createdAt: registered,
        updatedAt: registered,
      };
    });
    if (rows.length) await db.insert(pregnancies).values(rows);
    // Her date of birth: 16 to 40 years by her id (no random draw, so the rest
    // of the demo is as before), so some show the age risk (under 18, over 35).
    await db
      .update(customers)
      .set({
        dateOfBirth: sql`${today}::date - ((16 + (${customers.id} * 7) % 25) * 365 + ${customers.id} % 300)`,
      })
      .where(and(eq(customers.userType, 'expecting'), isNull(customers.deletedAt)));
    const outcomes = await seedOutcomes(db, r, now, today);
    return rows.length + outcomes + (await seedCare(db, r, now, today, ports));
  },
};
