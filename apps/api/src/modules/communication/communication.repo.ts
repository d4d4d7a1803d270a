import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { careTips, customers, notifications, nurses, staffUsers } from '../../db/schema/index.ts';
import type { PushResult } from '../../integrations/push.ts';
import { atVersion } from '../../lib/version.ts';

export type NotificationInsert = Omit<
  typeof notifications.$inferInsert,
  'id' | 'result' | 'gatewayMessageId' | 'gatewayError' | 'sentAt'
>;
export type TipRow = typeof careTips.$inferSelect;
type TipFields = Pick<TipRow, 'title' | 'subtitle' | 'details' | 'category'>;
/** A send record with the name of the staff member who sent it. */
export type NotificationRow = typeof notifications.$inferSelect & { sentByName: string | null };

/** The spec's push history holds push sends only; SMS rows share the table (issue 24). */
const isPush = eq(notifications.channel, 'push');
const withSender = { ...getTableColumns(notifications), sentByName: staffUsers.name };

/** Whose device token it is: a customer (rank 0) or a nurse (rank 1). */
export type DeviceOwnerRow = { rank: number; id: number; first: string; last: string };

/** Drizzle queries of the send records and the care tips; `db` may be a transaction. */
export function createCommunicationRepo(db: Db) {
  return {
    /** The record of a send about to be made: 'sending' until the gateway answers. */
    async insertSending(values: NotificationInsert) {
      const [row] = await db
        .insert(notifications)
        .values({ ...values, result: 'sending' })
        .returning({ id: notifications.id });
      return row!.id;
    },

    /** Stores the gateway's answer on the record of the send. */
    async saveResult(id: number, result: PushResult) {
      const saved = await db
        .update(notifications)
        .set(
          result.ok
            ? { result: 'sent', gatewayMessageId: result.messageId, gatewayError: null }
            : { result: 'failed', gatewayMessageId: null, gatewayError: result.error },
        )
        .where(eq(notifications.id, id))
        .returning({ id: notifications.id });
      if (saved.length !== 1) throw new Error(`notification ${id} vanished before its result`);
    },

    async findWithSender(id: number): Promise<NotificationRow> {
      const [row] = await db
        .select(withSender)
        .from(notifications)
        .leftJoin(staffUsers, eq(staffUsers.id, notifications.sentBy))
        .where(eq(notifications.id, id));
      return row!;
    },

    async page(offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select(withSender)
          .from(notifications)
          .leftJoin(staffUsers, eq(staffUsers.id, notifications.sentBy))
          .where(isPush)
          .orderBy(desc(notifications.sentAt), desc(notifications.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(notifications).where(isPush),
      ]);
      return { rows: rows as NotificationRow[], count: total?.n ?? 0 };
    },

    /**
     * A tip's count + 1, added in SQL so parallel pushes both count. It is no
     * edit: the version (updatedAt) of a tip open in someone's form stays valid.
     */
    async countTipPush(tipId: number) {
      const [row] = await db
        .update(careTips)
        .set({ count: sql`${careTips.count} + 1` })
        .where(eq(careTips.id, tipId))
        .returning();
      return row!;
    },

    async findTip(id: number): Promise<TipRow | undefined> {
      const [row] = await db.select().from(careTips).where(eq(careTips.id, id)).limit(1);
      return row;
    },

    async tipsPage(offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(careTips)
          .orderBy(desc(careTips.createdAt), desc(careTips.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(careTips),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async insertTip(values: typeof careTips.$inferInsert) {
      const [row] = await db.insert(careTips).values(values).returning();
      return row!;
    },

    /** The tip changed only when it is still at `version` (its updatedAt); undefined when not. */
    async updateTipAt(id: number, version: string | undefined, fields: Partial<TipFields>) {
      const [row] = await db
        .update(careTips)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(eq(careTips.id, id), atVersion(careTips.updatedAt, version)))
        .returning();
      return row;
    },

    /**
     * SPEC 3's `receiver`: whose device token it is (a live customer first,
     * then a live nurse), in one query on the partial indexes of both tables'
     * tokens; undefined when no one known holds it.
     */
    async deviceOwner(token: string): Promise<DeviceOwnerRow | undefined> {
      const [owner] = await db
        .select({
          rank: sql<number>`0`.as('rank'),
          id: customers.id,
          first: customers.firstname,
          last: customers.lastname,
        })
        .from(customers)
        .where(and(eq(customers.fcmToken, token), isNull(customers.deletedAt)))
        .unionAll(
          db
            .select({
              rank: sql<number>`1`.as('rank'),
              id: nurses.id,
              first: nurses.firstName,
              last: nurses.lastName,
            })
            .from(nurses)
            .where(and(eq(nurses.fcmToken, token), isNull(nurses.deletedAt))),
        )
        .orderBy(sql`rank`, sql`id`)
        .limit(1);
      return owner;
    },
  };
}

export type CommunicationRepo = ReturnType<typeof createCommunicationRepo>;
