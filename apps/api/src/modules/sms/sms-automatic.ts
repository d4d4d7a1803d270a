import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  SKIP_REASON_TEXT,
  fillTemplate,
  howToCheck,
  smsCostUgx,
  smsLength,
  UGANDA_TIME_ZONE,
  ugandaDate,
  type SmsEvent,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { createSmsPeopleRepo } from './sms-people.repo.ts';
import { createSmsRepo } from './sms.repo.ts';
import { skipReason, type SmsService } from './sms.service.ts';
import { createSmsSubjectsRepo, type Addressed } from './sms-subjects.repo.ts';

/** What an automatic message is about. */
export type Subject = { kind: 'booking' | 'jobcard' | 'nurse_job' | 'payment'; id: number };
/** `day`: the day it is about (its dedupe names it); `values`: what the event adds to the subject's. */
type AutomaticJob = {
  event: SmsEvent;
  subject: Subject;
  day?: string;
  values?: Record<string, string>;
};

/** The queue of the work's events that may send a message. */
export const AUTOMATIC_QUEUE = 'sms-automatic';
/** The daily run that sends "visit starting tomorrow" (08:00 Kampala, issue 24). */
export const REMINDER_QUEUE = 'sms-visits-tomorrow';
export const REMINDER_CRON = '0 8 * * *';

/**
 * One message per event, subject and day. A care is completed once: a job
 * card made from a booking shares the booking's "job completed", so the
 * customer is not thanked twice when both are closed.
 */
function dedupeKey(event: SmsEvent, s: Subject, to: Addressed, day?: string) {
  const subject =
    event === 'job_completed' && to.bookingId !== null
      ? `booking:${to.bookingId}`
      : `${s.kind}:${s.id}`;
  return [event, subject, day].filter(Boolean).join(':');
}

/** The day after `day` (YYYY-MM-DD). */
export const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The messages the work itself sends (issue 24). An area marks the moment
 * inside its own transaction (`trigger`): a job that commits with the
 * change, so a booking confirmed is never left without its message, even if
 * the server stops just after. The queue's worker then fills the template
 * and records the SMS (once: its dedupe key names the event, the subject and
 * the day), and the SMS is sent as any other.
 */
export function createAutomaticMessages(deps: {
  db: Db;
  queue: JobQueue;
  sms: SmsService;
  gatewayKind: string;
  pricePerSegment: number;
  /** Our name and phone as Admin set them. */
  serviceDetails: () => Promise<{ serviceName: string; servicePhone: string | null }>;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Issue 37: a nurse job's visit code (given the first time it is asked, then kept). */
  visitCode?: (nurseJobId: number) => Promise<string>;
  /** Issue 37: a nurse job's one-tap check-in link (empty when there is no address to give). */
  visitLink?: (nurseJobId: number) => string;
}) {
  const subjects = createSmsSubjectsRepo(deps.db);
  const repo = createSmsRepo(deps.db);
  const people = createSmsPeopleRepo(deps.db);

  /** The nurse's message names the code and the link she checks in and out with (issue 37). */
  async function nurseJob(id: number): Promise<Addressed | undefined> {
    const to = await subjects.nurseJob(id);
    if (!to || !deps.visitCode) return to;
    const visitLink = deps.visitLink?.(id) ?? '';
    const visitCode = await deps.visitCode(id);
    return {
      ...to,
      values: { ...to.values, visitCode, visitLink, howToCheck: howToCheck(visitCode, visitLink) },
    };
  }

  function addressee(event: SmsEvent, s: Subject, day?: string): Promise<Addressed | undefined> {
    if (s.kind === 'booking') return subjects.booking(s.id);
    if (s.kind === 'nurse_job') return nurseJob(s.id);
    if (s.kind === 'payment') return subjects.payment(s.id);
    return subjects.jobCard(s.id, event === 'visit_tomorrow' ? day : undefined);
  }

  /** Fills the event's template for the subject and records it (queued, or failed with why not). */
  async function compose({ event, subject, day, values }: AutomaticJob) {
    const template = await repo.template(event);
    if (!template?.enabled) return;
    const to = await addressee(event, subject, day);
    if (!to) return;
    const { serviceName, servicePhone } = await deps.serviceDetails();
    const message = fillTemplate(template.text, {
      ...to.values,
      ...values,
      serviceName,
      servicePhone: servicePhone ?? '',
    }).trim();
    const optedOut = to.optedOut || (!!to.phone && (await people.isNumberOptedOut(to.phone)));
    const reason = skipReason({ phone: to.phone, optedOut });
    const segments = smsLength(message).segments;
    const row = {
      kind: 'automatic' as const,
      event,
      customerId: to.customerId,
      nurseId: to.nurseId,
      receiverName: to.name,
      phone: to.phone ?? '',
      message,
      segments,
      costUgx: smsCostUgx(segments, 1, deps.pricePerSegment),
      gateway: deps.gatewayKind,
      batchId: randomUUID(),
      sentBy: null,
      dedupeKey: dedupeKey(event, subject, to, day),
    };
    await deps.db.transaction(async (tx) => {
      if (!reason) return deps.sms.queue([row], tx);
      // Not sendable: recorded as failed with the reason, so the history says why they got none.
      const [id] = await createSmsRepo(tx).insertQueued([row]);
      if (id)
        await createSmsRepo(tx).settle(id, { result: 'failed', error: SKIP_REASON_TEXT[reason] });
    });
  }

  return {
    compose,

    /**
     * Marks an event inside the caller's transaction; the message follows from
     * the queue. `about`: the day it is for (one message a day) and its own values.
     */
    trigger: (
      tx: Db,
      event: SmsEvent,
      subject: Subject,
      about: { day?: string; values?: Record<string, string> } = {},
    ) =>
      deps.queue.enqueue(tx, AUTOMATIC_QUEUE, [
        { data: { event, subject, ...about } satisfies AutomaticJob },
      ]),

    /** The 08:00 run: a reminder for every open job card with a visit tomorrow. */
    async remindTomorrow(now = new Date()) {
      const day = dayAfter(ugandaDate(now));
      const ids = await subjects.visitsOn(day);
      for (const id of ids)
        await compose({ event: 'visit_tomorrow', subject: { kind: 'jobcard', id }, day });
      deps.log?.info({ day, jobCards: ids.length }, 'visit reminders queued');
      return ids.length;
    },

    /** Registers the workers and the daily schedule on the queue. */
    register() {
      // Two at a time: composing is a few quick queries, and a burst of
      // events (a board of cards completed) must not take the pool's
      // connections from the requests meanwhile (bench: job card status change).
      void deps.queue.work<AutomaticJob>(AUTOMATIC_QUEUE, (job) => compose(job), { batchSize: 2 });
      void deps.queue.work(REMINDER_QUEUE, () => this.remindTomorrow());
      void deps.queue.schedule(REMINDER_QUEUE, REMINDER_CRON, UGANDA_TIME_ZONE);
    },
  };
}

export type AutomaticMessages = ReturnType<typeof createAutomaticMessages>;
