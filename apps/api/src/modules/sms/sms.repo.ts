import { and, count, desc, eq, ilike, inArray, isNull, not, or, sql } from 'drizzle-orm';
import {
  SMS_FINAL_DELIVERY_STATUSES,
  type messageHistoryQuerySchema,
  type SmsDeliveryStatus,
  type MessageEvent,
  type SmsEvent,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notifications, smsTemplates, staffUsers } from '../../db/schema/index.ts';
import { likeTerm } from '../../db/schema/search.ts';

/** A message about to be recorded (one row a recipient). */
export type QueuedSms = {
  kind: 'direct' | 'group' | 'automatic';
  event?: MessageEvent | null;
  customerId?: number | null;
  nurseId?: number | null;
  receiverName: string | null;
  phone: string;
  message: string;
  segments: number;
  costUgx: number;
  gateway: string;
  batchId: string;
  sentBy: string | null;
  dedupeKey?: string | null;
};

export type MessageRow = typeof notifications.$inferSelect & { sentByName: string | null };
export type TemplateRow = typeof smsTemplates.$inferSelect & { updatedByName: string | null };

/** Queries of the messages and the templates; `db` may be a transaction. */
export function createSmsRepo(db: Db) {
  return {
    /** Records messages as queued, one statement; returns their ids in order. */
    async insertQueued(rows: QueuedSms[]): Promise<number[]> {
      if (!rows.length) return [];
      const inserted = await db
        .insert(notifications)
        .values(
          rows.map((r) => ({
            channel: 'sms' as const,
            kind: r.kind,
            event: r.event ?? null,
            category: 'sms',
            title: '',
            message: r.message,
            messageType: 'single' as const,
            receiver: r.phone,
            receiverName: r.receiverName,
            phone: r.phone,
            customerId: r.customerId ?? null,
            nurseId: r.nurseId ?? null,
            gateway: r.gateway,
            result: 'queued' as const,
            segments: r.segments,
            costUgx: r.costUgx,
            batchId: r.batchId,
            sentBy: r.sentBy,
            dedupeKey: r.dedupeKey ?? null,
          })),
        )
        .onConflictDoNothing({
          target: notifications.dedupeKey,
          where: sql`${notifications.dedupeKey} IS NOT NULL`,
        })
        .returning({ id: notifications.id });
      return inserted.map((r) => r.id);
    },

    /**
     * Takes a queued message for one gateway call: 'sending', one attempt
     * more. Undefined when it is not queued (sent, failed, or already being
     * sent by a call that was interrupted).
     */
    async claim(id: number) {
      const [row] = await db
        .update(notifications)
        .set({
          result: 'sending',
          attempts: sql`${notifications.attempts} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(notifications.id, id), eq(notifications.result, 'queued')))
        .returning({
          id: notifications.id,
          phone: notifications.phone,
          message: notifications.message,
          attempts: notifications.attempts,
        });
      return row;
    },

    async find(id: number) {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row;
    },

    /** The gateway's answer: sent, back in the queue (a transient failure), or failed for good. */
    async settle(
      id: number,
      outcome:
        | { result: 'sent'; messageId: string; delivery: string | null; costUgx: number | null }
        | { result: 'queued' | 'failed'; error: string },
    ) {
      await db
        .update(notifications)
        .set(
          outcome.result === 'sent'
            ? {
                result: 'sent',
                gatewayMessageId: outcome.messageId,
                deliveryStatus: outcome.delivery,
                gatewayError: null,
                ...(outcome.costUgx != null ? { costUgx: outcome.costUgx } : {}),
                updatedAt: sql`now()`,
              }
            : { result: outcome.result, gatewayError: outcome.error, updatedAt: sql`now()` },
        )
        .where(eq(notifications.id, id));
    },

    /**
     * A delivery report: the message the gateway's id names; false when none
     * does. A message whose status is final (Success, Failed, Rejected) keeps
     * it: a late or replayed report never moves it back (one statement, so
     * two reports at once cannot both win).
     */
    async deliveryReport(messageId: string, status: SmsDeliveryStatus, reason: string | null) {
      const named = and(
        eq(notifications.gatewayMessageId, messageId),
        eq(notifications.channel, 'sms'),
      );
      const saved = await db
        .update(notifications)
        .set({ deliveryStatus: status, gatewayError: reason, updatedAt: sql`now()` })
        .where(
          and(
            named,
            or(
              isNull(notifications.deliveryStatus),
              not(inArray(notifications.deliveryStatus, [...SMS_FINAL_DELIVERY_STATUSES])),
            ),
          ),
        )
        .returning({ id: notifications.id });
      if (saved.length) return true;
      const [known] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(named)
        .limit(1);
      return known !== undefined;
    },

    /** The history of every message, newest first. */
    async history(q: z.output<typeof messageHistoryQuerySchema>) {
      const where = and(
        q.channel ? eq(notifications.channel, q.channel) : undefined,
        q.result ? eq(notifications.result, q.result) : undefined,
        q.delivery ? eq(notifications.deliveryStatus, q.delivery) : undefined,
        q.q ? ilike(notifications.receiverName, likeTerm(q.q)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ m: notifications, sentByName: staffUsers.name })
          .from(notifications)
          .leftJoin(staffUsers, eq(staffUsers.id, notifications.sentBy))
          .where(where)
          .orderBy(desc(notifications.sentAt), desc(notifications.id))
          .offset(q.offset)
          .limit(q.limit),
        db.select({ n: count() }).from(notifications).where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.m, sentByName: r.sentByName })) as MessageRow[],
        count: total?.n ?? 0,
      };
    },

    async templates(): Promise<TemplateRow[]> {
      const rows = await db
        .select({ t: smsTemplates, updatedByName: staffUsers.name })
        .from(smsTemplates)
        .leftJoin(staffUsers, eq(staffUsers.id, smsTemplates.updatedBy));
      return rows.map((r) => ({ ...r.t, updatedByName: r.updatedByName }));
    },

    async template(event: SmsEvent) {
      const [row] = await db.select().from(smsTemplates).where(eq(smsTemplates.event, event));
      return row;
    },

    async saveTemplate(event: SmsEvent, text: string, enabled: boolean, by: string | null) {
      await db
        .insert(smsTemplates)
        .values({ event, text, enabled, updatedBy: by, updatedAt: sql`now()` })
        .onConflictDoUpdate({
          target: smsTemplates.event,
          set: { text, enabled, updatedBy: by, updatedAt: sql`now()` },
        });
    },
  };
}

export type SmsRepo = ReturnType<typeof createSmsRepo>;
