// The embedded default (no DATABASE_URL: the PostgreSQL the server starts
// itself, ADR 052) with the demo data under load, judged by issue 40's
// budgets: the part of npm run bench that BENCH_SKIP=pglite leaves out.
import path from 'node:path';
import { EMBEDDED_BUDGET, embeddedTable, log } from './report.mjs';
import { serverBuilds, startServer } from './server.mjs';
import { runScenarios } from './suite.mjs';

/** Runs the scenarios on the embedded default of each build and adds their section to `md`. */
export async function embeddedPart(md, { port, env, work, mailbox, opts }) {
  // Each build named in BENCH_SERVER in turn (one by default): before and after, in one run.
  for (const script of serverBuilds()) {
    const label = serverBuilds().length > 1 ? ` (\`${script}\`)` : '';
    console.log(`\nThe embedded default (demo data): the API under load${label} ...`);
    const lite = await startServer({
      port,
      script,
      env: {
        ...env,
        DATABASE_URL: '',
        DATA_DIR: path.join(work, `lite-${serverBuilds().indexOf(script)}`),
        SEED_DEMO: 'true',
        ADMIN_EMAIL: 'bench-admin@care.ug',
        ADMIN_PASSWORD: 'bench-password-2026',
      },
    });
    try {
      const liteRun = await runScenarios({
        server: lite,
        mailbox,
        opts: { ...opts, seconds: 10 },
        log,
      });
      md.push(
        `## Embedded database, demo data (the default configuration)${label}`,
        '',
        `No DATABASE_URL: a new DATA_DIR with the demo seed (${liteRun.params.ledgerCount.toLocaleString('en')} ledger entries), ` +
          'on the PostgreSQL 18 the server starts itself (ADR 052). 50 connections, 10 s per scenario after a 3 s warm-up. ' +
          "Peak memory is the server's and the database processes' it started, each by its proportional set size " +
          '(shared memory counted once), sampled every 100 ms. Budgets (issue 40): memory < 300 MB; every read ' +
          `>= ${EMBEDDED_BUDGET.readRps.toLocaleString('en')} req/s with p99 < ${EMBEDDED_BUDGET.readP99} ms and no error.`,
        '',
        embeddedTable(liteRun.results),
        '',
      );
    } finally {
      await lite.stop();
    }
  }
}
