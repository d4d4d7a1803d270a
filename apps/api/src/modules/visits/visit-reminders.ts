import type { FastifyBaseLogger } from 'fastify';
import {
  VISIT_REMINDER_LEAD_MINUTES,
  addDays,
  ugandaDate,
  visitReminderDue,
  type ShiftStarts,
  type TodayVisit,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { createVisitsTodayRepo } from './visits-today.repo.ts';
import type { VisitsTodayService } from './visits-today.service.ts';

// Issue 37: the nurse's reminder before each day of a visit, with her code
// and one-tap link (the SMS area fills the 'visit_reminder' template). Run
// by the alerts' minute on the durable queue; the visit_alerts row of kind
// 'reminder', claimed in the same transaction as the message's job, makes it
// once a visit-day whichever server runs the minute, and however many times.

export type VisitReminded = { nurseJobId: number; day: string; smsTo: string | null };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The days whose visits may be due a reminder: tomorrow's too when a shift starts within the lead after midnight. */
function daysToLook(today: string, starts: ShiftStarts) {
  const early = Math.min(minutesOf(starts.dayShiftStart), minutesOf(starts.nightShiftStart));
  const days = [addDays(today, -1), today];
  return early < VISIT_REMINDER_LEAD_MINUTES ? [...days, addDays(today, 1)] : days;
}

export function createVisitReminders(deps: {
  db: Db;
  visits: VisitsTodayService;
  /** Marks the reminder's message in the caller's transaction (the SMS area composes and sends it). */
  remind: (tx: Db, v: TodayVisit) => Promise<unknown>;
  /** Whether the reminder's template is on (Admin > SMS): off, no visit counts as reminded. */
  enabled: () => Promise<boolean>;
  log: Pick<FastifyBaseLogger, 'info'>;
}) {
  /** The visits a reminder may be due for at `now` (the alerts' days are among them). */
  const visitsToLook = (now: Date) =>
    deps.visits.visitsOnDays(now, (starts) => daysToLook(ugandaDate(now), starts));

  /** Reminds each nurse whose visit is due a reminder at `now` and has had none that day. */
  async function run(now: Date = new Date(), loaded?: TodayVisit[]): Promise<VisitReminded[]> {
    if (!(await deps.enabled())) return [];
    const sent: VisitReminded[] = [];
    for (const v of loaded ?? (await visitsToLook(now))) {
      if (v.remindedAt) continue;
      if (!visitReminderDue(v.state, new Date(v.expectedStart), new Date(v.expectedEnd), now))
        continue;
      const reminder = { nurseJobId: v.nurseJobId, day: v.day, smsTo: v.nurse.phone };
      const claimed = await deps.db.transaction(async (tx) => {
        if (!(await createVisitsTodayRepo(tx).claimAlert({ ...reminder, kind: 'reminder' })))
          return false;
        await deps.remind(tx, v);
        return true;
      });
      if (claimed) sent.push(reminder);
    }
    if (sent.length) deps.log.info({ visitReminders: sent.length }, 'visit reminders queued');
    return sent;
  }

  return { run, visitsToLook };
}

export type VisitReminders = ReturnType<typeof createVisitReminders>;
