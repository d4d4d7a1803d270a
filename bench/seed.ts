// Fills a real PostgreSQL with a year of a large service's data (issue 10),
// generated in the database with set-based SQL, repeatable from BENCH_SEED.
//
//   npm run bench:seed                 drop and seed the bench database again
//   tsx bench/seed.ts --if-needed      seed only when missing or out of date
//   tsx bench/seed.ts --reset          undo what a benchmark run changed
//
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/care_bench) must
// name a database of its own: it is dropped and created again.
import type pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { hashPassword } from '../apps/api/src/lib/password.ts';
import {
  benchDatabase,
  DATA_VERSION,
  readMarker,
  recreateDatabase,
  withClient,
  withoutIndexes,
  writeMarker,
  type Marker,
} from './seed/database.ts';
import { COUNTS, sessionFunctions, type SeedPlan } from './seed/functions.ts';
import { communicationSql, incomeSql, shopSql } from './seed/money.ts';
import {
  BENCH_PASSWORD,
  customersSql,
  nurseDetailsSql,
  nursesSql,
  staffSql,
} from './seed/people.ts';
import { bookingsSql, jobCardsSql } from './seed/work.ts';
import { maternalSql } from './seed/maternal.ts';
import { rebuildCareSteps } from '../apps/api/src/modules/maternal/care-steps.service.ts';

const FILLED = [
  'staff_users',
  'customers',
  'nurses',
  'nurse_work',
  'nurse_academics',
  'nurse_account_status',
  'job_cards',
  'nurse_jobs',
  'reviews',
  'bookings',
  'shop_orders',
  'shop_order_items',
  'income_trace',
  'care_tips',
  'notifications',
  'pregnancies',
  'babies',
];

async function step(c: pg.Client, name: string, statements: string | string[], params?: unknown[]) {
  const t0 = performance.now();
  for (const s of [statements].flat()) await c.query(s, s.includes('$1') ? params : undefined);
  console.log(`  ${name.padEnd(22)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function migrate(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, max: 1 });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
}

async function careSteps(url: string, today: string) {
  const t0 = performance.now();
  const database = await openDatabase({ kind: 'postgres', url, max: 1 });
  try {
    const n = await rebuildCareSteps(database.db, today);
    console.log(
      `  ${'care due steps'.padEnd(22)} ${((performance.now() - t0) / 1000).toFixed(1)} s (${n} mothers)`,
    );
  } finally {
    await database.close();
  }
}

async function seed(db: ReturnType<typeof benchDatabase>, plan: SeedPlan) {
  const t0 = performance.now();
  console.log(`Seeding ${db.name} (seed ${plan.seed}, data up to ${plan.anchor})`);
  await recreateDatabase(db);
  await migrate(db.url);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await withClient(db.url, async (c) => {
    // Bulk load: references are valid by construction, so foreign-key and
    // audit triggers are off for this session only; totals are built below.
    await c.query(`SET session_replication_role = replica; SET synchronous_commit = off;
                   SET maintenance_work_mem = '256MB'; SET work_mem = '64MB'`);
    await c.query(sessionFunctions(plan));
    await withoutIndexes(c, FILLED, async () => {
      await step(c, 'staff accounts', staffSql, [passwordHash]);
      await step(c, 'customers', customersSql);
      await step(c, 'nurses', [nursesSql, ...nurseDetailsSql]);
      await step(c, 'job cards, jobs, reviews', jobCardsSql);
      await step(c, 'bookings', bookingsSql);
      await step(c, 'shop orders', shopSql);
      await step(c, 'income trace', incomeSql);
      await step(c, 'notifications, tips', communicationSql);
      await step(c, 'pregnancies, babies', maternalSql);
      console.log('  (building indexes)');
    });
    await step(c, 'sequences', [
      ...FILLED.filter((t) => !['staff_users', 'nurse_account_status'].includes(t)).map(
        (t) => `SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT max(id) FROM ${t}))`,
      ),
      `SELECT setval('care_card_seq', ${COUNTS.jobCards}), setval('booking_seq', ${COUNTS.bookings}),
              setval('shop_order_seq', ${COUNTS.shopOrders}), setval('nurse_seq', ${COUNTS.nurses})`,
    ]);
    await step(c, 'ledger totals', 'SELECT income_trace_totals_rebuild()');
  });
  // Issue 42: the Care due worklist's rows, laid by the product's own rule.
  await careSteps(db.url, plan.anchor);
  await withClient(db.url, async (c) => {
    await c.query(sessionFunctions(plan));
    await checkCounts(c);
    await writeMarker(c, db.name, { ...plan, version: DATA_VERSION });
    await step(c, 'vacuum analyze', 'VACUUM ANALYZE');
  });
  console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

/** The volumes the issue asks for, or a loud failure. */
async function checkCounts(c: pg.Client) {
  const expect: Record<string, number> = {
    customers: COUNTS.customers,
    nurses: COUNTS.nurses,
    job_cards: COUNTS.jobCards,
    nurse_jobs: COUNTS.nurseJobs,
    reviews: COUNTS.reviews,
    bookings: COUNTS.bookings,
    shop_orders: COUNTS.shopOrders,
    income_trace: COUNTS.incomeTrace,
    notifications: COUNTS.notifications,
  };
  for (const [table, n] of Object.entries(expect)) {
    const { rows } = await c.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
    if (Number(rows[0]!.n) !== n) throw new Error(`${table}: ${rows[0]!.n} rows, expected ${n}`);
  }
  // No nurse booked twice on a day (the slots guarantee it; this proves it).
  const { rows } = await c.query<{ n: string }>(
    `SELECT count(*) AS n FROM nurse_jobs a JOIN nurse_jobs b ON a.nurse_id = b.nurse_id AND a.id < b.id
     AND a.start_date < b.end_date AND b.start_date < a.end_date`,
  );
  if (rows[0]!.n !== '0') throw new Error(`${rows[0]!.n} overlapping nurse jobs`);
  // Issue 27: the licence mix the free-nurse search and Home meet, and a home for every nurse.
  const { rows: mix } = await c.query<Record<string, number>>(
    `SELECT round(100.0 * count(*) FILTER (WHERE licence_expiry IS NULL) / count(*))::int AS missing,
            round(100.0 * count(*) FILTER (WHERE licence_expiry < pg_temp.anchor()) / count(*))::int AS expired,
            round(100.0 * count(*) FILTER (WHERE licence_expiry BETWEEN pg_temp.anchor()
              AND pg_temp.anchor() + 30) / count(*))::int AS expiring,
            count(*) FILTER (WHERE latitude IS NULL OR longitude IS NULL OR station IS NULL)::int AS unplaced
     FROM nurses`,
  );
  const m = mix[0]!;
  if (![m.missing, m.expired, m.expiring].every((p) => p! >= 3 && p! <= 7) || m.unplaced !== 0)
    throw new Error(`nurse licences or homes not as planned: ${JSON.stringify(m)}`);
}

/**
 * Puts back what a benchmark run changed: job cards it moved return to the
 * status their dates give them, ledger entries it made (BENCH-*) go, and
 * sign-in codes and rate-limit windows are cleared so every account can sign in.
 */
async function reset(db: ReturnType<typeof benchDatabase>, marker: Marker) {
  await withClient(db.url, async (c) => {
    await c.query(sessionFunctions(marker));
    const moved =
      await c.query(`UPDATE job_cards SET status = pg_temp.card_status(id, start_date, days)
                   WHERE status IS DISTINCT FROM pg_temp.card_status(id, start_date, days)`);
    // A card's nurse jobs as seeded: its status, days and pay (a card closed
    // with its jobs completed or cancelled them, some shortened to the days worked).
    await c.query(`UPDATE nurse_jobs nj SET status = jc.status, duration = jc.duration,
                     end_date = jc.end_date, amount = nj.rate * jc.duration, planned_duration = NULL
                   FROM job_cards jc
                   WHERE jc.id = nj.job_id
                     AND (nj.status IS DISTINCT FROM jc.status OR nj.planned_duration IS NOT NULL)`);
    // The messages a run's moves queued, not yet composed or sent: the next
    // run's server would work through them while it is measured.
    await c.query(`DELETE FROM pgboss.job WHERE state IN ('created', 'retry')`);
    const made = await c.query(`DELETE FROM income_trace WHERE doc_id LIKE 'BENCH-%'`);
    await c.query('DELETE FROM otp_codes; DELETE FROM rate_limits');
    // A run's writes leave thousands of index entries on one day, then its
    // deletes leave those index pages near empty: the next run's reads would
    // walk them (a station's month ran 3x slower). Rebuilt, as they were seeded.
    if (made.rowCount) await c.query('REINDEX TABLE income_trace');
    if (moved.rowCount) await c.query('REINDEX TABLE job_cards');
    // What the run wrote or deleted elsewhere: the totals and their folded
    // changes, the audit, idempotency keys, sessions. Vacuumed here, as
    // autovacuum may be off (this machine's PostgreSQL has it off).
    // Customers too: a migration that rewrites the table (0009) leaves it
    // with no page known all-visible, and the search's index-only walk would
    // read the table after all.
    await c.query(`VACUUM ANALYZE job_cards, nurse_jobs, income_trace, income_trace_totals,
      income_trace_totals_delta, audit_log, idempotency_keys, sessions, customers`);
    await c.query('REINDEX TABLE income_trace_totals_delta');
  });
}

const args = new Set(process.argv.slice(2));
const db = benchDatabase();
const plan: SeedPlan = {
  seed: Number(process.env.BENCH_SEED ?? 42),
  anchor: process.env.BENCH_ANCHOR ?? new Date().toISOString().slice(0, 10),
};
const marker = await readMarker(db).catch(() => null);
if (args.has('--reset')) {
  if (!marker) throw new Error(`${db.name} is not seeded: run npm run bench:seed`);
  await migrate(db.url);
  await reset(db, marker);
} else if (args.has('--if-needed') && marker?.version === DATA_VERSION) {
  console.log(`${db.name} already seeded (seed ${marker.seed}, data up to ${marker.anchor})`);
  await migrate(db.url);
} else {
  await seed(db, plan);
}
