import fp from 'fastify-plugin';
import { forgetEndedChanges } from '../../platform/answer-cache.ts';
import { provide } from '../../plugins/services.ts';
import { calendarFeedRoutes } from './calendar-feed.routes.ts';
import { licenceDigest } from './licence-digest.ts';
import { scheduleRoutes } from './schedule.routes.ts';
import { createScheduleService, type ScheduleService } from './schedule.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    schedule: ScheduleService;
  }
}

/**
 * The care team's schedule (issue 27): who works when (the week and month
 * views), who is free for a job (the free-nurse search and the booking
 * check), each nurse's iCalendar feed, and the daily licence digest.
 */
export const scheduleModule = fp(
  async (app) => {
    const { nurseJobs, places } = app.services;
    provide(
      app,
      'schedule',
      createScheduleService({
        db: app.database.db,
        nurseJobs,
        places,
        keptPages: app.config.ANSWER_CACHE_ENTRIES,
      }),
    );
    await app.register(scheduleRoutes);
    await app.register(calendarFeedRoutes);
    await app.register(licenceDigest);
    await forgetEndedChanges(app.queue, app.database.db);
  },
  { name: 'schedule', dependencies: ['core', 'integrations', 'queue', 'nurse-jobs', 'places'] },
);
