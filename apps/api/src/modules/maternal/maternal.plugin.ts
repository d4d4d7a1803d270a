import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { babiesRoutes } from './babies.routes.ts';
import { careDueRoutes } from './care-due.routes.ts';
import { createCareDueService, type CareDueService } from './care-due.service.ts';
import { careRecordsRoutes } from './care-records.routes.ts';
import { createCareRecordsService, type CareRecordsService } from './care-records.service.ts';
import { careScheduleRoutes } from './care-schedule.routes.ts';
import { createCareScheduleService, type CareScheduleService } from './care-schedule.service.ts';
import { scheduleCareSteps } from './care-steps.service.ts';
import { maternalRoutes } from './maternal.routes.ts';
import { createPregnanciesService, type PregnanciesService } from './pregnancies.service.ts';
import {
  createPregnancyOutcomeService,
  type PregnancyOutcomeService,
} from './pregnancy-outcome.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    pregnancies: PregnanciesService;
    pregnancyOutcomes: PregnancyOutcomeService;
    careRecords: CareRecordsService;
    careDue: CareDueService;
    careSchedule: CareScheduleService;
  }
}

/**
 * Issue 42: mothers and babies on time: her pregnancies, their outcomes, her
 * babies, the care timeline, the contacts and doses recorded on it, and the
 * Care due worklist (its rows rebuilt nightly on the durable queue, and
 * whenever an ADMIN changes the care schedule).
 */
export const maternalModule = fp(
  async (app) => {
    const db = app.database.db;
    provide(app, 'pregnancies', createPregnanciesService({ db }));
    provide(
      app,
      'pregnancyOutcomes',
      createPregnancyOutcomeService({ db, customers: app.services.customers }),
    );
    provide(app, 'careRecords', createCareRecordsService({ db }));
    provide(
      app,
      'careDue',
      createCareDueService({ db, keptPages: app.config.ANSWER_CACHE_ENTRIES }),
    );
    provide(app, 'careSchedule', createCareScheduleService({ db, queue: app.queue }));
    await app.register(maternalRoutes);
    await app.register(babiesRoutes);
    await app.register(careRecordsRoutes);
    await app.register(careDueRoutes);
    await app.register(careScheduleRoutes);
    await scheduleCareSteps(app.queue, db, (hook) => app.addHook('onReady', hook), app.log);
  },
  { name: 'maternal', dependencies: ['core', 'customers', 'queue'] },
);
