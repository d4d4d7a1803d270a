import type { DashboardSummary } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { createDashboardRepo } from './dashboard.repo.ts';

/** Home's overview figures (ruling 3). */
export function createDashboardService(deps: { db: Db }) {
  const repo = createDashboardRepo(deps.db);
  return {
    async summary(): Promise<DashboardSummary> {
      const { counts: c, weeks, licences } = await repo.summary();
      return {
        nursesAwaitingApproval: c.nurses,
        newBookings: c.bookings,
        jobCards: { pending: c.pending, ongoing: c.ongoing },
        pendingShopOrders: c.orders,
        income: { thisMonth: Number(c.this_month), lastMonth: Number(c.last_month) },
        incomeByWeek: weeks.map((w) => ({ weekStart: w.week_start, amount: Number(w.amount) })),
        licences,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
