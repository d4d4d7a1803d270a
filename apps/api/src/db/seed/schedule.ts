import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { addDays, shiftOfCard, type NurseJobShift } from '@app/contract';
import { jobCards, nurseAccountStatus, nurseJobs, nurses } from '../schema/index.ts';
import type { Seeder } from './types.ts';

// Issue 27: a month of the care team's schedule around today, so the week
// and month views have work to show: day and night rotas on the care under
// way (each nurse a few days, then the next), and nurses booked on the care
// starting soon. Statuses follow the dates (done: completed, today: ongoing,
// ahead: pending); a nurse is never on two jobs the same day, and is only
// booked while her practising licence is valid.

/** The schedule's days around today: two weeks back, three weeks ahead. */
const BACK = 14;
const AHEAD = 21;
const OTHER: Record<'Day' | 'Night', NurseJobShift> = { Day: 'Night', Night: 'Day' };

type Job = typeof nurseJobs.$inferInsert;
type Card = typeof jobCards.$inferSelect;

const minDay = (a: string, b: string) => (a < b ? a : b);
const maxDay = (a: string, b: string) => (a > b ? a : b);
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

export const seedSchedule: Seeder = {
  name: 'schedule',
  async run({ db, r, now }) {
    const today = now.toISOString().slice(0, 10);
    const from = addDays(today, -BACK);
    const to = addDays(today, AHEAD);

    const bookable = await db
      .select({ id: nurses.id, licenceExpiry: nurses.licenceExpiry })
      .from(nurses)
      .innerJoin(nurseAccountStatus, eq(nurseAccountStatus.nurseId, nurses.id))
      .where(
        and(
          eq(nurses.verified, true),
          eq(nurseAccountStatus.status, 'ACTIVE'),
          isNull(nurses.deletedAt),
        ),
      )
      .orderBy(asc(nurses.id));
    const live = await db
      .select({
        jobId: nurseJobs.jobId,
        nurseId: nurseJobs.nurseId,
        start: nurseJobs.startDate,
        end: nurseJobs.endDate,
        shift: nurseJobs.shift,
      })
      .from(nurseJobs)
      .where(and(ne(nurseJobs.status, 'cancelled'), isNull(nurseJobs.deletedAt)));
    const cards = await db
      .select()
      .from(jobCards)
      .where(and(inArray(jobCards.status, ['ongoing', 'pending']), isNull(jobCards.deletedAt)))
      .orderBy(asc(jobCards.id));
    if (!bookable.length) return 0;

    const busy = new Map<number, [string, string][]>();
    for (const j of live) busy.set(j.nurseId, [...(busy.get(j.nurseId) ?? []), [j.start, j.end]]);
    const shiftsOn = new Map<number, NurseJobShift[]>();
    for (const j of live) shiftsOn.set(j.jobId, [...(shiftsOn.get(j.jobId) ?? []), j.shift]);
    const expiry = new Map(bookable.map((n) => [n.id, n.licenceExpiry]));
    const free = (id: number, s: string, e: string) =>
      !(busy.get(id) ?? []).some(([a, b]) => a < e && s < b) &&
      (expiry.get(id) ?? '9999-12-31') >= addDays(e, -1);

    const jobs: Job[] = [];
    /** Books a free nurse from `start` to `end` (the day after the last), if one is found. */
    const book = (card: Card, start: string, end: string, shift: NurseJobShift) => {
      const nurse = Array.from({ length: 6 }, () => r.pick(bookable).id).find((id) =>
        free(id, start, end),
      );
      if (!nurse) return;
      busy.set(nurse, [...(busy.get(nurse) ?? []), [start, end]]);
      const duration = daysBetween(start, end);
      const rate = r.int(6, 16) * 5_000;
      jobs.push({
        jobId: card.id,
        nurseId: nurse,
        startDate: start,
        endDate: end,
        duration,
        days: duration,
        nights: shift === 'Day' ? 0 : duration,
        shift,
        rate,
        amount: rate * duration,
        status: addDays(end, -1) < today ? 'completed' : start <= today ? 'ongoing' : 'pending',
        paymentStatus: 'UnPaid',
        createdBy: card.createdBy,
        createdAt: card.createdAt,
        updatedAt: card.createdAt,
      });
    };
    /** Nurses taking turns of 3 to 7 days on one shift of a card. */
    const rota = (card: Card, start: string, end: string, shift: NurseJobShift) => {
      for (let at = start; at < end;) {
        const next = minDay(addDays(at, r.int(3, 7)), end);
        book(card, at, next, shift);
        at = next;
      }
    };

    for (const card of cards) {
      if (!card.startDate || !card.endDate) continue;
      const start = maxDay(card.startDate, from);
      const end = minDay(card.endDate, to);
      if (start >= end) continue;
      const booked = shiftsOn.get(card.id) ?? [];
      if (card.status === 'ongoing') {
        // Care under way: the shift nobody covers yet gets a rota of its own.
        const only = booked.length && booked.every((s) => s === booked[0]) ? booked[0] : undefined;
        if (!booked.length) rota(card, start, end, shiftOfCard(card.shifts));
        else if ((only === 'Day' || only === 'Night') && r.bool(0.7))
          rota(card, start, end, OTHER[only]);
      } else if (!booked.length && card.startDate > today && card.startDate <= to) {
        // Care starting soon: one nurse for the whole card, most of them.
        if (r.bool(0.8)) book(card, card.startDate, card.endDate, shiftOfCard(card.shifts));
      }
    }
    if (jobs.length) await db.insert(nurseJobs).values(jobs);
    return jobs.length;
  },
};
