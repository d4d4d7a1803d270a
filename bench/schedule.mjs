// npm run bench:schedule: issue 27's figure alone, with a reference read beside it
// so a busy machine shows as such: the free-nurse search (p99 < 50 ms at 50
// connections on PostgreSQL, 10,000 nurses and a year of jobs) and the
// schedule's first page, on the big bench database (`npm run bench:seed`).
//
// DATABASE_URL (postgres://postgres@127.0.0.1:5432/care_bench), BENCH_PORT (3590),
// BENCH_SMTP_PORT (2890), BENCH_SECONDS (10 per scenario, after a 3 s warm-up),
// BENCH_SERVER another server build, or several (a,b): each scenario runs on each
// build in turn, BENCH_ROUNDS times (1), so the builds share the machine's moods.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, ensureSeeded, ensureTools } from './lib/prepare.mjs';
import { serverBuilds, signIn, startServer, workDir } from './lib/server.mjs';

ensureTools();
const { runLoad } = await import('./lib/load.mjs');
const { startMailbox } = await import('./lib/mailbox.mjs');
const { prepare, readScenarios } = await import('./lib/scenarios.mjs');
const { ADMIN, BENCH_PASSWORD } = await import('./lib/suite.mjs');

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/care_bench';
const port = Number(process.env.BENCH_PORT ?? 3590);
const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 2890);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const TARGET = "Free nurses for a week's nights, nearest first";
const WANTED = ['Approved nurses, first page', TARGET, 'Schedule week, first 100 nurses'];

if (!process.env.BENCH_SERVER) ensureBuild();
ensureSeeded({ ...process.env, DATABASE_URL: url });
const work = workDir('care-schedule-bench-');
const mailbox = await startMailbox(smtpPort);
const builds = [];
/** One result line: requests a second and latency percentiles. */
const figures = (r) =>
  `${String(Math.round(r.rps)).padStart(5)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms`;
try {
  let token;
  let scenarios;
  for (const [i, script] of serverBuilds().entries()) {
    const server = await startServer({
      port: port + i,
      script,
      env: {
        DATABASE_URL: url,
        DATA_DIR: path.join(work, `data-${i}`),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        APP_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
        SEED_DEMO: 'false',
      },
    });
    builds.push({ name: path.basename(script), server, results: new Map() });
    if (i > 0) continue;
    // One sign-in (a code a minute) and one set of scenarios: the session and
    // the data are the database's, the same for every build.
    ({ token } = await signIn(server.base, mailbox, ADMIN, BENCH_PASSWORD));
    const params = await prepare({ base: server.base, token });
    scenarios = readScenarios(params).filter((s) => WANTED.includes(s.name));
  }
  console.log(
    `50 connections, ${seconds} s each after 3 s, ${rounds} round(s) over ${builds.length} build(s); load average ${os.loadavg()[0].toFixed(1)}`,
  );
  for (let round = 1; round <= rounds; round++)
    for (const s of scenarios)
      for (const b of builds) {
        const base = { base: b.server.base, token, requests: s.requests, connections: 50 };
        await runLoad({ ...base, seconds: 3 });
        const r = await runLoad({ ...base, seconds });
        // Issue 27's figure is the free-nurse search's; the other two are read beside it.
        const verdict =
          s.name !== TARGET
            ? 'reference'
            : `${r.p99 < 50 && r.errors === 0 ? 'within' : 'OVER'} p99 < 50 ms`;
        const who = builds.length > 1 ? `[${b.name}, round ${round}] ` : '';
        console.log(`${who}${s.name.padEnd(50)} ${figures(r)}  errors ${r.errors}  (${verdict})`);
        b.results.set(s.name, [...(b.results.get(s.name) ?? []), r]);
      }
  if (builds.length > 1 || rounds > 1) {
    console.log('medians over the rounds:');
    const median = (rs, key) => rs.map((r) => r[key]).sort((a, b) => a - b)[rs.length >> 1];
    for (const s of scenarios)
      for (const b of builds) {
        const rs = b.results.get(s.name);
        const m = { rps: median(rs, 'rps'), p50: median(rs, 'p50'), p99: median(rs, 'p99') };
        console.log(`  ${b.name.padEnd(16)} ${s.name.padEnd(50)} ${figures(m)}`);
      }
  }
  console.log(`load average at the end ${os.loadavg()[0].toFixed(1)}`);
} finally {
  for (const b of builds) await b.server.stop();
  await mailbox.close();
  rmSync(work, { recursive: true, force: true });
}
