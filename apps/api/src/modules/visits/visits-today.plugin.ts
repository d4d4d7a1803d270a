import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { normalizePhone, smsCostUgx, smsLength, ugandaClock } from '@app/contract';
import { provide } from '../../plugins/services.ts';
import { createVisitAlerts, type VisitAlerts } from './visit-alerts.ts';
import { createVisitReminders, type VisitReminders } from './visit-reminders.ts';
import { visitsTodayRoutes } from './visits-today.routes.ts';
import { createVisitsTodayService, type VisitsTodayService } from './visits-today.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    /** Issue 37: Today's visits and their settings. */
    visitsToday: VisitsTodayService;
    /** Issue 37: the late and missed alerts (its run(now) for tests and operators). */
    visitAlerts: VisitAlerts;
    /** Issue 37: the nurse's reminder before each day of a visit (its run(now) for tests). */
    visitReminders: VisitReminders;
  }
}

/** The coordinator's SMS goes out as an automatic message, named so in the history. */
const RECEIVER = 'Visit coordinator';

/**
 * Today's visits (issue 37), registered by the visits area: the board and
 * its settings, and the alert run every minute on the durable queue. The
 * alerts' SMS go through the SMS area's queue; the service's phone is read
 * when a run starts (the settings area registers elsewhere).
 */
export const visitsToday = fp(
  async (app) => {
    const db = app.database.db;
    const gateway = app.smsGateway;
    const price = app.config.SMS_PRICE_UGX;
    const service = createVisitsTodayService({
      db,
      codeFor: (id) => app.services.visits.codeFor(id),
    });
    const alerts = createVisitAlerts({
      db,
      visits: service,
      async recipient() {
        const { coordinatorPhone } = await service.settings();
        if (coordinatorPhone) return coordinatorPhone;
        const { servicePhone } = await app.services.settings.effective();
        // a landline takes no SMS: the alert is then in the app only
        return (servicePhone && normalizePhone(servicePhone)) || null;
      },
      sms: {
        send: (tx, sms) => {
          const { segments } = smsLength(sms.message);
          return app.services.sms.queue(
            [
              {
                kind: 'automatic',
                event: null,
                receiverName: RECEIVER,
                nurseId: sms.nurseId,
                customerId: sms.customerId,
                phone: sms.phone,
                message: sms.message,
                segments,
                costUgx: smsCostUgx(segments, 1, price),
                gateway: gateway.kind,
                batchId: randomUUID(),
                sentBy: null,
                dedupeKey: sms.dedupeKey,
              },
            ],
            tx,
          );
        },
      },
      log: app.log,
    });
    provide(app, 'visitsToday', service);
    const reminders = createVisitReminders({
      db,
      visits: service,
      remind: (tx, v) =>
        app.services.sms.automatic.trigger(
          tx,
          'visit_reminder',
          { kind: 'nurse_job', id: v.nurseJobId },
          {
            day: v.day,
            values: { startTime: ugandaClock(new Date(v.expectedStart)), shift: v.shift },
          },
        ),
      enabled: async () =>
        (await app.services.sms.templates()).some((t) => t.event === 'visit_reminder' && t.enabled),
      log: app.log,
    });
    provide(app, 'visitAlerts', alerts);
    provide(app, 'visitReminders', reminders);
    await app.register(visitsTodayRoutes(service));
    // Each minute: the visits read once, for the coordinator's alerts and the nurses' reminders.
    const minute = async () => {
      const now = new Date();
      const visits = await reminders.visitsToLook(now);
      await alerts.run(now, visits);
      await reminders.run(now, visits);
    };
    if (app.config.VISIT_ALERTS) await alerts.register(app.queue, () => minute());
  },
  { name: 'visits-today', dependencies: ['core', 'integrations', 'queue', 'sms'] },
);
