import {
  addDays,
  formatName,
  JOB_CARD_TIMELINE_LIMIT,
  type JobCardTimeline,
  type SmsEvent,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { JOB_NOT_FOUND } from './jobcards.service.ts';
import { createJobCardTimelineRepo, type TimelineAuditRow } from './jobcards-timeline.repo.ts';
import { auditItem, smsItem, type NurseJobInfo } from './jobcards-timeline.words.ts';

/** How many days of a nurse job the timeline looks for reminders on (a quarter). */
const REMINDER_DAYS = 92;

/**
 * The dedupe keys of the automatic SMS about a card (modules/sms/sms-automatic.ts):
 * `event:subject[:day]`. Its visit reminders are keyed by the visit's day:
 * the card's start, its nurse jobs' starts, and any start an edit moved away from.
 */
function smsKeys(
  card: { id: number; bookingId: number | null; startDate: string | null },
  jobs: readonly { id: number; startDate: string; duration: number }[],
  audits: readonly TimelineAuditRow[],
): string[] {
  const key = (event: SmsEvent, subject: string, day?: string) =>
    [event, subject, day].filter(Boolean).join(':');
  const days = new Set<string>();
  if (card.startDate) days.add(card.startDate);
  for (const job of jobs) days.add(job.startDate);
  for (const entry of audits) {
    for (const side of ['before', 'after'] as const) {
      const values = entry.summary?.[side] as Record<string, unknown> | undefined;
      for (const name of ['startDate', 'start']) {
        const day = values?.[name];
        if (typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)) days.add(day);
      }
    }
  }
  const jobCard = `jobcard:${card.id}`;
  return [
    key('job_completed', jobCard),
    ...(card.bookingId
      ? [
          key('booking_confirmed', `booking:${card.bookingId}`),
          // A card made from a booking shares the booking's "job completed".
          key('job_completed', `booking:${card.bookingId}`),
        ]
      : []),
    ...jobs.map((job) => key('nurse_assigned', `nurse_job:${job.id}`)),
    ...[...days].map((day) => key('visit_tomorrow', jobCard, day)),
    // the nurse's reminder before each day of care (its first REMINDER_DAYS days)
    ...jobs.flatMap((job) =>
      Array.from({ length: Math.min(job.duration, REMINDER_DAYS) }, (_, i) =>
        key('visit_reminder', `nurse_job:${job.id}`, addDays(job.startDate, i)),
      ),
    ),
  ];
}

/**
 * Issue 37: everything that happened to a job card, newest first: its
 * audit entries, those of its nurse jobs, and the SMS sent about it.
 * Newest first, as every list of the back office: the bound keeps the
 * latest events, and what just happened is what staff open a card to see.
 */
export function createJobCardTimelineService(db: Db) {
  const repo = createJobCardTimelineRepo(db);
  const limit = JOB_CARD_TIMELINE_LIMIT;

  return {
    /** 404 for an unknown or deleted card; the customer whose card it is, for the access log. */
    async forCard(id: number): Promise<{ customerId: number; items: JobCardTimeline }> {
      const card = await repo.card(id);
      if (!card) throw notFound(JOB_NOT_FOUND);
      const jobs = await repo.nurseJobs(id);
      const audits = await repo.audits(
        id,
        jobs.map((j) => j.id),
        limit,
      );
      const sms = await repo.sms(smsKeys(card, jobs, audits), limit);
      const named = new Map<string, NurseJobInfo>(
        jobs.map((j) => [
          String(j.id),
          {
            name: formatName(j.firstName, j.lastName),
            startDate: j.startDate,
            duration: j.duration,
            shift: j.shift,
          },
        ]),
      );
      // Both lists come newest first: merged by time (a sort keeps ties in order).
      const items = [
        ...audits.map((row) => ({ t: row.at.getTime(), item: auditItem(row, named) })),
        ...sms.map((row) => ({ t: row.at.getTime(), item: smsItem(row) })),
      ]
        .sort((a, b) => b.t - a.t)
        .slice(0, limit)
        .map((e) => e.item);
      return { customerId: card.customerId, items };
    },
  };
}

export type JobCardTimelineService = ReturnType<typeof createJobCardTimelineService>;
