import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { financeRoutes } from './finance.routes.ts';
import { createFinanceService, type FinanceService } from './finance.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    finance: FinanceService;
  }
}

/** The income ledger; its totals are folded on a timer (plugins/background-jobs.ts). */
export const financeModule = fp(
  async (app) => {
    provide(
      app,
      'finance',
      createFinanceService({ db: app.database.db, customers: app.services.customers }),
    );
    await app.register(financeRoutes);
  },
  { name: 'finance', dependencies: ['core', 'customers'] },
);
