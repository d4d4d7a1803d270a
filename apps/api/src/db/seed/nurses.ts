import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AVAILABILITY, EDUCATION_LEVELS, QUALIFICATIONS, WORK_STATUSES } from '@app/contract';
import { nurseAcademics, nurseAccountStatus, nurses, nurseWork } from '../schema/index.ts';
import { addLicences } from './licences.ts';
import type { Seeder } from './types.ts';
import { makeEmail, makeFacility, makePerson, makePhone, makePlace } from './uganda.ts';

const SCHOOLS = [
  'Makerere University School of Nursing',
  'Mulago School of Nursing and Midwifery',
  'Aga Khan University',
  'Mbarara University of Science and Technology',
  'Lubaga Hospital Training School',
  'Mengo School of Nursing',
  'Nsambya School of Nursing',
  'Kabale School of Comprehensive Nursing',
  'Lira School of Nursing',
  'Mildmay Institute of Health Sciences',
];
const ABOUT = [
  'Experienced with newborn care and breastfeeding support.',
  'Calm and patient with elderly clients; trained in palliative care.',
  'Postnatal care and C-section wound care are my strengths.',
  'Enjoys home visits and teaching families how to care for their loved ones.',
  'Night shifts preferred; experienced in post-surgery recovery.',
];

/** Every 20 nurses, the one at this place is BLOCKED, and this one SUSPENDED. */
const BLOCKED_AT = 7;
const SUSPENDED_AT = 13;

/** `days` after `from`, but never after `now`. */
const laterOf = (from: Date, days: number, now: Date) =>
  new Date(Math.min(from.getTime() + days * 86_400_000, now.getTime()));

/** About 120 nurses in every state: approved or waiting, active, blocked or suspended. */
export const seedNurses: Seeder = {
  name: 'nurses',
  async run({ db, r, now }) {
    const rows: (typeof nurses.$inferInsert)[] = [];
    for (let i = 0; i < 120; i++) {
      const p = makePerson(r, r.bool(0.8) ? 'Female' : 'Male');
      const home = makePlace(r);
      const joined = r.recentDate(3 * 365, now);
      const grad = r.int(2006, 2025);
      rows.push({
        userId: `nu-${String(i + 1).padStart(5, '0')}-${randomBytes(4).toString('hex')}`,
        firstName: p.first,
        lastName: p.last,
        username: `${p.first} ${p.last}`,
        email: makeEmail(r, p.first, p.last, r.bool(0.5) ? 'gmail.com' : 'yahoo.com'),
        phoneNumber: makePhone(r),
        otherNumber: r.bool(0.3) ? makePhone(r) : null,
        gender: p.sex,
        dateOfBirth: `${grad - r.int(20, 26)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
        address: home.address,
        latitude: home.lat,
        longitude: home.lng,
        aboutMe: r.pick(ABOUT),
        personalStatement: 'I treat every patient as I would my own family.',
        joinDate: joined,
        verified: r.bool(0.75),
        refName: `${makePerson(r).first} ${makePerson(r).last}`,
        refPhoneNumber: makePhone(r),
        refEmail: r.bool(0.5) ? makeEmail(r, 'ref', p.last) : null,
        employmentStatus: r.pick(['Full time', 'Part time', 'Contract']),
        workStatus: r.pick(WORK_STATUSES),
        availability: r.pick(AVAILABILITY.slice(0, 4)),
        certificateNo: `UNMC/${grad}/${r.int(1000, 99999)}`,
        qualification: r.pick(QUALIFICATIONS.slice(0, 17)),
        educationLevel: r.pick(EDUCATION_LEVELS.slice(0, 4)),
        graduationYear: grad,
        careNumber: `CN-${String(i + 1).padStart(6, '0')}`,
        // Two in five use the nurse app with notifications on; chosen by
        // position so the random stream the later seeders draw from stays put.
        fcmToken: i % 5 < 2 ? `demo-fcm-${randomBytes(24).toString('base64url')}` : null,
        // Issue 26: two nurses objected to marketing (a month after joining), by position too.
        marketingObjectedAt: i === 11 || i === 72 ? laterOf(joined, 30, now) : null,
        createdAt: joined,
        updatedAt: joined,
      });
    }
    // Issue 27: registrations, licences (some expiring, some expired, one missing) and stations.
    addLicences(
      rows,
      now.toISOString().slice(0, 10),
      (i) => ![BLOCKED_AT, SUSPENDED_AT].includes(i % 20),
    );
    const inserted = await db.insert(nurses).values(rows).returning({
      id: nurses.id,
      userId: nurses.userId,
      grad: nurses.graduationYear,
      qualification: nurses.qualification,
      joined: nurses.createdAt,
    });
    await db.execute(sql`select setval('nurse_seq', ${inserted.length})`);

    await db.insert(nurseWork).values(
      inserted.map((n) => {
        const place = makeFacility(r);
        const start = n.grad + r.int(0, 1);
        return {
          nurseId: n.id,
          position: r.pick([
            'Staff Nurse',
            'Midwife',
            'Nursing Officer',
            'Caregiver',
            'Intern Nurse',
          ]),
          company: place.name,
          currentPosition: r.bool(0.3),
          startDate: `${start}-0${r.int(1, 9)}-01`,
          endDate: `${Math.min(start + r.int(1, 4), 2026)}-0${r.int(1, 9)}-28`,
          description: 'Ward rounds, medication, patient education.',
          createdAt: n.joined,
          updatedAt: n.joined,
        };
      }),
    );
    await db.insert(nurseAcademics).values(
      inserted.map((n) => ({
        nurseId: n.id,
        qualification: n.qualification,
        school: r.pick(SCHOOLS),
        course: [n.qualification],
        startDate: `${n.grad - r.int(2, 4)}-08-01`,
        endDate: `${n.grad}-06-30`,
        grade: r.pick([
          'First class',
          'Second upper',
          'Second lower',
          'Pass',
          'Credit',
          'Distinction',
        ]),
        createdAt: n.joined,
        updatedAt: n.joined,
      })),
    );
    // A few accounts are blocked or suspended, so every state shows in the demo.
    await db.insert(nurseAccountStatus).values(
      inserted.map((n, i) => ({
        nurseId: n.id,
        userId: n.userId,
        status:
          i % 20 === BLOCKED_AT
            ? ('BLOCKED' as const)
            : i % 20 === SUSPENDED_AT
              ? ('SUSPENDED' as const)
              : ('ACTIVE' as const),
        createdAt: n.joined,
        updatedAt: n.joined,
      })),
    );
    return inserted.length;
  },
};
