// npm run bench:schedule: issue 27's figure alone, with a reference read beside it
// so a busy machine shows as such: the free-nurse search (p99 < 50 ms at 50
// connections on PostgreSQL, 10,000 nurses and a year of jobs) and the
// schedule's first page, on the big bench database (`npm run bench:seed`).
//
// DATABASE_URL (postgres://postgres@127.0.0.1:5432/care_bench), BENCH_PORT (3590),
// BENCH_SMTP_PORT (2890), BENCH_SECONDS (10 per scenario, after a 3 s warm-up),
// BENCH_SERVER another server build, or several (a,b): each scenario runs on each
// build in turn, BENCH_ROUNDS times (1), so the builds share the machine's moods.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, ensureSeeded, ensureTools } from './lib/prepare.mjs';
import { serverBuilds, signIn, startServer } from './lib/server.mjs';

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
const WANTED = [
  'Approved nurses, first page',
  "Free nurses for a week's nights, nearest first",
  'Schedule week, first 100 nurses',
];

if (!process.env.BENCH_SERVER) ensureBuild();
ensureSeeded({ ...process.env, DATABASE_URL: url });
const work = mkdtempSync(path.join(os.tmpdir(), 'care-schedule-bench-'));
const mailbox = await startMailbox(smtpPort);
const builds = [];
try {
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
    builds.push({ name: path.basename(script), server });
    // One sign-in (a code a minute): the session is the database's, good on every build.
    const token =
      builds[0].token ?? (await signIn(server.base, mailbox, ADMIN, BENCH_PASSWORD)).token;
    const params = await prepare({ base: server.base, token });
    const scenarios = readScenarios(params).filter((s) => WANTED.includes(s.name));
    Object.assign(builds.at(-1), { token, scenarios, results: new Map() });
  }
  console.log(
    `50 connections, ${seconds} s each after 3 s, ${rounds} round(s) over ${builds.length} build(s); load average ${os.loadavg()[0].toFixed(1)}`,
  );
  for (let round = 1; round <= rounds; round++)
    for (const name of WANTED)
      for (const b of builds) {
        const s = b.scenarios.find((x) => x.name === name);
        if (!s) continue;
        const base = { base: b.server.base, token: b.token, requests: s.requests, connections: 50 };
        await runLoad({ ...base, seconds: 3 });
        const r = await runLoad({ ...base, seconds });
        const verdict = r.p99 < 50 && r.errors === 0 ? 'within' : 'OVER';
        const who = builds.length > 1 ? `[${b.name}, round ${round}] ` : '';
        console.log(
          `${who}${name.padEnd(50)} ${String(Math.round(r.rps)).padStart(5)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  (${verdict} p99 < 50 ms)`,
        );
        b.results.set(name, [...(b.results.get(name) ?? []), r]);
      }
  if (builds.length > 1 || rounds > 1) {
    console.log('medians over the rounds:');
    const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
    for (const name of WANTED)
      for (const b of builds) {
        const rs = b.results.get(name) ?? [];
        if (!rs.length) continue;
        console.log(
          `  ${b.name.padEnd(16)} ${name.padEnd(50)} ${String(Math.round(median(rs.map((r) => r.rps)))).padStart(5)} req/s  p50 ${median(rs.map((r) => r.p50))} ms  p99 ${median(rs.map((r) => r.p99))} ms`,
        );
      }
  }
  console.log(`load average at the end ${os.loadavg()[0].toFixed(1)}`);
} finally {
  for (const b of builds) await b.server.stop();
  await mailbox.close();
  rmSync(work, { recursive: true, force: true });
}
