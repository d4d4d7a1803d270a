import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService, type DashboardService } from './dashboard.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    dashboard: DashboardService;
  }
}

/** Home's figures, read across the areas' tables in one round of SQL. */
export const dashboardModule = fp(
  async (app) => {
    provide(app, 'dashboard', createDashboardService({ db: app.database.db }));
    await app.register(dashboardRoutes);
  },
  { name: 'dashboard', dependencies: ['core'] },
);
