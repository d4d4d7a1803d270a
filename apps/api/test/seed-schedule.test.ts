import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed/index.ts';
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
});
