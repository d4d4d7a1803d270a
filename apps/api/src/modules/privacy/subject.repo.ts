import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { formatName } from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  accessLog,
  babies,
  careRecords,
  bookings,
  customers,
  incomeTrace,
  jobCards,
  notifications,
  nurses,
  pregnancies,
  reviews,
  shopOrderItems,
  shopOrders,
  paymentRequests,
  smsReplies,
  statementLines,
} from '../../db/schema/index.ts';
import { phoneForms } from './erasure-scope.ts';

/** A customer or a nurse as an export and an erasure need them. */
export type Person = {
  kind: 'customer' | 'nurse';
  id: number;
  userId: string;
  /** As the profile shows it (first + ' ' + last). */
  name: string;
  email: string | null;
  phones: string[];
  fcmToken: string | null;
  /** Other ids and handles that name her (nurse username, Firebase id). */
  otherIds: string[];
  /** The picture's public path, or null. */
  picture: string | null;
  erasedAt: Date | null;
  deletedAt: Date | null;
};

/** The person (locked for the transaction when asked), or undefined. */
export async function findPerson(
  db: Db,
  s: { kind: 'customer' | 'nurse'; id: number },
  lock = false,
): Promise<Person | undefined> {
  if (s.kind === 'customer') {
    const q = db.select().from(customers).where(eq(customers.id, s.id));
    const [c] = lock ? await q.for('update') : await q;
    if (!c) return undefined;
    return {
      kind: 'customer',
      id: c.id,
      userId: c.userId,
      name: formatName(c.firstname, c.lastname),
      email: c.email,
      phones: [c.phonenumber, c.alternateNumber].filter((p): p is string => !!p),
      fcmToken: c.fcmToken,
      otherIds: [],
      picture: c.photoUrl || null,
      erasedAt: c.erasedAt,
      deletedAt: c.deletedAt,
    };
  }
  const q = db.select().from(nurses).where(eq(nurses.id, s.id));
  const [n] = lock ? await q.for('update') : await q;
  if (!n) return undefined;
  return {
    kind: 'nurse',
    id: n.id,
    userId: n.userId,
    name: formatName(n.firstName, n.lastName),
    email: n.email,
    phones: [n.phoneNumber, n.otherNumber, n.mobileMoneyNumber].filter((p): p is string => !!p),
    fcmToken: n.fcmToken,
    otherIds: [n.username, n.firebaseId ?? ''].filter(Boolean),
    picture: n.profilePicture || null,
    erasedAt: n.erasedAt,
    deletedAt: n.deletedAt,
  };
}

type Rows = Record<string, unknown>[];

/** Messages sent to her: by her id, or to one of her numbers. */
export async function messagesTo(db: Db, own: PgColumn, id: number, phones: string[]) {
  const forms = phoneForms(...phones);
  return db
    .select()
    .from(notifications)
    .where(or(eq(own, id), forms.length ? inArray(notifications.phone, forms) : undefined))
    .orderBy(asc(notifications.sentAt), asc(notifications.id));
}

/** Issue 42: the SMS she sent us, by her id or her numbers, oldest first. */
export function repliesFrom(db: Db, own: PgColumn, id: number, phones: string[]) {
  const forms = phoneForms(...phones);
  return db
    .select()
    .from(smsReplies)
    .where(or(eq(own, id), forms.length ? inArray(smsReplies.phone, forms) : undefined))
    .orderBy(asc(smsReplies.receivedAt), asc(smsReplies.id));
}

/** The access entries about her, oldest first. */
export function accessAbout(db: Db, kind: 'customer' | 'nurse', id: number) {
  return db
    .select()
    .from(accessLog)
    .where(and(eq(accessLog.subjectKind, kind), eq(accessLog.subjectId, id)))
    .orderBy(asc(accessLog.at), asc(accessLog.id));
}

/** Everything held about a customer, section by section (issue 26, subject access). */
export async function customerData(db: Db, p: Person) {
  const [profile] = await db.select().from(customers).where(eq(customers.id, p.id));
  const cards = await db
    .select()
    .from(jobCards)
    .where(eq(jobCards.customerId, p.id))
    .orderBy(asc(jobCards.id));
  const cardIds = cards.map((c) => c.id);
  const orders = await db
    .select()
    .from(shopOrders)
    .where(or(eq(shopOrders.customerId, p.id), eq(shopOrders.userid, p.userId)))
    .orderBy(asc(shopOrders.id));
  const items = orders.length
    ? await db
        .select()
        .from(shopOrderItems)
        .where(
          inArray(
            shopOrderItems.orderId,
            orders.map((o) => o.id),
          ),
        )
        .orderBy(asc(shopOrderItems.id))
    : [];
  const ledger = await db
    .select()
    .from(incomeTrace)
    .where(eq(incomeTrace.userId, p.id))
    .orderBy(asc(incomeTrace.txnDate), asc(incomeTrace.id));
  const payments = ledger.length
    ? await db
        .select()
        .from(statementLines)
        .where(
          inArray(
            statementLines.incomeId,
            ledger.map((l) => l.id),
          ),
        )
        .orderBy(asc(statementLines.occurredAt), asc(statementLines.id))
    : [];
  return {
    profile: profile as Record<string, unknown>,
    bookings: await db
      .select()
      .from(bookings)
      .where(or(eq(bookings.customerId, p.id), eq(bookings.clientId, p.userId)))
      .orderBy(asc(bookings.id)),
    jobCards: cards,
    shopOrders: orders.map((o) => ({ ...o, items: items.filter((i) => i.orderId === o.id) })),
    ledger,
    statementLines: payments,
    // issue 43: the payment prompts sent to her phone
    paymentRequests: await db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.customerId, p.id))
      .orderBy(asc(paymentRequests.id)),
    messages: await messagesTo(db, notifications.customerId, p.id, p.phones),
    replies: await repliesFrom(db, smsReplies.customerId, p.id, p.phones),
    reviews: await db
      .select()
      .from(reviews)
      .where(
        or(
          eq(reviews.customerId, p.id),
          cardIds.length ? inArray(reviews.jobId, cardIds) : undefined,
        ),
      )
      .orderBy(asc(reviews.id)),
    pregnancies: await db
      .select()
      .from(pregnancies)
      .where(eq(pregnancies.customerId, p.id))
      .orderBy(asc(pregnancies.id)),
    babies: await db
      .select()
      .from(babies)
      .where(eq(babies.customerId, p.id))
      .orderBy(asc(babies.id)),
    careRecords: await db
      .select()
      .from(careRecords)
      .where(eq(careRecords.customerId, p.id))
      .orderBy(asc(careRecords.id)),
    accessLog: await accessAbout(db, 'customer', p.id),
  } satisfies Record<string, Rows | Record<string, unknown>>;
}

export type CustomerData = Awaited<ReturnType<typeof customerData>>;
