import type { FastifyBaseLogger } from 'fastify';
import {
  UGANDA_TIME_ZONE,
  VISIT_ALERT_SMS,
  addDays,
  ugandaClock,
  ugandaDate,
  visitAlertDue,
  type TodayVisit,
  type VisitAlertKind,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { createVisitsTodayRepo } from './visits-today.repo.ts';
import type { VisitsTodayService } from './visits-today.service.ts';

// Issue 37: a visit that turned late or missed alerts the coordinator, in
// the app (the board's row and Home's count) and by SMS, once. Every minute
// on the durable queue, so one server of many runs each occurrence; the
// visit_alerts row (unique per job, day and kind, claimed in the SMS's own
// transaction) makes it once even when two runs meet.

export const VISIT_ALERTS_QUEUE = 'visit-alerts';
/** Every minute: a late visit is known within a minute of turning late. */
export const VISIT_ALERTS_CRON = '* * * * *';

/** An alert SMS, recorded and queued in the caller's transaction. */
export type VisitAlertSms = {
  phone: string;
  message: string;
  /** The nurse and the customer it names: erasing either blanks it (privacy). */
  nurseId: number;
  customerId: number;
  dedupeKey: string;
};

export type VisitAlertSent = {
  nurseJobId: number;
  day: string;
  kind: VisitAlertKind;
  /** Where the SMS went; null when no number is set (the alert is in the app only). */
  smsTo: string | null;
};

/** The coordinator's SMS about a visit. */
export const alertText = (kind: VisitAlertKind, v: TodayVisit): string =>
  VISIT_ALERT_SMS[kind]({
    nurse: v.nurse.name,
    nursePhone: v.nurse.phone ?? '',
    customer: v.customer.name,
    card: v.careCardNumber,
    shift: v.shift,
    start: ugandaClock(new Date(v.expectedStart)),
    end: ugandaClock(new Date(v.expectedEnd)),
  });

export function createVisitAlerts(deps: {
  db: Db;
  visits: VisitsTodayService;
  /** The number the alerts go to (E.164): the coordinator's, else the service's mobile, else none. */
  recipient: () => Promise<string | null>;
  sms: { send: (tx: Db, sms: VisitAlertSms) => Promise<unknown> };
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}) {
  /**
   * Alerts each visit that is late or missed at `now` and was not alerted of
   * that kind yet. Yesterday's visits too: a night shift turns missed the
   * next morning.
   */
  async function run(now: Date = new Date(), loaded?: TodayVisit[]): Promise<VisitAlertSent[]> {
    const today = ugandaDate(now);
    const visits =
      loaded ?? (await deps.visits.visitsOnDays(now, () => [addDays(today, -1), today]));
    const to = await deps.recipient();
    const sent: VisitAlertSent[] = [];
    for (const v of visits) {
      const day = v.day;
      const kind = visitAlertDue(v.state, new Date(v.expectedEnd), now);
      if (!kind || v.alerts[kind]) continue;
      const claimed = await deps.db.transaction(async (tx) => {
        const alert = { nurseJobId: v.nurseJobId, day, kind, smsTo: to };
        if (!(await createVisitsTodayRepo(tx).claimAlert(alert))) return false;
        if (to)
          await deps.sms.send(tx, {
            phone: to,
            message: alertText(kind, v),
            nurseId: v.nurse.id,
            customerId: v.customer.id,
            dedupeKey: `visit-alert:${v.nurseJobId}:${day}:${kind}`,
          });
        return true;
      });
      if (claimed) sent.push({ nurseJobId: v.nurseJobId, day, kind, smsTo: to });
    }
    if (sent.length) {
      deps.log.info({ visitAlerts: sent.length, smsTo: to ? 'set' : 'none' }, 'visit alerts sent');
      if (!to)
        deps.log.warn(
          'visit alerts: no coordinator phone nor service mobile is set; alerts are in the app only',
        );
    }
    return sent;
  }

  return {
    run,
    /** The run every minute on the durable queue (`minute`: this run and what shares its read of the visits). */
    async register(queue: JobQueue, minute: () => Promise<unknown> = () => run()) {
      await queue.work(VISIT_ALERTS_QUEUE, minute, { batchSize: 1 });
      await queue.schedule(VISIT_ALERTS_QUEUE, VISIT_ALERTS_CRON, UGANDA_TIME_ZONE);
    },
  };
}

export type VisitAlerts = ReturnType<typeof createVisitAlerts>;
