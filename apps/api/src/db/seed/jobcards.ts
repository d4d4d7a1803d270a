import { sql } from 'drizzle-orm';
import {
  AGE_GROUPS,
  BEDSIDE_TASKS,
  DISEASES,
  PHYSIO_SERVICES,
  RELATIONS,
  SERVICE_PACKAGES,
  SHIFTS,
  addDays,
  formatName,
  nurseJobEndDate,
  shiftOfCard,
  type JobStatus,
} from '@app/contract';
import {
  customers,
  jobCards,
  nurseAccountStatus,
  nurseJobs,
  nurses,
  reviews,
  staffUsers,
} from '../schema/index.ts';
import type { Seeder } from './types.ts';
import { makeFacility, makePerson } from './uganda.ts';

const REVIEWS = [
  ['Very caring and punctual. My mother loved her.', 'Family was welcoming and clear about needs.'],
  ['Helped me so much with breastfeeding in the first week.', 'Mother was eager to learn.'],
  [
    'Professional, kept the wound clean, explained everything.',
    'Good home environment for recovery.',
  ],
  ['Came late twice but the care itself was good.', 'Directions to the home were hard to follow.'],
  ['Excellent night care, I could finally sleep.', 'Baby settled well by the third night.'],
] as const;

/** How the patient is related to the customer, by the patient's gender. */
const RELATIVES: Record<'Female' | 'Male', (typeof RELATIONS)[number][]> = {
  Female: RELATIONS.filter((x) =>
    ['Spouse', 'Wife', 'Partner', 'Friend', 'Aunt', 'Mother', 'Niece', 'Sister', 'Others'].includes(
      x,
    ),
  ),
  Male: RELATIONS.filter((x) =>
    [
      'Spouse',
      'Husband',
      'Partner',
      'Friend',
      'Uncle',
      'Father',
      'Nephew',
      'Brother',
      'Others',
    ].includes(x),
  ),
};

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * About 400 job cards in every state, nurses booked on most of the started
 * ones (never twice on the same day), and reviews of many completed jobs.
 */
export const seedJobCards: Seeder = {
  name: 'jobCards',
  async run({ db, r, now }) {
    const people = await db.select().from(customers);
    const staff = await db.select({ id: staffUsers.id }).from(staffUsers);
    const bookable = await db
      .select({ id: nurses.id, licenceExpiry: nurses.licenceExpiry })
      .from(nurses)
      .innerJoin(nurseAccountStatus, sql`${nurseAccountStatus.nurseId} = ${nurses.id}`)
      .where(sql`${nurses.verified} and ${nurseAccountStatus.status} = 'ACTIVE'`);
    if (!people.length) return 0;

    const statuses: JobStatus[] = [
      'pending',
      'pending',
      'ongoing',
      'ongoing',
      'completed',
      'completed',
      'completed',
      'completed',
      'cancelled',
      'cancelled',
    ];
    const cards: (typeof jobCards.$inferInsert)[] = [];
    for (let i = 0; i < 400; i++) {
      const status = r.pick(statuses);
      // Finished work lies in the past, pending work mostly ahead.
      const startOffset =
        status === 'pending'
          ? r.int(-3, 30)
          : status === 'ongoing'
            ? -r.int(0, 10)
            : -r.int(15, 330);
      const start = new Date(now.getTime() + startOffset * 86_400_000);
      // A card belongs to a customer who was with us before its care started.
      const before = people.filter((p) => p.createdAt.getTime() < start.getTime() - 86_400_000);
      const c = r.pick(before.length ? before : people);
      // Completed care has ended by now; ongoing and pending care may run on.
      const days = Math.min(r.int(1, 21), status === 'completed' ? -startOffset - 1 : 21);
      const patient = r.bool(0.5) ? makePerson(r) : null;
      const facility = r.bool(0.6)
        ? { name: 'Home', address: c.address, lat: c.latitude ?? 0.35, lng: c.longitude ?? 32.6 }
        : makeFacility(r);
      const invoice = r.int(4, 60) * 25_000;
      // Written up a few days before the care starts, and never after now:
      // upcoming care was booked in the last day or two at the latest.
      const created = new Date(
        Math.max(
          c.createdAt.getTime(),
          Math.min(
            start.getTime() - r.int(1, 10) * 86_400_000,
            now.getTime() - r.int(1, 48) * 3600_000,
          ),
        ),
      );
      const creator = staff.length ? r.pick(staff).id : null;
      cards.push({
        careCardNumber: `CC-${created.getUTCFullYear()}-${String(i + 1).padStart(6, '0')}`,
        customerId: c.id,
        clientName: formatName(c.firstname, c.lastname),
        contact: c.phonenumber,
        patientName: patient
          ? `${patient.first} ${patient.last}`
          : formatName(c.firstname, c.lastname),
        service: r.pick(SERVICE_PACKAGES),
        startDate: day(start),
        endDate: day(new Date(start.getTime() + days * 86_400_000)),
        status,
        facility: facility.name,
        address: facility.address,
        latitude: facility.lat,
        longitude: facility.lng,
        relation: patient ? r.pick(RELATIVES[patient.sex]) : 'Formyself',
        ageGroup: r.pick(AGE_GROUPS),
        gender: patient ? patient.sex : (c.gender ?? 'Female'),
        medicalCondition: r.pick(DISEASES),
        pysioServices: r.some(PHYSIO_SERVICES, r.int(0, 2)),
        careServices: r.some(BEDSIDE_TASKS.slice(1, -1), r.int(2, 6)),
        thcDescription: r.bool(0.5)
          ? 'Client needs daily vitals and help moving around the house.'
          : null,
        description: r.bool(0.4)
          ? 'Call the client before arriving; gate code at the guard house.'
          : null,
        invoiceNumber: `INV-${String(i + 1).padStart(5, '0')}`,
        invoiceAmount: invoice,
        receiptNumber: status === 'completed' ? `RCT-${String(i + 1).padStart(5, '0')}` : null,
        receiptAmount: status === 'completed' ? invoice : null,
        days,
        nights: r.bool(0.3) ? r.int(1, days) : 0,
        duration: days,
        shifts: r.pick(SHIFTS),
        hasDoctor: r.bool(0.2),
        requestedVia: 'portal',
        requestedBy: r.bool(0.5) ? formatName(c.firstname, c.lastname) : null,
        dashboardUserId: creator,
        createdBy: creator,
        createdAt: created,
        updatedAt: created,
      });
    }
    const inserted = await db.insert(jobCards).values(cards).returning();
    await db.execute(sql`select setval('care_card_seq', ${inserted.length})`);

    // Book nurses on the started cards without ever double-booking a day,
    // and only while their practising licence is valid (issue 27).
    const busy = new Map<number, [string, string][]>();
    const expiry = new Map(bookable.map((n) => [n.id, n.licenceExpiry]));
    const free = (nurseId: number, s: string, e: string) =>
      !(busy.get(nurseId) ?? []).some(([a, b]) => a < e && s < b) &&
      (expiry.get(nurseId) ?? '9999-12-31') >= addDays(e, -1);
    const jobs: (typeof nurseJobs.$inferInsert)[] = [];
    const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
    for (const card of inserted) {
      if (
        !bookable.length ||
        card.status === 'cancelled' ||
        (card.status === 'pending' && r.bool(0.6))
      )
        continue;
      const start = card.startDate!;
      const duration = card.days ?? 1;
      const end = nurseJobEndDate(start, duration);
      for (let k = 0; k < (r.bool(0.2) ? 2 : 1); k++) {
        const nurse = [0, 1, 2, 3, 4]
          .map(() => r.pick(bookable).id)
          .find((id) => free(id, start, end));
        if (!nurse) continue;
        busy.set(nurse, [...(busy.get(nurse) ?? []), [start, end]]);
        const rate = r.int(6, 16) * 5_000;
        jobs.push({
          jobId: card.id,
          nurseId: nurse,
          startDate: start,
          endDate: end,
          duration,
          days: duration,
          nights: card.nights,
          // Issue 27: a card with nights is a live-in job; otherwise the card's shift.
          shift: (card.nights ?? 0) > 0 ? 'Day and night' : shiftOfCard(card.shifts),
          rate,
          amount: rate * duration,
          // care still open whose nurse's last day has passed: her part is done
          status:
            card.status === 'ongoing' && addDays(end, -1) < day(now) ? 'completed' : card.status,
          // Older work is mostly paid; the last month's is mostly waiting for
          // the next payout batch (issue 25's Payroll screen has work to do).
          paymentStatus:
            card.status === 'completed' && r.bool(end < day(monthAgo) ? 0.95 : 0.15)
              ? 'Paid'
              : 'UnPaid',
          createdBy: card.createdBy,
          createdAt: card.createdAt,
          updatedAt: card.createdAt,
        });
      }
    }
    const booked = jobs.length ? await db.insert(nurseJobs).values(jobs).returning() : [];

    const reviewed = booked.filter((j) => j.status === 'completed' && r.bool(0.6));
    if (reviewed.length) {
      const byCard = new Map(inserted.map((c) => [c.id, c]));
      const rows = reviewed.map((j) => {
        const nps = r.pick([5, 6, 7, 8, 8, 9, 9, 10, 10, 10]);
        const [customerReview, nurseReview] = r.pick(REVIEWS);
        const card = byCard.get(j.jobId)!;
        return {
          customer: card.clientName,
          customerReview,
          customerRating: nps / 2,
          nurseReview,
          nps,
          nurseJobId: j.id,
          jobId: j.jobId,
          customerId: card.customerId,
          nurseId: j.nurseId,
          createdAt: new Date(Math.min(Date.parse(`${j.endDate}T12:00:00Z`), now.getTime())),
        };
      });
      await db.insert(reviews).values(rows);
      await db.execute(
        sql`update nurse_jobs set rating = reviews.nps from reviews where reviews.nurse_job_id = nurse_jobs.id`,
      );
      await db.execute(sql`
        update nurses set rating = sub.stars
        from (select nurse_id, round(avg(nps))::real / 2 as stars from reviews group by nurse_id) sub
        where nurses.id = sub.nurse_id`);
    }
    return inserted.length;
  },
};
