import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummarySchema, success, type DashboardSummary } from '@app/contract';

type Counts = {
  nurses: number;
  bookings: number;
  pending: number;
  ongoing: number;
  orders: number;
  this_month: string;
  last_month: string;
};

/**
 * Home (ruling 3): every figure in one round of SQL. Months and weeks are
 * Uganda's (UTC+3); income counts Paid ledger entries dated inside the month,
 * the range the Home link opens in the finance list (a later-dated entry waits
 * for its own month).
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/summary',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The overview figures',
        response: { 200: success(dashboardSummarySchema) },
      },
    },
    async () => {
      const db = app.database.db;
      const today = sql`(now() + interval '3 hours')::date`;
      const [counts, weeks] = await Promise.all([
        db.execute(sql`
          select
            (select count(*) from nurses where not verified and deleted_at is null)::int as nurses,
            (select count(*) from bookings where status = 'Pending' and deleted_at is null)::int as bookings,
            (select count(*) from job_cards where status = 'pending' and deleted_at is null)::int as pending,
            (select count(*) from job_cards where status = 'ongoing' and deleted_at is null)::int as ongoing,
            (select count(*) from shop_orders where status = 'Pending')::int as orders,
            (select coalesce(sum(amount), 0) from income_trace where status = 'Paid'
               and txn_date >= date_trunc('month', ${today})::date
               and txn_date < (date_trunc('month', ${today}) + interval '1 month')::date)::text as this_month,
            (select coalesce(sum(amount), 0) from income_trace where status = 'Paid'
               and txn_date >= (date_trunc('month', ${today}) - interval '1 month')::date
               and txn_date < date_trunc('month', ${today})::date)::text as last_month`),
        db.execute(sql`
          with w as (
            select generate_series(date_trunc('week', ${today}) - interval '11 weeks', date_trunc('week', ${today}), interval '1 week')::date as week_start
          )
          select w.week_start::text as week_start, coalesce(sum(i.amount), 0)::text as amount
          from w left join income_trace i
            on i.status = 'Paid' and i.txn_date >= w.week_start and i.txn_date < w.week_start + 7
          group by w.week_start order by w.week_start`),
      ]);
      const c = (counts as unknown as { rows: Counts[] }).rows[0]!;
      const data: DashboardSummary = {
        nursesAwaitingApproval: c.nurses,
        newBookings: c.bookings,
        jobCards: { pending: c.pending, ongoing: c.ongoing },
        pendingShopOrders: c.orders,
        income: { thisMonth: Number(c.this_month), lastMonth: Number(c.last_month) },
        incomeByWeek: (
          weeks as unknown as { rows: { week_start: string; amount: string }[] }
        ).rows.map((w) => ({
          weekStart: w.week_start,
          amount: Number(w.amount),
        })),
      };
      return { status: 'success' as const, data };
    },
  );
};
