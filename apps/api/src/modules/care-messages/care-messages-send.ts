import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  BABY_NAME_FALLBACK,
  CARE_MESSAGE_LAST_HOUR,
  UGANDA_TIME_ZONE,
  addDays,
  formatName,
  isUgandanMobile,
  careMessageFormatter,
  smsCostUgx,
  smsLength,
  ugandaDate,
  ugandaMidnight,
  ugandaWallClock,
  type CareMessageValues,
  type CustomerLanguage,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../platform/queue-types.ts';
import type { QueuedSms } from '../sms/sms.repo.ts';
import { createCareMessagesRepo } from './care-messages.repo.ts';
import { createCareMessagesSendRepo } from './care-messages-send.repo.ts';

/** The hourly run: from the ADMIN's hour to CARE_MESSAGE_LAST_HOUR, the day's messages go. */
export const CARE_MESSAGES_QUEUE = 'care-messages-daily';
export const CARE_MESSAGES_CRON = '5 * * * *';
/** Messages recorded and queued in one transaction at most. */
const CHUNK = 500;

export type CareSendResult = { stage: number; reminders: number; skipped: string | null };

/**
 * Issue 42 (ADR 057): the day's stage messages and the reminders for
 * tomorrow, on the durable queue. Each run after the hour Admin set (and
 * none after 19:59 Kampala) records what the rules allow and queues it for
 * the SMS sender, in chunks of CHUNK in one transaction each. A message's
 * dedupe key (care:<customer>:<message>, care-reminder:<customer>:<day>)
 * makes a second run, a second server or a retry queue nothing twice; the
 * limits are read from what was already recorded, so a run that stopped
 * half-way is finished by the next hour's.
 */
export function createCareMessagesSender(deps: {
  db: Db;
  queue: JobQueue;
  /** The SMS area's queue(rows, tx): records them queued and their send jobs together. */
  queueSms: (rows: QueuedSms[], tx: Db) => Promise<number[]>;
  gatewayKind: string;
  pricePerSegment: number;
  serviceDetails: () => Promise<{ serviceName: string; servicePhone: string | null }>;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}) {
  const formats = new Map<string, (values: CareMessageValues) => string>();
  /**
   * Her message filled in, its parsed form kept per text and language for
   * the run's thousands; null when a stored text cannot be read (it was
   * checked when saved: this is a guard, the others still go).
   */
  const render = (text: string, language: CustomerLanguage, values: CareMessageValues) => {
    const key = `${language}\u0000${text}`;
    try {
      let fill = formats.get(key);
      if (!fill) formats.set(key, (fill = careMessageFormatter(text, language)));
      return fill(values);
    } catch (err) {
      deps.log?.warn({ err, language }, 'a care message could not be filled in');
      return null;
    }
  };

  /** Records and queues them; how many were new (a dedupe key already kept adds none). */
  async function record(rows: QueuedSms[]) {
    let added = 0;
    for (let i = 0; i < rows.length; i += CHUNK)
      added += (await deps.db.transaction((tx) => deps.queueSms(rows.slice(i, i + CHUNK), tx)))
        .length;
    return added;
  }

  function sms(
    to: { customer_id: number; firstname: string; lastname: string; phonenumber: string },
    message: string,
    event: 'care_stage' | 'care_reminder',
    dedupeKey: string,
    batchId: string,
  ): QueuedSms {
    const segments = smsLength(message).segments;
    return {
      kind: 'automatic',
      event,
      customerId: to.customer_id,
      receiverName: formatName(to.firstname, to.lastname),
      phone: to.phonenumber,
      message,
      segments,
      costUgx: smsCostUgx(segments, 1, deps.pricePerSegment),
      gateway: deps.gatewayKind,
      batchId,
      sentBy: null,
      dedupeKey,
    };
  }

  return {
    /** One run at `now`: nothing before the hour set, after the last hour, or when switched off. */
    async run(now = new Date()): Promise<CareSendResult> {
      const settings = await createCareMessagesRepo(deps.db).settings();
      const hour = ugandaWallClock(now).getUTCHours();
      const from = settings?.hour ?? 10;
      if (settings && !settings.enabled) return { stage: 0, reminders: 0, skipped: 'off' };
      if (hour < from || hour > CARE_MESSAGE_LAST_HOUR)
        return { stage: 0, reminders: 0, skipped: 'hour' };
      const perWeek = settings?.perWeek ?? 2;
      const today = ugandaDate(now);
      const tomorrow = addDays(today, 1);
      // Messages spread over the week: 2 a week leaves 3 days between, 3 leaves 2, 7 one a day.
      const gapDays = Math.max(1, Math.floor(7 / perWeek));
      const quietSince = new Date(ugandaMidnight(addDays(today, 1 - gapDays)));
      const { serviceName, servicePhone } = await deps.serviceDetails();
      const service = { serviceName, servicePhone: servicePhone ?? '' };
      const repo = createCareMessagesSendRepo(deps.db);
      const batchId = randomUUID();

      const stage = (await repo.stage({ today, now, perWeek, quietSince }))
        .filter((c) => isUgandanMobile(c.phonenumber))
        .flatMap((c) => {
          const values: CareMessageValues = {
            ...service,
            firstName: c.firstname,
            weeks: c.week,
            babyName: c.baby_name ?? BABY_NAME_FALLBACK[c.preferred_language],
            ...(c.edd ? { edd: c.edd } : {}),
          };
          const text = render(c.text, c.preferred_language, values);
          return text === null
            ? []
            : [sms(c, text, 'care_stage', `care:${c.customer_id}:${c.message_id}`, batchId)];
        });
      const stageQueued = await record(stage);

      const reminders = (await repo.reminders({ today, tomorrow }))
        .filter((c) => isUgandanMobile(c.phonenumber))
        .flatMap((c) => {
          const values = { ...service, firstName: c.firstname, step: c.step, date: tomorrow };
          const text = render(c.text, c.preferred_language, values);
          const key = `care-reminder:${c.customer_id}:${tomorrow}`;
          return text === null ? [] : [sms(c, text, 'care_reminder', key, batchId)];
        });
      const remindersQueued = await record(reminders);
      deps.log?.info(
        { stage: stageQueued, reminders: remindersQueued },
        'care messages of the day queued',
      );
      return { stage: stageQueued, reminders: remindersQueued, skipped: null };
    },

    /** Registers the hourly run on the durable queue (one server takes each). */
    async register() {
      await deps.queue.work(CARE_MESSAGES_QUEUE, () => this.run(), {
        batchSize: 1,
        expireInSeconds: 1800,
        heartbeatSeconds: 60,
      });
      await deps.queue.schedule(CARE_MESSAGES_QUEUE, CARE_MESSAGES_CRON, UGANDA_TIME_ZONE);
    },
  };
}

export type CareMessagesSender = ReturnType<typeof createCareMessagesSender>;
