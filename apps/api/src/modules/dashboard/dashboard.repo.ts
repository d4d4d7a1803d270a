import { sql } from 'drizzle-orm';
import { LICENCE_WARNING_DAYS } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { ugandaToday } from '../../db/uganda-time.ts';

/** The Home figures as the database answers them (the sums as text). */
export type DashboardCounts = {
  nurses: number;
  bookings: number;
  pending: number;
  ongoing: number;
  orders: number;
  this_month: string;
  last_month: string;
};
export type WeekIncome = { week_start: string; amount: string };
export type LicenceRow = {
  id: number;
  name: string;
  care_number: string;
  licence_expiry: string;
  licence_state: 'expired' | 'expiring';
};

/** Home's licence alerts: at most this many, soonest first. */
export const LICENCE_ALERTS_LIMIT = 50;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Home (ruling 3): every figure in one round of SQL. Months and weeks are
 * Uganda's (UTC+3); income counts Paid ledger entries dated inside the month,
 * the range the Home link opens in the finance list (a later-dated entry
 * waits for its own month).
 */

export function createDashboardRepo(db: Db) {
  const today = ugandaToday();
  return {
    /** The counts and the twelve weeks, asked at once. */
    async summary() {
      const [counts, weeks, licences] = await Promise.all([
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
        // issue 27: approved nurses whose licence expired or ends within the warning days
        db.execute(sql`
          select id, first_name || ' ' || last_name as name, care_number,
            licence_expiry::text as licence_expiry,
            case when licence_expiry < ${today} then 'expired' else 'expiring' end as licence_state
          from nurses
          where verified and deleted_at is null and erased_at is null
            and licence_expiry is not null
            and licence_expiry < ${today} + ${sql.raw(String(LICENCE_WARNING_DAYS + 1))}
          order by licence_expiry, id
          limit ${sql.raw(String(LICENCE_ALERTS_LIMIT))}`),
      ]);
      return {
        counts: rowsOf<DashboardCounts>(counts)[0]!,
        weeks: rowsOf<WeekIncome>(weeks),
        licences: rowsOf<LicenceRow>(licences),
      };
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
