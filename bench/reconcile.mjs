// npm run bench:reconcile: issue 25's figures. A 50,000-line MTN MoMo
// statement (about 5 MB) is uploaded to the running server, imported (upload
// -> every line stored: budget 10 s) and matched against the ledger (budget
// 30 s) on the 1,000,000-entry bench PostgreSQL database (care_bench, seeded
// by npm run bench:seed), then on a new embedded PGlite data directory
// (lines only: its ledger is empty). What the run wrote is undone.
//
// DATABASE_URL  the bench database (postgres://postgres@127.0.0.1:5432/care_bench)
// BENCH_PORT (3590), BENCH_SMTP_PORT (2890), BENCH_SKIP=pg,pglite, BENCH_LINES (50000)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, ensureSeeded, ensureTools } from './lib/prepare.mjs';
import { LINES, measureReconcile, reconcileTable, withinBudget } from './lib/reconcile.mjs';
import { signIn, startServer } from './lib/server.mjs';

ensureTools();
const { startMailbox } = await import('./lib/mailbox.mjs');
const { BENCH_PASSWORD, reader } = await import('./lib/suite.mjs');

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/care_bench';
const port = Number(process.env.BENCH_PORT ?? 3590);
const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 2890);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const lines = Number(process.env.BENCH_LINES ?? LINES);
const LITE_ADMIN = { email: 'reconcile-bench@care.ug', password: 'reconcile-bench-password-2026' };

ensureBuild();
if (!skip.has('pg')) ensureSeeded({ ...process.env, DATABASE_URL: url });
const work = mkdtempSync(path.join(os.tmpdir(), 'care-reconcile-bench-'));
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

const results = [];
try {
  if (!skip.has('pg')) {
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
  if (!skip.has('pglite'))
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
} finally {
  await mailbox.close();
  rmSync(work, { recursive: true, force: true });
}

console.log(`\n${reconcileTable(results)}`);
const pgRow = results.find((r) => r.name.startsWith('PostgreSQL'));
if (pgRow && !withinBudget(pgRow)) {
  console.log('\nPostgreSQL over budget (import 10 s, matching 30 s)');
  process.exitCode = 1;
}
