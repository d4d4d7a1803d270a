// npm run bench:care-messages: issue 42's figure. A day's messages for each
// week and tomorrow's reminders, for the bench data (100,000 customers, a
// third of them mothers: `npm run bench:seed`), are queued in under a minute:
// every message recorded and its send job in the queue, as the hourly run
// does it (ADR 057). The run is the product's own (buildApp, the queue's
// workers off so nothing is sent meanwhile), at 10:30 in Kampala today; then
// a second run, which must queue nothing (each is kept once); then what the
// runs wrote is removed, so the bench database is as before.
//
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/care_bench)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ugandaDate, ugandaMidnight } from '../packages/contract/src/index.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/care_bench';
const CARE_EVENTS = sql`('care_stage', 'care_reminder')`;

const database = await openDatabase({ kind: 'postgres', url, max: 10 });
const dataDir = mkdtempSync(path.join(tmpdir(), 'care-messages-bench-'));
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

/** What the runs wrote: the messages, then their send jobs (by the ids, read first: one scan each). */
async function removeRuns() {
  const ids = (
    await rows<{ id: number }>(sql`SELECT id FROM notifications WHERE event IN ${CARE_EVENTS}`)
  ).map((r) => String(r.id));
  if (!ids.length) return;
  const list = `{${ids.join(',')}}`;
  await database.db.execute(
    sql`DELETE FROM pgboss.job WHERE name = 'sms-send' AND data->>'id' = ANY(${list}::text[])`,
  );
  await database.db.execute(sql`DELETE FROM notifications WHERE id = ANY(${list}::int[])`);
}

/** The send jobs of the care messages now recorded. */
async function jobsOfRuns() {
  const [n] = await rows<{ jobs: number }>(sql`SELECT count(*)::int AS jobs FROM pgboss.job
    WHERE name = 'sms-send' AND data->>'id' = ANY(
      (SELECT array_agg(id::text) FROM notifications WHERE event IN ${CARE_EVENTS})::text[])`);
  return n?.jobs ?? 0;
}

try {
  await runMigrations(database);
  const [people] = await rows<{ customers: number; mothers: number }>(sql`SELECT
    (SELECT count(*)::int FROM customers) AS customers,
    (SELECT count(DISTINCT customer_id)::int FROM (SELECT customer_id FROM pregnancies
      UNION ALL SELECT customer_id FROM babies) m) AS mothers`);
  if (!people || people.customers < 50_000) {
    console.error(`${url} holds ${people?.customers ?? 0} customers: run npm run bench:seed first`);
    process.exit(1);
  }
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    QUEUE_WORKERS: 'false',
    VISIT_ALERTS: 'false',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config, database, secret: randomBytes(32).toString('hex') });
  await app.ready();
  await removeRuns();

  const at = new Date(new Date(ugandaMidnight(ugandaDate())).getTime() + 630 * 60_000);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const first = await app.services.careMessagesSender.run(at);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const t1 = performance.now();
  const second = await app.services.careMessagesSender.run(at);
  const again = (performance.now() - t1) / 1000;
  const [recorded] = await rows<{ messages: number }>(
    sql`SELECT count(*)::int AS messages FROM notifications WHERE event IN ${CARE_EVENTS}`,
  );
  const queued = { messages: recorded?.messages ?? 0, jobs: await jobsOfRuns() };
  const total = first.stage + first.reminders;
  console.log(
    `\nCare messages of a day, ${people.customers.toLocaleString('en')} customers, ` +
      `${people.mothers.toLocaleString('en')} mothers (PostgreSQL)\n`,
  );
  console.log(
    `| Run | stage messages | reminders | recorded / jobs queued | seconds | messages/s | server CPU s |`,
  );
  console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: |`);
  console.log(
    `| first | ${first.stage} | ${first.reminders} | ${queued.messages} / ${queued.jobs} | ` +
      `${seconds.toFixed(1)} | ${Math.round(total / seconds)} | ${((cpu.user + cpu.system) / 1e6).toFixed(1)} |`,
  );
  console.log(
    `| again (nothing twice) | ${second.stage} | ${second.reminders} | | ${again.toFixed(1)} | | |`,
  );
  const ok = seconds < 60 && second.stage + second.reminders === 0 && queued.jobs === total;
  console.log(`\nUnder a minute, each queued once: ${ok ? 'yes' : '**NO**'}`);
  await removeRuns();
  await app.close();
  if (!ok) process.exitCode = 1;
} finally {
  await database.close().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}
