import type { FastifyBaseLogger } from 'fastify';
import { COMMS_MESSAGES, type Notification } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { AppError } from '../../lib/errors.ts';
import type { PushGateway, PushMessage, PushResult } from '../../integrations/push.ts';
import { createCommunicationRepo, type NotificationRow } from './communication.repo.ts';

export const GLOBAL_TOPIC = 'global';

/** Whom a sent message went to: everyone, a nurse, a customer, or a device of no one known. */
export const receiverTypeOf = (
  r: Pick<NotificationRow, 'messageType' | 'nurseId' | 'customerId'>,
): 'all' | 'nurse' | 'customer' | 'device' =>
  r.messageType === 'all'
    ? 'all'
    : r.nurseId !== null
      ? 'nurse'
      : r.customerId !== null
        ? 'customer'
        : 'device';

export function toNotification(r: NotificationRow): Notification {
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
    receiverType: receiverTypeOf(r),
    gateway: r.gateway,
    // A push is never queued: it is recorded 'sending' and sent at once (only an SMS queues).
    result: r.result === 'queued' ? 'sending' : r.result,
    gatewayMessageId: r.gatewayMessageId,
    gatewayError: r.gatewayError,
    sentBy: r.sentBy,
    sentByName: r.sentByName,
    documentid: String(r.id),
    createdAt: r.sentAt.toISOString(),
  };
}

/** One push about to go out: to the global topic, or to one device token. */
export type Draft = {
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

/**
 * The one way a push goes out: recorded as 'sending', sent through the
 * gateway, its answer saved; every send in this area goes through `deliver`.
 */
export function createPushDelivery(deps: {
  db: Db;
  push: PushGateway;
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
      const id = await createCommunicationRepo(tx).insertSending({
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
        await createCommunicationRepo(tx).saveResult(id, result);
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
    deliver(d, actor, failure, async (tx, id) =>
      toNotification(await createCommunicationRepo(tx).findWithSender(id)),
    );

  return { deliver, send };
}

export type PushDelivery = ReturnType<typeof createPushDelivery>;
