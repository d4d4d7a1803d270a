// npm run bench: the load benchmark of issue 10, fully automatic. Installs its
// tools, builds if the sources changed, seeds the bench PostgreSQL if needed,
// then drives the built server with autocannon (50 connections, 20 s per
// scenario after a warm-up), times each read's own SQL through pg, runs the
// same on the embedded PGlite with the demo data, measures the web app, and
// writes bench/results.md.
//
// DATABASE_URL   bench database (default postgres://postgres@127.0.0.1:5432/care_bench)
// BENCH_PORT     first of six ports: three for the servers, and for two servers behind nginx
//                the three after them (default 3290); BENCH_SMTP_PORT (2690)
// BENCH_SECONDS  seconds per scenario (20); BENCH_SKIP=pg,pair,pglite,web,reconcile,visits,payments
//                to leave parts out (pair: the two servers behind nginx, a part of pg)
// BENCH_OUT      the report's file (default bench/results.md)
// BENCH_SERVER   another server build, or several (a,b): the PostgreSQL and embedded parts run each in turn
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, ensureSeeded, ensureTools } from './lib/prepare.mjs';
import { serverBuilds, signIn, startServer, workDir } from './lib/server.mjs';

ensureTools();
const { startMailbox } = await import('./lib/mailbox.mjs');
const { BENCH_PASSWORD, captureSql, reader, runFloors, runScenarios, runSignIn } =
  await import('./lib/suite.mjs');
const { log, pairTable, scenarioTable, signInTable, judge } = await import('./lib/report.mjs');
const { embeddedPart } = await import('./lib/embedded.mjs');
const { writeResults } = await import('./lib/results-file.mjs');
const { runWebChecks, webTable } = await import('./lib/web.mjs');

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/care_bench';
const port = Number(process.env.BENCH_PORT ?? 3290);
const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 2690);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const opts = { connections: 50, seconds, warmup: 3, floorSeconds: 5, probeSeconds: 5 };
// The pool the server opens (apps/api/src/db/client.ts); the floor uses the same.
const POOL = 10;
const STAFF = 3000;

const started = Date.now();
const loadBefore = os.loadavg()[0];
ensureBuild();
// The big PostgreSQL data set serves the PostgreSQL and web parts only.
const needsPostgres = !skip.has('pg') || !skip.has('web');
if (needsPostgres) ensureSeeded({ ...process.env, DATABASE_URL: url });

const work = workDir('care-bench-');
const mailbox = await startMailbox(smtpPort);
const env = {
  DATABASE_URL: url,
  DATA_DIR: path.join(work, 'data'),
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  APP_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
  // The sign-in scenario is a load test, not an attack: the limits are raised for it.
  AUTH_RATE_LIMIT_MAX: '100000000',
  SEED_DEMO: 'false',
  // The seeded visits under way today would each raise a missed check-in
  // alert and its SMS at the first minute of the first run of the day, in
  // whichever scenario is measured then; \`npm run bench:visits\` measures visits.
  VISIT_ALERTS: 'false',
};
/** The API and its SQL floors on the big PostgreSQL database; answers whether every budget holds. */
async function postgresPart(md) {
  console.log('\nPostgreSQL: capturing the SQL of each read ...');
  const { readScenarios } = await import('./lib/scenarios.mjs');
  // Captured with the kept answers off (ADR 055): a kept schedule page runs
  // only the check that its data is unchanged, and its floor is the SQL of
  // the page it keeps, so the ratio still asks what issue 10 asks: whether
  // the server adds little to what the answer costs in SQL.
  const captured = await captureSql({
    port: port + 1,
    env: { ...env, ANSWER_CACHE_ENTRIES: '0' },
    file: path.join(work, 'sql.jsonl'),
    mailbox,
    makeScenarios: readScenarios,
    staff: STAFF,
  });

  // Each build named in BENCH_SERVER in turn (one by default), on the same data:
  // before and after a change, side by side in one run.
  const runs = [];
  for (const script of serverBuilds()) {
    const label = serverBuilds().length > 1 ? ` (\`${script}\`)` : '';
    // The writes of the build before are undone, so each starts from the same rows.
    if (runs.length) ensureSeeded({ ...process.env, DATABASE_URL: url });
    console.log(`PostgreSQL: the API under load${label} ...`);
    const server = await startServer({ port, env, script });
    try {
      const pgRun = await runScenarios({ server, mailbox, opts, log, staff: STAFF });
      const signin = await runSignIn({ server, mailbox, opts, staff: STAFF, log });
      runs.push({ label, pgRun, signin });
    } finally {
      await server.stop();
    }
  }
  // Issue 39: the same scenarios through nginx in front of two servers, from the same rows.
  let pairRun;
  if (!skip.has('pair')) {
    ensureSeeded({ ...process.env, DATABASE_URL: url });
    console.log('PostgreSQL: two servers behind nginx (bench/lib/pair.mjs) ...');
    const { runPairScenarios, startPair } = await import('./lib/pair.mjs');
    const pair = await startPair({ port: port + 3, env });
    try {
      const account = reader(STAFF);
      pairRun = await runPairScenarios({
        pair,
        mailbox,
        opts,
        log,
        account,
        password: BENCH_PASSWORD,
      });
    } finally {
      await pair.stop();
    }
  }
  console.log('PostgreSQL: the SQL floors ...');
  const floors = await runFloors({ url, poolSize: POOL, captured, opts, log });
  ensureSeeded({ ...process.env, DATABASE_URL: url });

  for (const { label, pgRun, signin } of runs) {
    md.push(
      `## Real PostgreSQL, large data set${label}`,
      '',
      `${pgRun.params.ledgerCount.toLocaleString('en')} ledger entries, 100,000 customers, 10,000 nurses (\`npm run bench:seed\`). ` +
        `50 connections, ${seconds} s per scenario after a 3 s warm-up. The SQL floor replays the statements the same request ran ` +
        `(captured from the server with its kept answers off, so a kept schedule page's floor is the SQL of the page it keeps: ADR 055) straight through \`pg\`, 50 callers on a pool of ${POOL} like the server's, ${opts.floorSeconds} s.`,
      '',
      scenarioTable(pgRun.results, floors),
      '',
      `### Sign-in${label}`,
      '',
      'Sign-in is bound by the password hash (argon2id, m=19 MiB, t=2) by design. 50 connections sign in ' +
        `(login, then verify with the code read from a local SMTP sink; ${STAFF} staff accounts take turns because of the ` +
        'one-code-a-minute rule) while 5 other connections read the ledger.',
      '',
      signInTable(signin),
      '',
    );
  }
  if (pairRun) {
    md.push(
      '### Two servers behind nginx (issue 39)',
      '',
      `The same scenarios through Debian's nginx (\`deploy/nginx/care.conf\`: TLS, keepalive to the servers, one worker a core) ` +
        'in front of two servers on this database, beside the one server above (the first build). 50 connections, ' +
        `${seconds} s per scenario after a 3 s warm-up, on the same cores as the load generator and PostgreSQL; ` +
        'peak RSS is the higher of the two servers.',
      '',
      pairTable(runs[0].pgRun.results, pairRun),
      '',
    );
  }
  return runs.every(({ pgRun }) => pgRun.results.every((r) => judge(r, floors.get(r.name)).pass));
}

const md = [];
try {
  const all = skip.has('pg') ? undefined : await postgresPart(md);
  if (!skip.has('pg') && !skip.has('reconcile')) {
    // Issue 25: a 50,000-line statement imported and matched against the ledger.
    console.log('\nPostgreSQL: a 50,000-line mobile money statement (bench/lib/reconcile.mjs) ...');
    const { measureReconcile, reconcileTable } = await import('./lib/reconcile.mjs');
    const server = await startServer({ port, env });
    try {
      const { token } = await signIn(server.base, mailbox, reader(STAFF), 'bench-password-2026');
      const r = await measureReconcile({ base: server.base, token, dbUrl: url });
      md.push(
        '## Mobile money reconciliation (issue 25)',
        '',
        'A 50,000-line MTN MoMo statement uploaded to the server and followed to Done: import is upload until every line is ' +
          'stored, matching the exact and suggested matches against the ledger above. `npm run bench:reconcile` runs it alone, ' +
          'and on PGlite too.',
        '',
        reconcileTable([{ name: 'PostgreSQL', ...r }]),
        '',
      );
    } finally {
      await server.stop();
    }
    ensureSeeded({ ...process.env, DATABASE_URL: url });
  }
  if (!skip.has('pg') && !skip.has('visits')) {
    // Issue 37: the incoming-SMS callback under load and a burst of 1,000 check-ins.
    console.log('\nPostgreSQL: check-ins by SMS (bench/lib/visits.mjs) ...');
    const { measureVisits, visitsTable } = await import('./lib/visits.mjs');
    const figures = await measureVisits({
      url,
      port,
      seconds: Math.min(seconds, 10),
      env: { ...env, DATA_DIR: path.join(work, 'visits') },
    });
    md.push(
      '## Visit check-ins by SMS (issue 37)',
      '',
      "Africa's Talking's incoming-message callback, on a fresh PostgreSQL database with the demo data and 1,000 visits of " +
        "today. The burst: 1,000 `IN <code>` messages from the nurses' phones, 50 at a time, then 200 of them again with the " +
        'same message id (a retried callback). Under load: 50 connections of `OUT <code>` (the first of each visit records, the ' +
        'rest are refused and kept as exceptions). `npm run bench:visits` runs it alone.',
      '',
      visitsTable(figures),
      '',
    );
  }
  if (!skip.has('pg') && !skip.has('payments')) {
    // Issue 43: 1,000 MTN MoMo payment callbacks in a minute, all applied, none twice.
    console.log('\nPostgreSQL: payment callbacks (bench/lib/payments.mjs) ...');
    const { measurePayments, paymentsTable } = await import('./lib/payments.mjs');
    const figures = await measurePayments({
      url,
      port,
      seconds: Math.min(seconds, 10),
      env: { ...env, DATA_DIR: path.join(work, 'payments') },
    });
    md.push(
      '## Payment callbacks (issue 43)',
      '',
      "MTN MoMo's callback of a request to pay, on a fresh PostgreSQL database with the demo data and 1,000 job cards " +
        'with an invoice; MTN is a fake in the bench process (bench/lib/fake-mtn.mjs), which the server asks for each ' +
        "payment's status (a callback's own word is never taken). The prompts: 1,000 `POST /payments`, 50 at a time. " +
        'Then every payment is confirmed at the fake and its callback sent (PUT) as fast as 50 connections go, then 200 ' +
        'of them again (duplicates); the books are then read in SQL. Under load: 50 connections of the same callbacks ' +
        'again (each asks MTN and finds the payment settled). `npm run bench:payments` runs it alone.',
      '',
      paymentsTable(figures),
      '',
    );
  }
  if (!skip.has('pglite')) await embeddedPart(md, { port: port + 2, env, work, mailbox, opts });

  if (!skip.has('web')) {
    console.log('\nWeb: first-page JavaScript, lighthouse, the nurse list ...');
    const server2 = await startServer({ port, env });
    try {
      const web = await runWebChecks({
        server: server2,
        mailbox,
        account: reader(STAFF),
        password: 'bench-password-2026',
      });
      md.push('## Web', '', webTable(web), '');
    } finally {
      await server2.stop();
    }
    ensureSeeded({ ...process.env, DATABASE_URL: url });
  }

  await writeResults({ md, started, loadBefore, all });
} finally {
  await mailbox.close();
  rmSync(work, { recursive: true, force: true });
}
