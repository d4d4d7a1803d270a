import { count, desc, eq, sql } from 'drizzle-orm';
import {
  COMMS_MESSAGES,
  formatName,
  type CareTip,
  type Notification,
  type careTipFormSchema,
  type singleNotificationSchema,
  type topicNotificationSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { careTips, notifications } from '../../db/schema/index.ts';
import { audit, type Actor } from '../../lib/audit.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { PushGateway, PushMessage, PushResult } from '../../integrations/push.ts';
import type { CustomersService } from '../customers/customers.service.ts';

type NotificationRow = typeof notifications.$inferSelect;
type TipRow = typeof careTips.$inferSelect;
export const GLOBAL_TOPIC = 'global';

function toNotification(r: NotificationRow): Notification {
  return {
    id: r.id,
    category: r.category,
    title: r.title,
    click_action: r.clickAction,
    message: r.message,
    label: r.label,
    messageType: r.messageType,
    topic: r.topic,
    receiver: r.messageType === 'all' ? GLOBAL_TOPIC : (r.receiverName ?? 'One user'),
    gateway: r.gateway,
    result: r.result,
    gatewayMessageId: r.gatewayMessageId,
    gatewayError: r.gatewayError,
    sentBy: r.sentBy,
    documentid: String(r.id),
    createdAt: r.sentAt.toISOString(),
  };
}

const toTip = (r: TipRow): CareTip => ({
  id: r.id,
  title: r.title,
  subtitle: r.subtitle,
  details: r.details,
  category: r.category,
  count: r.count,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

type Draft = {
  category: string;
  title: string;
  click_action: string | null;
  message: string;
  label: string | null;
  messageType: 'all' | 'single';
  receiver: string;
  receiverName?: string;
  customerId?: number;
  careTipId?: number;
};

export function createCommunicationService(deps: {
  db: Db;
  push: PushGateway;
  customers: CustomersService;
  serviceName: string;
}) {
  /** Sends through the gateway; the caller stores the record with the result. */
  function dispatch(d: Draft): Promise<PushResult> {
    const message: PushMessage = {
      target: d.messageType === 'all' ? { topic: GLOBAL_TOPIC } : { token: d.receiver },
      title: d.title,
      body: d.message,
      data: Object.fromEntries(
        Object.entries({
          category: d.category,
          click_action: d.click_action,
          label: d.label,
        }).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
    };
    return deps.push.send(message);
  }

  async function record(tx: Db, d: Draft, result: PushResult, actor: Actor) {
    const [row] = await tx
      .insert(notifications)
      .values({
        category: d.category,
        title: d.title,
        clickAction: d.click_action,
        message: d.message,
        label: d.label,
        messageType: d.messageType,
        topic: d.messageType === 'all' ? GLOBAL_TOPIC : null,
        receiver: d.receiver,
        receiverName: d.receiverName ?? null,
        customerId: d.customerId ?? null,
        careTipId: d.careTipId ?? null,
        gateway: deps.push.kind,
        result: result.ok ? 'sent' : 'failed',
        gatewayMessageId: result.ok ? result.messageId : null,
        gatewayError: result.ok ? null : result.error,
        sentBy: actor.id,
      })
      .returning();
    await audit(tx, actor, {
      action: 'send',
      entity: 'notification',
      entityId: row!.id,
      summary: {
        after: { type: d.messageType, to: d.receiverName ?? GLOBAL_TOPIC, result: row!.result },
      },
    });
    return row!;
  }

  /** A failed send is stored as failed and answered as a failure, never as sent. */
  function failIfNot(result: PushResult, message: string) {
    if (!result.ok) throw new AppError(502, `${message}: ${result.error}`);
  }

  async function send(d: Draft, actor: Actor, failure: string) {
    const result = await dispatch(d);
    const row = await deps.db.transaction((tx) => record(tx, d, result, actor));
    failIfNot(result, failure);
    return toNotification(row);
  }

  async function tokenOf(customerId: number, refusal: string) {
    const customer = await deps.customers.getRow(customerId);
    if (!customer.fcmToken) throw badRequest(refusal);
    return {
      token: customer.fcmToken,
      name: formatName(customer.firstname, customer.lastname),
      id: customer.id,
    };
  }

  async function mustGetTip(id: number) {
    const [row] = await deps.db.select().from(careTips).where(eq(careTips.id, id)).limit(1);
    if (!row) throw notFound(COMMS_MESSAGES.tipNotFound);
    return row;
  }

  return {
    toTopic: (input: z.output<typeof topicNotificationSchema>, actor: Actor) =>
      send(
        { ...input, messageType: 'all', receiver: GLOBAL_TOPIC },
        actor,
        'The notification could not be sent',
      ),

    async toOne(input: z.output<typeof singleNotificationSchema>, actor: Actor) {
      const to = await tokenOf(input.customerId, COMMS_MESSAGES.noToken);
      return send(
        {
          ...input,
          messageType: 'single',
          receiver: to.token,
          receiverName: to.name,
          customerId: to.id,
        },
        actor,
        'The notification could not be sent',
      );
    },

    /** The customer's message dialog (SPEC 2): always to the customer's own device token. */
    async messageCustomer(customerId: number, message: string, actor: Actor) {
      const to = await tokenOf(customerId, COMMS_MESSAGES.messageNoToken);
      return send(
        {
          category: 'info',
          title: `Message from ${deps.serviceName}`,
          click_action: 'MAIN_HOME',
          message,
          label: 'message',
          messageType: 'single',
          receiver: to.token,
          receiverName: to.name,
          customerId: to.id,
        },
        actor,
        COMMS_MESSAGES.messageFailed,
      );
    },

    async history(offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(notifications)
          .orderBy(desc(notifications.sentAt), desc(notifications.id))
          .offset(offset)
          .limit(limit),
        deps.db.select({ n: count() }).from(notifications),
      ]);
      return { rows: rows.map(toNotification), count: total?.n ?? 0 };
    },

    async tips(offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(careTips)
          .orderBy(desc(careTips.createdAt), desc(careTips.id))
          .offset(offset)
          .limit(limit),
        deps.db.select({ n: count() }).from(careTips),
      ]);
      return { rows: rows.map(toTip), count: total?.n ?? 0 };
    },

    async createTip(input: z.output<typeof careTipFormSchema>, actor: Actor) {
      return deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(careTips)
          .values({ ...input, createdBy: actor.id })
          .returning();
        await audit(tx, actor, {
          action: 'create',
          entity: 'care_tip',
          entityId: row!.id,
          summary: { after: { title: row!.title } },
        });
        return toTip(row!);
      });
    },

    async updateTip(id: number, input: z.output<typeof careTipFormSchema>, actor: Actor) {
      const before = await mustGetTip(id);
      return deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(careTips)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(careTips.id, id))
          .returning();
        await audit(tx, actor, {
          action: 'update',
          entity: 'care_tip',
          entityId: id,
          summary: {
            before: { title: before.title, category: before.category },
            after: { title: row!.title, category: row!.category },
          },
        });
        return toTip(row!);
      });
    },

    /**
     * Pushes a tip to everyone (SPEC 4): the send record and the count + 1
     * commit together; a failed send is recorded and the count stays.
     */
    async pushTip(id: number, actor: Actor) {
      const tip = await mustGetTip(id);
      const draft: Draft = {
        category: 'info',
        title: tip.title,
        click_action: 'HEALTH_FEED_CREATE',
        message: tip.subtitle,
        label: tip.category,
        messageType: 'all',
        receiver: GLOBAL_TOPIC,
        careTipId: tip.id,
      };
      const result = await dispatch(draft);
      const updated = await deps.db.transaction(async (tx) => {
        await record(tx, draft, result, actor);
        if (!result.ok) return tip;
        const [row] = await tx
          .update(careTips)
          .set({ count: sql`${careTips.count} + 1`, updatedAt: sql`now()` })
          .where(eq(careTips.id, id))
          .returning();
        return row!;
      });
      failIfNot(result, COMMS_MESSAGES.tipPushFailed);
      return toTip(updated);
    },
  };
}

export type CommunicationService = ReturnType<typeof createCommunicationService>;
