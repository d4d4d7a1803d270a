import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  COMMS_MESSAGES,
  formatName,
  type CareTip,
  type Notification,
  type Recipient,
  type RecipientKind,
  type careTipFormSchema,
  type careTipUpdateSchema,
  type singleNotificationSchema,
  type topicNotificationSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { careTips } from '../../db/schema/index.ts';
import { audit, type Actor } from '../../lib/audit.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { atVersion } from '../../lib/version.ts';
import type { PushGateway, PushMessage, PushResult } from '../../integrations/push.ts';
import { STALE_RECORD, type CustomersService } from '../customers/customers.service.ts';
import type { NursesService } from '../nurses/nurses.service.ts';
import { communicationRepo as repo, type NotificationRow } from './communication.repo.ts';
import { deviceOwner, type Addressee } from './device-owner.ts';

type TipRow = typeof careTips.$inferSelect;
export const GLOBAL_TOPIC = 'global';
/** Each kind of person the recipient search answers, at most. */
const RECIPIENTS_PER_KIND = 10;

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
    receiverType:
      r.messageType === 'all'
        ? 'all'
        : r.nurseId !== null
          ? 'nurse'
          : r.customerId !== null
            ? 'customer'
            : 'device',
    gateway: r.gateway,
    result: r.result,
    gatewayMessageId: r.gatewayMessageId,
    gatewayError: r.gatewayError,
    sentBy: r.sentBy,
    sentByName: r.sentByName,
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
  nurseId?: number;
  careTipId?: number;
};

export function createCommunicationService(deps: {
  db: Db;
  push: PushGateway;
  customers: CustomersService;
  nurses: NursesService;
  /** The provider's name as Admin set it (or the environment's). */
  serviceName: () => Promise<string>;
  /** Where a send whose result could not be saved is reported. */
  log?: Pick<FastifyBaseLogger, 'error'>;
}) {
  /** Sends through the gateway; the send is recorded before and its result after. */
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

  /** The send record and its audit entry, written before the gateway is called. */
  function recordSending(d: Draft, actor: Actor) {
    return deps.db.transaction(async (tx) => {
      const id = await repo.insertSending(tx, {
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
        nurseId: d.nurseId ?? null,
        careTipId: d.careTipId ?? null,
        gateway: deps.push.kind,
        sentBy: actor.id,
      });
      // The act of sending is what is audited (one entry, even when the
      // result is never saved); the result is on the record itself.
      await audit(tx, actor, {
        action: 'send',
        entity: 'notification',
        entityId: id,
        summary: { after: { type: d.messageType, to: d.receiverName ?? GLOBAL_TOPIC } },
      });
      return id;
    });
  }

  /** A failed send is stored as failed and answered as a failure, never as sent. */
  function failIfNot(result: PushResult, message: string) {
    if (!result.ok) throw new AppError(502, `${message}: ${result.error}`);
  }

  /**
   * Records the send ('sending'), calls the gateway, then in one transaction
   * saves its answer and runs `settled` (a tip's count + 1 only when sent).
   * Should that transaction fail, the send stays in the history as
   * 'sending' and the answer says its result is unknown: it may well have
   * gone out, so it is neither answered as sent nor as simply failed.
   */
  async function deliver<T>(
    d: Draft,
    actor: Actor,
    failure: string,
    settled: (tx: Db, id: number, sent: boolean) => Promise<T>,
  ): Promise<T> {
    const id = await recordSending(d, actor);
    const result = await dispatch(d);
    let answer: T;
    try {
      answer = await deps.db.transaction(async (tx) => {
        await repo.saveResult(tx, id, result);
        return settled(tx, id, result.ok);
      });
    } catch (err) {
      deps.log?.error({ err, notificationId: id, sent: result.ok }, 'push result not saved');
      failIfNot(result, failure);
      throw new AppError(500, COMMS_MESSAGES.resultUnknown);
    }
    failIfNot(result, failure);
    return answer;
  }

  const send = (d: Draft, actor: Actor, failure: string) =>
    deliver(d, actor, failure, async (tx, id) => toNotification(await repo.findWithSender(tx, id)));

  async function customerAddressee(id: number, refusal: string): Promise<Addressee> {
    const customer = await deps.customers.getRow(id);
    if (!customer.fcmToken) throw badRequest(refusal);
    const name = formatName(customer.firstname, customer.lastname);
    return { token: customer.fcmToken, name, customerId: customer.id };
  }

  async function nurseAddressee(id: number): Promise<Addressee> {
    const nurse = await deps.nurses.getRow(id);
    if (!nurse.fcmToken) throw badRequest(COMMS_MESSAGES.noToken);
    const name = formatName(nurse.firstName, nurse.lastName);
    return { token: nurse.fcmToken, name, nurseId: nurse.id };
  }

  const single = (to: Addressee) => ({
    messageType: 'single' as const,
    receiver: to.token,
    receiverName: to.name,
    customerId: to.customerId,
    nurseId: to.nurseId,
  });

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
      const { customerId, nurseId, receiver, ...fields } = input;
      const to =
        nurseId != null
          ? await nurseAddressee(nurseId)
          : customerId != null
            ? await customerAddressee(customerId, COMMS_MESSAGES.noToken)
            : await deviceOwner(deps.db, receiver!);
      return send({ ...fields, ...single(to) }, actor, 'The notification could not be sent');
    },

    /** The customer's message dialog (SPEC 2): always to the customer's own device token. */
    async messageCustomer(customerId: number, message: string, actor: Actor) {
      const to = await customerAddressee(customerId, COMMS_MESSAGES.messageNoToken);
      return send(
        {
          category: 'info',
          title: `Message from ${await deps.serviceName()}`,
          click_action: 'MAIN_HOME',
          message,
          label: 'message',
          ...single(to),
        },
        actor,
        COMMS_MESSAGES.messageFailed,
      );
    },

    /** The customer or nurse app registers its push token, or clears it (null) on sign-out. */
    async setDeviceToken(kind: RecipientKind, id: number, token: string | null, actor: Actor) {
      const owner = kind === 'customer' ? deps.customers : deps.nurses;
      const before = await owner.getRow(id);
      await owner.setFcmToken(id, token);
      await audit(deps.db, actor, {
        action: 'update',
        entity: kind,
        entityId: id,
        // The token is the device's credential: the log says only whether there is one.
        summary: { before: { device: !!before.fcmToken }, after: { device: token !== null } },
      });
      return { reachable: token !== null };
    },

    /** The recipient search: customers and nurses by name or phone, each marked reachable or not. */
    async recipients(term: string): Promise<Recipient[]> {
      const [customers, nurses] = await Promise.all([
        deps.customers.searchRows(term, RECIPIENTS_PER_KIND),
        deps.nurses.searchRows(term, RECIPIENTS_PER_KIND),
      ]);
      return [
        ...customers.map((c) => ({
          kind: 'customer' as const,
          id: c.id,
          name: formatName(c.firstname, c.lastname),
          phone: c.phonenumber,
          reachable: !!c.fcmToken,
        })),
        ...nurses.map((n) => ({
          kind: 'nurse' as const,
          id: n.id,
          name: formatName(n.firstName, n.lastName),
          phone: n.phoneNumber,
          reachable: !!n.fcmToken,
        })),
      ];
    },

    async history(offset: number, limit: number) {
      const { rows, count: total } = await repo.page(deps.db, offset, limit);
      return { rows: rows.map(toNotification), count: total };
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

    async updateTip(id: number, input: z.output<typeof careTipUpdateSchema>, actor: Actor) {
      const before = await mustGetTip(id);
      const { updatedAt: version, ...fields } = input;
      return deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(careTips)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(and(eq(careTips.id, id), atVersion(careTips.updatedAt, version)))
          .returning();
        if (!row) throw conflict(STALE_RECORD);
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
     * Pushes a tip to everyone (SPEC 4): the send's result and the count + 1
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
      const updated = await deliver(draft, actor, COMMS_MESSAGES.tipPushFailed, (tx, _id, sent) =>
        sent ? repo.countTipPush(tx, tip.id) : Promise.resolve(tip),
      );
      return toTip(updated);
    },
  };
}

export type CommunicationService = ReturnType<typeof createCommunicationService>;
