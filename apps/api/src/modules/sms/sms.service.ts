import { createHash, randomUUID } from 'node:crypto';
import {
  COMMS_MESSAGES,
  SMS_MESSAGES,
  SKIP_REASON_TEXT,
  formatName,
  isUgandanMobile,
  smsCostUgx,
  smsLength,
  ugandaDate,
  type messageHistoryQuerySchema,
  type MessageRecord,
  type Reach,
  type SmsAudience,
  type SmsPreview,
  type SmsSendResult,
  type SmsSkipReason,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { SmsGateway } from '../../integrations/sms.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { createSmsRepo, type MessageRow, type QueuedSms } from './sms.repo.ts';
import { receiverTypeOf } from '../communication/push-delivery.ts';
import { createSmsPeopleRepo, type Person } from './sms-people.repo.ts';

/** Messages recorded and queued in one transaction at most (see send). */
const CHUNK = 100;

/** A batch's id from the staff member and the request's Idempotency-Key: the same on a retry. */
function batchIdOf(actorId: string, key: string): string {
  const h = createHash('sha256').update(`sms-batch:${actorId}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The queue an SMS waits in between being recorded and the gateway call. */
export const SEND_QUEUE = 'sms-send';

/** Monday to Sunday of today's week in Kampala, as dates. */
export function ugandaWeek(now = new Date()): { from: string; to: string } {
  const today = new Date(`${ugandaDate(now)}T00:00:00Z`);
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}

/**
 * Why a person gets no SMS, or null when one can go to them. A group send is
 * marketing (see communication/marketing.ts): it leaves out whoever objected
 * to marketing. A direct SMS to one person and the automatic service SMS
 * (booking confirmed, visit tomorrow, ...) are not marketing and still go.
 */
export function skipReason(
  p: Pick<Person, 'phone' | 'optedOut'> & { objected?: boolean },
  marketing = false,
): SmsSkipReason | null {
  if (p.optedOut) return 'opted_out';
  if (marketing && p.objected) return 'marketing_objected';
  if (!p.phone) return 'no_mobile';
  if (!isUgandanMobile(p.phone)) return 'not_ugandan_mobile';
  return null;
}

/** Who of an audience gets the SMS (each number once) and who is left out, by reason. */
function sortOut(people: Person[], marketing: boolean) {
  const to: Person[] = [];
  const numbers = new Set<string>();
  const skipped = new Map<SmsSkipReason, number>();
  for (const p of people) {
    const reason = skipReason(p, marketing);
    if (reason) skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
    else if (!numbers.has(p.phone!)) {
      numbers.add(p.phone!);
      to.push(p);
    }
  }
  return { to, skipped: [...skipped].map(([reason, count]) => ({ reason, count })) };
}

export const toMessageRecord = (r: MessageRow): MessageRecord => ({
  id: r.id,
  channel: r.channel,
  kind: r.kind,
  event: (r.event as MessageRecord['event']) ?? null,
  recipientKind: receiverTypeOf(r),
  recipientId: r.nurseId ?? r.customerId ?? null,
  recipientName: r.messageType === 'all' ? 'Everyone' : r.receiverName,
  phone: r.channel === 'sms' ? r.phone : null,
  message: r.channel === 'push' && r.title ? `${r.title}: ${r.message}` : r.message,
  result: r.result,
  delivery: (r.deliveryStatus as MessageRecord['delivery']) ?? null,
  reason: r.gatewayError,
  segments: r.segments,
  costUgx: r.costUgx,
  attempts: r.attempts,
  gateway: r.gateway,
  gatewayMessageId: r.gatewayMessageId,
  batchId: r.batchId,
  sentByName: r.sentByName,
  createdAt: r.sentAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export type SmsServiceDeps = {
  db: Db;
  gateway: SmsGateway;
  queue: JobQueue;
  pricePerSegment: number;
};

/** The composer, the group sends, the history, opt-out and the message dialog's channels. */
export function createSmsService(deps: SmsServiceDeps) {
  const repo = createSmsRepo(deps.db);
  const people = createSmsPeopleRepo(deps.db);

  async function plan(message: string, audience: SmsAudience) {
    const found = await people.audience(audience, ugandaWeek());
    if ((audience.kind === 'customer' || audience.kind === 'nurse') && !found.length)
      throw notFound(audience.kind === 'customer' ? 'Customer not found' : 'Nurse not found');
    // One person: their number counts as off when anyone holding it said STOP.
    if (found.length === 1 && found[0]!.phone && !found[0]!.optedOut)
      found[0]!.optedOut = await people.isNumberOptedOut(found[0]!.phone);
    const single = audience.kind === 'customer' || audience.kind === 'nurse';
    const { to, skipped } = sortOut(found, !single);
    const { encoding, characters, segments } = smsLength(message);
    return {
      to,
      preview: {
        recipients: to.length,
        skipped,
        encoding,
        characters,
        segments,
        pricePerSegmentUgx: deps.pricePerSegment,
        costUgx: smsCostUgx(segments, to.length, deps.pricePerSegment),
        name: single && found[0] ? formatName(found[0].first, found[0].last) : null,
      } satisfies SmsPreview,
    };
  }

  /**
   * Records the messages as queued and their jobs in one transaction: both
   * are kept, or neither. The gateway is called by the queue's worker.
   */
  async function queue(rows: QueuedSms[], tx: Db) {
    const ids = await createSmsRepo(tx).insertQueued(rows);
    await deps.queue.enqueue(
      tx,
      SEND_QUEUE,
      ids.map((id) => ({ data: { id }, singletonKey: `sms:${id}` })),
    );
    return ids;
  }

  return {
    queue,

    settings: () => ({
      gateway: deps.gateway.kind,
      senderId: deps.gateway.senderId,
      pricePerSegmentUgx: deps.pricePerSegment,
    }),

    preview: async (message: string, audience: SmsAudience) =>
      (await plan(message, audience)).preview,

    /**
     * Records and queues a send. A group goes in chunks of CHUNK messages,
     * each chunk's rows and jobs in one transaction: on the embedded
     * database (one connection) no statement holds it for long, so the
     * screens stay quick while a thousand are queued. A send interrupted
     * half-way and retried with the same Idempotency-Key (`key`) has the
     * same batch id, so the messages queued the first time are skipped by
     * their dedupe key (batch and number): none is queued twice.
     */
    async send(
      message: string,
      audience: SmsAudience,
      actor: Actor,
      key?: string,
    ): Promise<SmsSendResult> {
      const { to, preview } = await plan(message, audience);
      if (!to.length) {
        const only = preview.skipped.length === 1 ? preview.skipped[0]!.reason : null;
        const single = audience.kind === 'customer' || audience.kind === 'nurse';
        throw badRequest(single && only ? SKIP_REASON_TEXT[only] : SMS_MESSAGES.nobody);
      }
      const batchId = key ? batchIdOf(actor.id ?? '', key) : randomUUID();
      const perMessage = smsCostUgx(preview.segments, 1, deps.pricePerSegment);
      const kind = audience.kind === 'customer' || audience.kind === 'nurse' ? 'direct' : 'group';
      const rows = to.map((p): QueuedSms => ({
        kind,
        customerId: p.kind === 'customer' ? p.id : null,
        nurseId: p.kind === 'nurse' ? p.id : null,
        receiverName: formatName(p.first, p.last),
        phone: p.phone!,
        message,
        segments: preview.segments,
        costUgx: perMessage,
        gateway: deps.gateway.kind,
        batchId,
        sentBy: actor.id,
        dedupeKey: `batch:${batchId}:${p.phone}`,
      }));
      for (let i = 0; i < rows.length; i += CHUNK) {
        const last = i + CHUNK >= rows.length;
        await deps.db.transaction(async (tx) => {
          await queue(rows.slice(i, i + CHUNK), tx);
          if (last)
            await audit(tx, actor, {
              action: 'send',
              entity: 'sms',
              entityId: batchId,
              summary: { after: { audience: audience.kind, recipients: to.length } },
            });
        });
      }
      return { batchId, queued: to.length, skipped: preview.skipped, costUgx: preview.costUgx };
    },

    async history(q: z.output<typeof messageHistoryQuerySchema>) {
      const { rows, count } = await repo.history(q);
      return { rows: rows.map(toMessageRecord), count };
    },

    async reach(kind: 'customer' | 'nurse', id: number): Promise<Reach> {
      const row = await people.reach(kind, id);
      if (!row) throw notFound(kind === 'customer' ? 'Customer not found' : 'Nurse not found');
      const numberOff =
        !row.optedOutAt && !!row.phone && (await people.isNumberOptedOut(row.phone));
      const optedOut = !!row.optedOutAt || numberOff;
      const reason = skipReason({ phone: row.phone, optedOut });
      return {
        push: {
          available: !!row.token,
          reason: row.token ? null : COMMS_MESSAGES.noToken,
        },
        sms: {
          available: reason === null,
          reason: reason && SKIP_REASON_TEXT[reason],
          phone: row.phone,
          optedOut,
          optedOutAt: row.optedOutAt?.toISOString() ?? null,
          optedOutBy: row.optedOutAt ? row.source : numberOff ? 'STOP reply' : null,
        },
      };
    },

    async setOptOut(kind: 'customer' | 'nurse', id: number, optedOut: boolean, actor: Actor) {
      const before = await this.reach(kind, id);
      // The mark and its audit entry commit together, or neither does.
      await deps.db.transaction(async (tx) => {
        if (!(await createSmsPeopleRepo(tx).setOptOut(kind, id, optedOut, 'staff')))
          throw notFound(kind === 'customer' ? 'Customer not found' : 'Nurse not found');
        await audit(tx, actor, {
          action: 'update',
          entity: kind,
          entityId: id,
          summary: { before: { noSms: before.sms.optedOut }, after: { noSms: optedOut } },
        });
      });
      return this.reach(kind, id);
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
