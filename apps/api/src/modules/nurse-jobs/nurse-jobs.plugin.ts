import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { nurseJobsRoutes } from './nurse-jobs.routes.ts';
import { createNurseJobsService, type NurseJobsService } from './nurse-jobs.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    nurseJobs: NurseJobsService;
  }
}

/** A nurse's part of a job card. */
export const nurseJobsModule = fp(
  async (app) => {
    const { nurses, jobCards } = app.services;
    provide(
      app,
      'nurseJobs',
      createNurseJobsService({
        db: app.database.db,
        nurses,
        jobCards,
        automatic: app.services.sms.automatic,
        // issue 36: looked up when a request comes (payroll registers after this area)
        payouts: { paidLineOf: (jobId, tx) => app.services.payroll.paidLineOf(jobId, tx) },
      }),
    );
    await app.register(nurseJobsRoutes);
  },
  { name: 'nurse-jobs', dependencies: ['core', 'nurses', 'jobcards', 'sms'] },
);
