import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { formatUGX, lastDayOfCare, RECON_PROVIDER_LABELS, smsDate } from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  customers,
  jobCards,
  nurseJobs,
  nurses,
  paymentRequests,
} from '../../db/schema/index.ts';

/** Whom an automatic message goes to, and what fills its template. */
export type Addressed = {
  /** The booking the subject belongs to, if any (one "job completed" a booking). */
  bookingId: number | null;
  customerId: number | null;
  nurseId: number | null;
  name: string;
  phone: string | null;
  optedOut: boolean;
  values: Record<string, string>;
};

const open = notInArray(jobCards.status, ['cancelled', 'completed']);
const nurseNames = (jobId: number, day?: string) => sql<string | null>`(
  SELECT string_agg(${nurses.firstName} || ' ' || ${nurses.lastName}, ', ' ORDER BY ${nurses.lastName})
  FROM ${nurseJobs} JOIN ${nurses} ON ${nurses.id} = ${nurseJobs.nurseId}
  WHERE ${nurseJobs.jobId} = ${jobId} AND ${nurseJobs.deletedAt} IS NULL
    ${day ? sql`AND ${nurseJobs.startDate} = ${day}` : sql``})`;

/** What the automatic messages read of bookings, job cards and nurse jobs. */
export function createSmsSubjectsRepo(db: Db) {
  return {
    /** A booking's customer: the booking's own name and number, the customer it is linked to. */
    async booking(id: number): Promise<Addressed | undefined> {
      const [b] = await db
        .select({
          firstName: bookings.firstName,
          lastName: bookings.lastName,
          phone: bookings.primaryPhoneNumber,
          service: bookings.service,
          start: bookings.serviceStartDate,
          docId: bookings.docId,
          customerId: customers.id,
          optedOut: sql<boolean>`${customers.smsOptOutAt} IS NOT NULL`,
        })
        .from(bookings)
        .leftJoin(
          customers,
          and(eq(customers.userId, bookings.clientId), isNull(customers.deletedAt)),
        )
        .where(and(eq(bookings.id, id), isNull(bookings.deletedAt)))
        .limit(1);
      if (!b) return undefined;
      return {
        bookingId: id,
        customerId: b.customerId,
        nurseId: null,
        name: [b.firstName, b.lastName].filter(Boolean).join(' '),
        phone: b.phone,
        optedOut: !!b.optedOut,
        values: {
          firstName: b.firstName,
          service: b.service,
          startDate: b.start ? smsDate(b.start) : 'a date we will confirm',
          reference: b.docId,
        },
      };
    },

    /** A job card's customer, with the nurses of the day given (or all its nurses). */
    async jobCard(id: number, day?: string): Promise<Addressed | undefined> {
      const [j] = await db
        .select({
          customerId: customers.id,
          firstName: customers.firstname,
          lastName: customers.lastname,
          phone: customers.phonenumber,
          optedOut: sql<boolean>`${customers.smsOptOutAt} IS NOT NULL`,
          careCardNumber: jobCards.careCardNumber,
          bookingId: jobCards.bookingId,
          start: jobCards.startDate,
          nurseNames: nurseNames(id, day),
        })
        .from(jobCards)
        .innerJoin(customers, eq(customers.id, jobCards.customerId))
        .where(and(eq(jobCards.id, id), isNull(jobCards.deletedAt), isNull(customers.deletedAt)))
        .limit(1);
      if (!j) return undefined;
      return {
        bookingId: j.bookingId,
        customerId: j.customerId,
        nurseId: null,
        name: `${j.firstName} ${j.lastName}`,
        phone: j.phone,
        optedOut: !!j.optedOut,
        values: {
          firstName: j.firstName,
          startDate: smsDate(day ?? j.start ?? ''),
          nurseName: j.nurseNames ?? 'your nurse',
          reference: j.careCardNumber,
        },
      };
    },

    /** A nurse job's nurse, with the client's name, number and address. */
    async nurseJob(id: number): Promise<Addressed | undefined> {
      const [n] = await db
        .select({
          nurseId: nurses.id,
          firstName: nurses.firstName,
          lastName: nurses.lastName,
          phone: nurses.phoneNumber,
          optedOut: sql<boolean>`${nurses.smsOptOutAt} IS NOT NULL`,
          start: nurseJobs.startDate,
          duration: nurseJobs.duration,
          clientName: jobCards.clientName,
          contact: jobCards.contact,
          address: jobCards.address,
          careCardNumber: jobCards.careCardNumber,
        })
        .from(nurseJobs)
        .innerJoin(nurses, eq(nurses.id, nurseJobs.nurseId))
        .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
        .where(and(eq(nurseJobs.id, id), isNull(nurseJobs.deletedAt), isNull(nurses.deletedAt)))
        .limit(1);
      if (!n) return undefined;
      return {
        bookingId: null,
        customerId: null,
        nurseId: n.nurseId,
        name: `${n.firstName} ${n.lastName}`,
        phone: n.phone,
        optedOut: !!n.optedOut,
        values: {
          nurseFirstName: n.firstName,
          startDate: smsDate(n.start),
          // The last day of care, not end_date (the day after it, SPEC 5): issue 37.
          endDate: smsDate(lastDayOfCare(n.start, n.duration)),
          place: n.address ?? 'the address on the care card',
          clientName: n.clientName,
          clientPhone: n.contact ?? '',
          careCardNumber: n.careCardNumber,
        },
      };
    },

    /** Issue 43: a payment she made by a prompt, to the number that paid, with her receipt. */
    async payment(id: number): Promise<Addressed | undefined> {
      const [p] = await db
        .select({
          customerId: customers.id,
          firstName: customers.firstname,
          lastName: customers.lastname,
          phone: paymentRequests.phone,
          optedOut: sql<boolean>`${customers.smsOptOutAt} IS NOT NULL`,
          amount: paymentRequests.amount,
          network: paymentRequests.network,
          label: paymentRequests.label,
          receipt: paymentRequests.transactionId,
          state: paymentRequests.state,
        })
        .from(paymentRequests)
        .innerJoin(customers, eq(customers.id, paymentRequests.customerId))
        .where(and(eq(paymentRequests.id, id), isNull(customers.deletedAt)))
        .limit(1);
      if (!p || p.state !== 'Successful' || !p.receipt) return undefined;
      return {
        bookingId: null,
        customerId: p.customerId,
        nurseId: null,
        name: `${p.firstName} ${p.lastName}`,
        phone: p.phone,
        optedOut: !!p.optedOut,
        values: {
          firstName: p.firstName,
          amount: formatUGX(p.amount),
          network: RECON_PROVIDER_LABELS[p.network],
          paidFor: p.label,
          receipt: p.receipt,
        },
      };
    },

    /** The open job cards with a visit on `day`: the card starts then, or one of its nurse jobs does. */
    async visitsOn(day: string): Promise<number[]> {
      const starting = db
        .select({ id: nurseJobs.jobId })
        .from(nurseJobs)
        .where(and(eq(nurseJobs.startDate, day), isNull(nurseJobs.deletedAt)));
      const rows = await db
        .select({ id: jobCards.id })
        .from(jobCards)
        .where(
          and(
            isNull(jobCards.deletedAt),
            open,
            or(eq(jobCards.startDate, day), inArray(jobCards.id, starting)),
          ),
        )
        .orderBy(jobCards.id);
      return rows.map((r) => r.id);
    },
  };
}
