import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { BIRTH_REPLY_WORDS } from '@app/contract';
import { customers, pregnancies, smsReplies, staffUsers } from '../schema/index.ts';
import type { Seeder } from './types.ts';

/** What customers text back, as the demo's replies (issue 42). */
const REPLIES = [
  'Thank you, the nurse was very kind to us',
  'Can the nurse come at 9 tomorrow instead of 8?',
  "Which day is my baby's next vaccine?",
  'Please call me, I have a question about the bill',
];

/**
 * Issue 42: the languages customers prefer (by id, no random draw, so the
 * rest of the demo is as before: mostly English, then Luganda, Runyankole
 * and Swahili), and the SMS they sent us: two mothers near term reporting
 * the birth (one in Luganda), replies for staff to answer, one answered.
 * It runs last: its draws move no other seeder's data. The shipped library
 * of messages for each week is written first, as a server's first start does.
 */
export const seedSmsReplies: Seeder = {
  name: 'smsReplies',
  async run({ db, r, now, ports }) {
    // the library is the demo's from the start, as a first start of the server writes it
    await ports.fillCareMessages(db, now);
    await db
      .update(customers)
      .set({
        preferredLanguage: sql`CASE ${customers.id} % 8 WHEN 1 THEN 'lg' WHEN 3 THEN 'lg'
          WHEN 5 THEN 'nyn' WHEN 6 THEN 'sw' ELSE 'en' END`,
      })
      .where(isNull(customers.deletedAt));
    const nearTerm = await db
      .select({
        customerId: customers.id,
        phone: customers.phonenumber,
        pregnancyId: pregnancies.id,
      })
      .from(pregnancies)
      .innerJoin(customers, eq(customers.id, pregnancies.customerId))
      .where(
        and(
          eq(pregnancies.status, 'ongoing'),
          eq(customers.gender, 'Female'),
          isNull(customers.deletedAt),
        ),
      )
      .orderBy(asc(pregnancies.lmp), asc(pregnancies.id))
      .limit(2);
    const others = await db
      .select({ id: customers.id, phone: customers.phonenumber })
      .from(customers)
      .where(and(eq(customers.userType, 'parent'), isNull(customers.deletedAt)))
      .orderBy(desc(customers.id))
      .limit(REPLIES.length);
    const [staff] = await db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const rows: (typeof smsReplies.$inferInsert)[] = [];
    nearTerm.forEach((m, i) => {
      // the first reports in Luganda (she prefers it, below)
      rows.push({
        phone: m.phone,
        text: i === 0 ? `${BIRTH_REPLY_WORDS.lg.toLowerCase()} azaaliddwa` : 'BABY',
        outcome: 'birth_reported',
        customerId: m.customerId,
        pregnancyId: m.pregnancyId,
        gatewayMessageId: `demo-reply-birth-${i + 1}`,
        receivedAt: hoursAgo(r.int(1, 20)),
      });
    });
    if (nearTerm[0])
      await db
        .update(customers)
        .set({ preferredLanguage: 'lg' })
        .where(eq(customers.id, nearTerm[0].customerId));
    others.forEach((c, i) => {
      const answered = i === 0;
      rows.push({
        phone: c.phone,
        text: REPLIES[i]!,
        outcome: 'reply',
        customerId: c.id,
        gatewayMessageId: `demo-reply-${i + 1}`,
        receivedAt: hoursAgo(r.int(2, 70)),
        ...(answered ? { answeredAt: hoursAgo(1), answeredBy: staff?.id ?? null } : {}),
      });
    });
    if (rows.length) await db.insert(smsReplies).values(rows);
    return rows.length;
  },
};
