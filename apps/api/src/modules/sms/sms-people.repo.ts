import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SmsAudience } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { bookings, customers, nurseAccountStatus, nurses } from '../../db/schema/index.ts';

/** Someone an SMS may go to, as the audience query finds them. */
export type Person = {
  kind: 'customer' | 'nurse';
  id: number;
  first: string;
  last: string;
  phone: string | null;
  optedOut: boolean;
  /** Objected to marketing (issue 26): left out of group sends, not of direct or automatic ones. */
  objected: boolean;
};

const liveCustomer = isNull(customers.deletedAt);
const liveNurse = isNull(nurses.deletedAt);
const customerPerson = {
  kind: sql<'customer'>`'customer'`,
  id: customers.id,
  first: customers.firstname,
  last: customers.lastname,
  phone: customers.phonenumber,
  optedOut: sql<boolean>`${customers.smsOptOutAt} IS NOT NULL`,
  objected: sql<boolean>`${customers.marketingObjectedAt} IS NOT NULL`,
};
const nursePerson = {
  kind: sql<'nurse'>`'nurse'`,
  id: nurses.id,
  first: nurses.firstName,
  last: nurses.lastName,
  phone: nurses.phoneNumber,
  optedOut: sql<boolean>`${nurses.smsOptOutAt} IS NOT NULL`,
  objected: sql<boolean>`${nurses.marketingObjectedAt} IS NOT NULL`,
};

/** Who SMS may go to: the audiences, each person's number and push token, and "no SMS". */
export function createSmsPeopleRepo(db: Db) {
  return {
    /** Everyone an audience names (opted out or not: the service says who is left out and why). */
    async audience(a: SmsAudience, week: { from: string; to: string }): Promise<Person[]> {
      switch (a.kind) {
        case 'customer':
          return db
            .select(customerPerson)
            .from(customers)
            .where(and(eq(customers.id, a.id), liveCustomer));
        case 'nurse':
          return db
            .select(nursePerson)
            .from(nurses)
            .where(and(eq(nurses.id, a.id), liveNurse));
        case 'customers':
          return db
            .select(customerPerson)
            .from(customers)
            .where(and(liveCustomer, a.userType ? eq(customers.userType, a.userType) : undefined))
            .orderBy(customers.id);
        case 'nurses_approved':
          return db
            .select(nursePerson)
            .from(nurses)
            .leftJoin(nurseAccountStatus, eq(nurseAccountStatus.nurseId, nurses.id))
            .where(
              and(
                liveNurse,
                eq(nurses.verified, true),
                eq(nurses.active, true),
                or(isNull(nurseAccountStatus.status), eq(nurseAccountStatus.status, 'ACTIVE')),
              ),
            )
            .orderBy(nurses.id);
        case 'customers_booked_this_week':
          return db
            .select(customerPerson)
            .from(customers)
            .where(
              and(
                liveCustomer,
                sql`EXISTS (SELECT 1 FROM ${bookings}
                  WHERE ${bookings.deletedAt} IS NULL AND ${bookings.status} <> 'Cancelled'
                    AND ${bookings.serviceStartDate} BETWEEN ${week.from} AND ${week.to}
                    AND (${bookings.clientId} = ${customers.userId}
                      OR ${bookings.primaryPhoneNumber} = ${customers.phonenumber}))`,
              ),
            )
            .orderBy(customers.id);
      }
    },

    /** A number is off when anyone who holds it asked for no SMS (a STOP reply names only the number). */
    async isNumberOptedOut(phone: string): Promise<boolean> {
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.phonenumber, phone), isNotNull(customers.smsOptOutAt)))
        .unionAll(
          db
            .select({ id: nurses.id })
            .from(nurses)
            .where(and(eq(nurses.phoneNumber, phone), isNotNull(nurses.smsOptOutAt))),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Marks everyone holding a number "no SMS" (a STOP reply); how many it marked. */
    async optOutNumber(phone: string, source: string) {
      const [c, n] = await Promise.all([
        db
          .update(customers)
          .set({ smsOptOutAt: sql`now()`, smsOptOutSource: source })
          .where(and(eq(customers.phonenumber, phone), isNull(customers.smsOptOutAt)))
          .returning({ id: customers.id }),
        db
          .update(nurses)
          .set({ smsOptOutAt: sql`now()`, smsOptOutSource: source })
          .where(and(eq(nurses.phoneNumber, phone), isNull(nurses.smsOptOutAt)))
          .returning({ id: nurses.id }),
      ]);
      return c.length + n.length;
    },

    async setOptOut(kind: 'customer' | 'nurse', id: number, optedOut: boolean, source: string) {
      const values = optedOut
        ? { smsOptOutAt: sql`coalesce(sms_opt_out_at, now())`, smsOptOutSource: source }
        : { smsOptOutAt: null, smsOptOutSource: null };
      const table = kind === 'customer' ? customers : nurses;
      const rows = await db
        .update(table)
        .set(values as never)
        .where(and(eq(table.id, id), isNull(table.deletedAt)))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    /** A person's push token, number and opt-out, for the message dialog. */
    async reach(kind: 'customer' | 'nurse', id: number) {
      const table = kind === 'customer' ? customers : nurses;
      const phone = kind === 'customer' ? customers.phonenumber : nurses.phoneNumber;
      const [row] = await db
        .select({
          token: table.fcmToken,
          phone,
          optedOutAt: table.smsOptOutAt,
          source: table.smsOptOutSource,
        })
        .from(table)
        .where(and(eq(table.id, id), isNull(table.deletedAt)));
      return row;
    },
  };
}
