import { sql } from 'drizzle-orm';
import { addDays, ugandaMidnight } from '@app/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { seedDemo } from '../src/demo-seed.ts';
import { freshDatabase } from './helpers.ts';

// The demo seed's care team schedule and licences (issue 27), beside
// seed.test.ts: the same seed and day give the same data.
const NOW = new Date('2026-11-22T09:00:00Z');
let opened: Database | undefined;

async function seeded() {
  opened = await freshDatabase();
  const counts = await seedDemo(opened.db, { seed: 42, now: NOW });
  return { db: opened.db, counts };
}

const rows = async <T>(db: Database['db'], query: ReturnType<typeof sql>) =>
  (await db.execute(query)) as unknown as { rows: T[] };

describe('demo seed: licences and the schedule', () => {
  afterAll(() => opened?.close());

  // Issue 27: "demo data has licences (some expiring) and a month of scheduled jobs".
  it('gives the care team licences and stations, and a month of shifts around today', async () => {
    const { db, counts } = await seeded();
    const today = NOW.toISOString().slice(0, 10);
    const states = await rows<{ state: string; n: number }>(
      db,
      sql`select case when licence_expiry is null then 'missing'
                      when licence_expiry < ${today}::date then 'expired'
                      when licence_expiry <= ${today}::date + 30 then 'expiring'
                      else 'valid' end as state, count(*)::int as n
          from nurses where verified group by 1`,
    );
    const byState = Object.fromEntries(states.rows.map((r) => [r.state, r.n]));
    expect(byState.expired).toBeGreaterThanOrEqual(1);
    expect(byState.expired).toBeLessThanOrEqual(2);
    expect(byState.expiring).toBeGreaterThanOrEqual(2);
    expect(byState.expiring).toBeLessThanOrEqual(3);
    expect(byState.missing).toBe(1);
    expect(byState.valid).toBeGreaterThan(60);
    const shapes = await rows<{ bad: number; stations: number; far: number }>(
      db,
      sql`select count(*) filter (where licence_expiry is not null and (
                   unmc_registration_number !~ '^UNMC/(RN|RM|EN|EM)/[0-9]{4}/[0-9]{5}$'
                   or licence_number !~ '^PL-[0-9]{4}-[0-9]{5}$'))::int as bad,
                 count(distinct station)::int as stations,
                 count(*) filter (where verified and licence_expiry > ${today}::date + 30
                   and licence_expiry not between ${today}::date + 180 and ${today}::date + 620)::int as far
          from nurses`,
    );
    expect(shapes.rows[0]).toEqual({ bad: 0, stations: 4, far: 0 });

    // The schedule: every shift, statuses that follow the dates, no clash, no unlicensed work.
    expect(counts.schedule).toBeGreaterThan(30);
    const around = await rows<{ shift: string; status: string; n: number }>(
      db,
      sql`select shift, status, count(*)::int as n from nurse_jobs
          where end_date > ${today}::date - 14 and start_date <= ${today}::date + 21
            and status <> 'cancelled' group by 1, 2`,
    );
    expect(new Set(around.rows.map((r) => r.shift))).toEqual(
      new Set(['Day', 'Night', 'Day and night']),
    );
    expect(new Set(around.rows.map((r) => r.status))).toEqual(
      new Set(['completed', 'ongoing', 'pending']),
    );
    expect(around.rows.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThan(100);
    const wrong = await rows<{ late: number; early: number; unlicensed: number }>(
      db,
      sql`select
            count(*) filter (where j.status = 'completed' and j.end_date - 1 >= ${today}::date)::int as late,
            count(*) filter (where j.status = 'ongoing'
              and not (j.start_date <= ${today}::date and j.end_date > ${today}::date))::int as early,
            count(*) filter (where n.licence_expiry < j.end_date - 1)::int as unlicensed
          from nurse_jobs j join nurses n on n.id = j.nurse_id where j.status <> 'cancelled'`,
    );
    expect(wrong.rows[0]).toEqual({ late: 0, early: 0, unlicensed: 0 });
  });

  // Issue 37: "demo data has a week of visits with check-ins, some late and one missed".
  it('gives the last week of visits their codes and checks: some late, one missed, one not in yet', async () => {
    const db = opened!.db;
    const today = NOW.toISOString().slice(0, 10);
    const checks = await rows<{
      job: number;
      day: string;
      kind: string;
      at: string;
      shift: string;
      start: string;
      end: string;
    }>(
      db,
      sql`select c.nurse_job_id as job, c.day::text as day, c.kind, c.at::text as at, j.shift,
                 j.start_date::text as start, j.end_date::text as end
          from visit_checks c join nurse_jobs j on j.id = c.nurse_job_id`,
    );
    expect(checks.rows.length).toBeGreaterThan(50);
    // on a day of care of the job, in the last week, none after the seeding time
    for (const c of checks.rows) {
      expect(c.day >= c.start && c.day < c.end, `${c.job} ${c.day}`).toBe(true);
      expect(c.day > addDays(today, -7) && c.day <= today).toBe(true);
      expect(Date.parse(c.at)).toBeLessThanOrEqual(NOW.getTime());
    }
    // some arrived more than 30 minutes after their shift's start (Day 08:00, Night 20:00 Kampala)
    const late = checks.rows.filter((c) => {
      if (c.kind !== 'in') return false;
      const start = Date.parse(ugandaMidnight(c.day)) + (c.shift === 'Night' ? 20 : 8) * 3600_000;
      return Date.parse(c.at) > start + 30 * 60_000;
    });
    expect(late.length).toBeGreaterThanOrEqual(2);
    // one day of care in the week passed with no check at all
    const missed = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from nurse_jobs j
            cross join generate_series(greatest(j.start_date, ${today}::date - 6), least(j.end_date - 1, ${today}::date - 1), '1 day') d
          where j.status <> 'cancelled' and j.deleted_at is null
            and not exists (select 1 from visit_checks c where c.nurse_job_id = j.id and c.day = d::date)`,
    );
    expect(missed.rows[0]!.n).toBeGreaterThanOrEqual(1);
    // every job of the week has its code, unique per nurse
    const codes = await rows<{ dup: number }>(
      db,
      sql`select count(*)::int as dup from (select nurse_id, code from visit_codes group by 1, 2 having count(*) > 1) x`,
    );
    expect(codes.rows[0]!.dup).toBe(0);
    // payroll asks for proof of the week's days
    const from = await rows<{ from: string }>(
      db,
      sql`select proof_from::text as from from visit_proof_settings`,
    );
    expect(from.rows).toEqual([{ from: addDays(today, -6) }]);
  });
});
