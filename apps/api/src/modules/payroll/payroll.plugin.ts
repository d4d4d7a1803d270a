import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { payrollRoutes } from './payroll.routes.ts';
import { createPayrollService, type PayrollService } from './payroll.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    payroll: PayrollService;
  }
}

/** Nurse payroll (issue 25): payout batches of completed, unpaid nurse jobs. */
export const payrollModule = fp(
  async (app) => {
    provide(
      app,
      'payroll',
      createPayrollService({
        db: app.database.db,
        serviceDetails: () => app.services.settings.effective(),
        // issue 37: what each job's days' proof lets a batch pay
        proof: app.services.visitProof,
      }),
    );
    await app.register(payrollRoutes);
  },
  { name: 'payroll', dependencies: ['core', 'settings', 'visits'] },
);
