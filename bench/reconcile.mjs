// npm run bench:reconcile: issue 25's figures. A 50,000-line MTN MoMo
// statement (about 5 MB) is uploaded to the running server, imported (upload
// -> every line stored: budget 10 s) and matched against the ledger (budget
// 30 s) on the 1,000,000-entry bench PostgreSQL database (care_bench, seeded
// by npm run bench:seed), then on a new embedded PGlite data directory
// (lines only: its ledger is empty). What the run wrote is undone.
// Then issue 36's: a hostile 10 MB statement (5,000,000 near-empty rows)
// and a 100,000-row import while GET /health is asked every 50 ms (p99
// under 100 ms), on a new PostgreSQL database (care_reconcile_stall, dropped
// afterwards) and on a new embedded one (bench/lib/stall.mjs).
//
// DATABASE_URL  the bench database (postgres://postgres@127.0.0.1:5432/care_bench)
// BENCH_PORT (3590), BENCH_SMTP_PORT (2890), BENCH_LINES (50000)
// BENCH_SKIP=pg,pglite (a database), match (the 50,000 lines), stall (issue 36's runs)
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureBuild, ensureSeeded, ensureTools } from './lib/prepare.mjs';
import { LINES, measureReconcile, reconcileTable, withinBudget } from './lib/reconcile.mjs';
import { signIn, startServer, workDir } from './lib/server.mjs';
import { PROBE_BUDGET_MS, hostileStatement, normalStatement, stallTable } from './lib/stall.mjs';

ensureTools();
const { startMailbox } = await import('./lib/mailbox.mjs');
const { BENCH_PASSWORD, reader } = await import('./lib/suite.mjs');

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/care_bench';
const port = Number(process.env.BENCH_PORT ?? 3590);
const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 2890);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const lines = Number(process.env.BENCH_LINES ?? LINES);
const LITE_ADMIN = { email: 'reconcile-bench@care.ug', password: 'reconcile-bench-password-2026' };
const liteAdminEnv = { ADMIN_EMAIL: LITE_ADMIN.email, ADMIN_PASSWORD: LITE_ADMIN.password };

const matching = !skip.has('match');
ensureBuild();
if (matching && !skip.has('pg')) ensureSeeded({ ...process.env, DATABASE_URL: url });
const work = workDir('care-reconcile-bench-');
const mailbox = await startMailbox(smtpPort);
const env = {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  APP_SECRET: 'reconcile-bench-secret-0123456789-0123456789',
  AUTH_RATE_LIMIT_MAX: '100000000',
  SEED_DEMO: 'false',
};

async function run(name, serverEnv, account, dbUrl) {
  console.log(`${name}: ${lines.toLocaleString('en')} statement lines ...`);
  const server = await startServer({ port, env: { ...env, ...serverEnv } });
  try {
    const { token } = await signIn(server.base, mailbox, account.email, account.password);
    const r = await measureReconcile({ base: server.base, token, dbUrl, lines });
    console.log(
      `  import ${(r.importMs / 1000).toFixed(1)} s, matching ${(r.matchMs / 1000).toFixed(1)} s ` +
        `(${r.matched} exact, ${r.suggested} suggested), server peak ${Math.round(server.takePeak())} MB`,
    );
    return { name, ...r };
  } finally {
    await server.stop();
  }
}

/** Issue 36: the hostile statement and the 100,000-row import on a started server, probed. */
async function stall(name, serverEnv, account) {
  console.log(`${name}: a hostile statement, then 100,000 rows, /health every 50 ms ...`);
  const server = await startServer({ port, env: { ...env, ...serverEnv } });
  try {
    const { token } = await signIn(server.base, mailbox, account.email, account.password);
    const hostile = await hostileStatement({ base: server.base, token });
    const normal = await normalStatement({ base: server.base, token });
    console.log(`  server peak ${Math.round(server.takePeak())} MB`);
    return [hostile, normal].map((r) => ({ name, ...r }));
  } finally {
    await server.stop();
  }
}

/** A new PostgreSQL database beside the bench one (the server migrates it), dropped after. */
async function withStallDatabase(run) {
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  const name = 'care_reconcile_stall';
  const drop = () => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    await drop();
    await admin.query(`CREATE DATABASE ${name}`);
    const at = new URL(url);
    at.pathname = `/${name}`;
    return await run(at.toString());
  } finally {
    await drop();
    await admin.end();
  }
}

const results = [];
const stalls = [];
try {
  if (matching && !skip.has('pg')) {
    const account = { email: reader(3000), password: BENCH_PASSWORD };
    results.push(
      await run(
        'PostgreSQL, 1,000,000 ledger entries',
        { DATABASE_URL: url, DATA_DIR: path.join(work, 'pg') },
        account,
        url,
      ),
    );
    ensureSeeded({ ...process.env, DATABASE_URL: url });
  }
  if (matching && !skip.has('pglite'))
    results.push(
      await run(
        'Embedded PGlite, empty ledger',
        {
          DATABASE_URL: '',
          DATA_DIR: path.join(work, 'lite'),
          ADMIN_EMAIL: LITE_ADMIN.email,
          ADMIN_PASSWORD: LITE_ADMIN.password,
        },
        LITE_ADMIN,
      ),
    );
  if (!skip.has('stall') && !skip.has('pg'))
    stalls.push(
      ...(await withStallDatabase((stallUrl) =>
        stall(
          'PostgreSQL',
          { DATABASE_URL: stallUrl, DATA_DIR: path.join(work, 'stall-pg'), ...liteAdminEnv },
          LITE_ADMIN,
        ),
      )),
    );
  if (!skip.has('stall') && !skip.has('pglite'))
    stalls.push(
      ...(await stall(
        'Embedded PGlite',
        { DATABASE_URL: '', DATA_DIR: path.join(work, 'stall-lite'), ...liteAdminEnv },
        LITE_ADMIN,
      )),
    );
} finally {
  await mailbox.close();
  rmSync(work, { recursive: true, force: true });
}

if (results.length) console.log(`\n${reconcileTable(results)}`);
if (stalls.length) console.log(`\n${stallTable(stalls)}`);
if (stalls.some((r) => !(r.p99 < PROBE_BUDGET_MS))) {
  console.log(`\n/health p99 over ${PROBE_BUDGET_MS} ms while a statement was read`);
  process.exitCode = 1;
}
const pgRow = results.find((r) => r.name.startsWith('PostgreSQL'));
if (pgRow && !withinBudget(pgRow)) {
  console.log('\nPostgreSQL over budget (import 10 s, matching 30 s)');
  process.exitCode = 1;
}
