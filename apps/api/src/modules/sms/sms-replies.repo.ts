import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { CustomerLanguage, SmsReplyOutcome } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { customers, nurses, pregnancies, smsReplies, staffUsers } from '../../db/schema/index.ts';

export type ReplyInsert = typeof smsReplies.$inferInsert;

/** Who a number is, as far as our records tell: her, with her language and ongoing pregnancy, or a nurse. */
export type ReplySender = {
  customerId: number | null;
  language: CustomerLanguage;
  pregnancyId: number | null;
  nurseId: number | null;
};

/**
 * Whether staff still have to act on a reply: one not answered, or a birth
 * reported while its pregnancy has no outcome (recording the birth closes
 * it, with nothing more to do).
 */
const openSql = sql<boolean>`(${smsReplies.answeredAt} IS NULL AND (${smsReplies.outcome} = 'reply'
  OR (${smsReplies.outcome} = 'birth_reported' AND EXISTS (SELECT 1 FROM ${pregnancies}
    WHERE ${pregnancies.id} = ${smsReplies.pregnancyId} AND ${pregnancies.status} = 'ongoing'))))`;

const replyColumns = {
  id: smsReplies.id,
  phone: smsReplies.phone,
  text: smsReplies.text,
  outcome: smsReplies.outcome,
  customerId: smsReplies.customerId,
  customerName: sql<
    string | null
  >`(SELECT ${customers.firstname} || ' ' || ${customers.lastname} FROM ${customers} WHERE ${customers.id} = ${smsReplies.customerId})`,
  nurseId: smsReplies.nurseId,
  nurseName: sql<
    string | null
  >`(SELECT ${nurses.firstName} || ' ' || ${nurses.lastName} FROM ${nurses} WHERE ${nurses.id} = ${smsReplies.nurseId})`,
  pregnancyId: smsReplies.pregnancyId,
  open: openSql,
  answeredAt: smsReplies.answeredAt,
  answeredByName: sql<
    string | null
  >`(SELECT ${staffUsers.name} FROM ${staffUsers} WHERE ${staffUsers.id} = ${smsReplies.answeredBy})`,
  receivedAt: smsReplies.receivedAt,
};
export type ReplyRow = {
  id: number;
  phone: string;
  text: string;
  outcome: SmsReplyOutcome;
  customerId: number | null;
  customerName: string | null;
  nurseId: number | null;
  nurseName: string | null;
  pregnancyId: number | null;
  open: boolean;
  answeredAt: Date | null;
  answeredByName: string | null;
  receivedAt: Date;
};

export type ReplyFilter = {
  customerId?: number | undefined;
  outcome?: SmsReplyOutcome | undefined;
  open?: boolean | undefined;
};

const whereOf = (f: ReplyFilter): SQL | undefined =>
  and(
    f.customerId === undefined ? undefined : eq(smsReplies.customerId, f.customerId),
    f.outcome === undefined ? undefined : eq(smsReplies.outcome, f.outcome),
    f.open === undefined ? undefined : f.open ? openSql : sql`NOT ${openSql}`,
  );

/** The SMS sent to us (issue 42): who sent one, keeping it, the list, answering. */
export function createSmsRepliesRepo(db: Db) {
  return {
    /**
     * Who holds a number: a live customer (the one with an ongoing
     * pregnancy first, then the first registered), and a live nurse.
     */
    async sender(phone: string): Promise<ReplySender> {
      const [customer] = await db
        .select({
          id: customers.id,
          language: customers.preferredLanguage,
          pregnancyId: pregnancies.id,
        })
        .from(customers)
        .leftJoin(
          pregnancies,
          and(eq(pregnancies.customerId, customers.id), eq(pregnancies.status, 'ongoing')),
        )
        .where(and(eq(customers.phonenumber, phone), isNull(customers.deletedAt)))
        .orderBy(sql`${pregnancies.id} IS NULL`, pregnancies.edd, customers.id)
        .limit(1);
      const [nurse] = await db
        .select({ id: nurses.id })
        .from(nurses)
        .where(and(eq(nurses.phoneNumber, phone), isNull(nurses.deletedAt)))
        .orderBy(nurses.id)
        .limit(1);
      return {
        customerId: customer?.id ?? null,
        language: customer?.language ?? 'en',
        pregnancyId: customer?.pregnancyId ?? null,
        nurseId: nurse?.id ?? null,
      };
    },

    /** Whether a message of the gateway's id was kept already (a retried callback). */
    async seen(gatewayMessageId: string): Promise<boolean> {
      const rows = await db
        .select({ id: smsReplies.id })
        .from(smsReplies)
        .where(eq(smsReplies.gatewayMessageId, gatewayMessageId))
        .limit(1);
      return rows.length > 0;
    },

    /** Keeps a reply; undefined when the gateway's id was kept already (the same reply twice). */
    async insert(row: ReplyInsert): Promise<number | undefined> {
      const [kept] = await db
        .insert(smsReplies)
        .values(row)
        .onConflictDoNothing({
          target: smsReplies.gatewayMessageId,
          where: sql`${smsReplies.gatewayMessageId} IS NOT NULL`,
        })
        .returning({ id: smsReplies.id });
      return kept?.id;
    },

    async page(f: ReplyFilter, offset: number, limit: number) {
      const where = whereOf(f);
      const [rows, [total]] = await Promise.all([
        db
          .select(replyColumns)
          .from(smsReplies)
          .where(where)
          .orderBy(desc(smsReplies.receivedAt), desc(smsReplies.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(smsReplies).where(where),
      ]);
      return { rows: rows as ReplyRow[], count: total?.n ?? 0 };
    },

    async get(id: number): Promise<ReplyRow | undefined> {
      const [row] = await db.select(replyColumns).from(smsReplies).where(eq(smsReplies.id, id));
      return row as ReplyRow | undefined;
    },

    /**
     * Marks a reply answered; false when it was answered already (also by a
     * colleague a moment before: the row's lock makes the second wait and
     * find it answered) or is gone.
     */
    async answer(id: number, staffId: string | null): Promise<boolean> {
      const rows = await db
        .update(smsReplies)
        .set({ answeredAt: sql`now()`, answeredBy: staffId })
        .where(and(eq(smsReplies.id, id), isNull(smsReplies.answeredAt)))
        .returning({ id: smsReplies.id });
      return rows.length > 0;
    },
  };
}
