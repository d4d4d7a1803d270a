// npm run bench:schedule: issue 27's figure alone, with a reference read beside it
// so a busy machine shows as such: the free-nurse search (p99 < 50 ms at 50
// connections on PostgreSQL, 10,000 nurses and a year of jobs) and the
// schedule's first page, on the big bench database (`npm run bench:seed`).
//
// DATABASE_URL (postgres://postgres@127.0.0.1:5432/care_bench), BENCH_PORT (3590),
// BENCH_SMTP_PORT (2890), BENCH_SECONDS (10 per scenario, after a 3 s warm-up)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, ensureSeeded, ensureTools } from './lib/prepare.mjs';
import { signIn, startServer } from './lib/server.mjs';

ensureTools();
const { runLoad } = await import('./lib/load.mjs');
const { startMailbox } = await import('./lib/mailbox.mjs');
const { prepare, readScenarios } = await import('./lib/scenarios.mjs');
const { ADMIN, BENCH_PASSWORD } = await import('./lib/suite.mjs');

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/care_bench';
const port = Number(process.env.BENCH_PORT ?? 3590);
const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 2890);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const WANTED = [
  'Approved nurses, first page',
  "Free nurses for a week's nights, nearest first",
  'Schedule week, first 100 nurses',
];

ensureBuild();
ensureSeeded({ ...process.env, DATABASE_URL: url });
const work = mkdtempSync(path.join(os.tmpdir(), 'care-schedule-bench-'));
const mailbox = await startMailbox(smtpPort);
const server = await startServer({
  port,
  env: {
    DATABASE_URL: url,
    DATA_DIR: path.join(work, 'data'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    APP_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
    SEED_DEMO: 'false',
  },
});
try {
  const { token } = await signIn(server.base, mailbox, ADMIN, BENCH_PASSWORD);
  const params = await prepare({ base: server.base, token });
  const scenarios = readScenarios(params).filter((s) => WANTED.includes(s.name));
  console.log(
    `50 connections, ${seconds} s each after 3 s; load average ${os.loadavg()[0].toFixed(1)}`,
  );
  for (const s of scenarios) {
    const base = { base: server.base, token, requests: s.requests, connections: 50 };
    await runLoad({ ...base, seconds: 3 });
    const r = await runLoad({ ...base, seconds });
    const verdict = r.p99 < 50 && r.errors === 0 ? 'within' : 'OVER';
    console.log(
      `${s.name.padEnd(50)} ${String(Math.round(r.rps)).padStart(5)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  (${verdict} p99 < 50 ms)`,
    );
  }
  console.log(`load average at the end ${os.loadavg()[0].toFixed(1)}`);
} finally {
  await server.stop();
  await mailbox.close();
  rmSync(work, { recursive: true, force: true });
}
