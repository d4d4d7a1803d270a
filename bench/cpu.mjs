// npm run bench:cpu [seconds] [scenario regex]: where each scenario's time goes.
// Runs `npm run bench`'s PostgreSQL scenarios on the seeded bench database
// (50 connections) and prints, beside requests/s and latency, the CPU time
// per request of the server, of PostgreSQL (all its processes) and of the
// load generator, read from /proc. Sums near 2 cores x 1 s / (req/s) mean
// the machine, not waiting, bounds the figures.
//
// DATABASE_URL  bench database (default postgres://postgres@127.0.0.1:5432/care_bench)
// BENCH_PORT    port for the server (default 3391); NODE_ARGS extra node flags for it
//               (say --cpu-prof --cpu-prof-dir=/tmp/prof)
// BENCH_SERVER  another build of the server to run, say one made by
//               `API_OUTFILE=/tmp/old/server.js node build.mjs`, to compare two versions in turn
// BENCH_EMBEDDED=1  the embedded default instead (no DATABASE_URL, a new DATA_DIR with
//               the demo data): "postgres" is then the database the server started
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureSeeded, ensureTools } from './lib/prepare.mjs';
import { signIn, startServer, workDir } from './lib/server.mjs';

ensureTools();
const { startMailbox } = await import('./lib/mailbox.mjs');
const { runLoad } = await import('./lib/load.mjs');
const { prepare, readScenarios, writeScenarios } = await import('./lib/scenarios.mjs');
const { ADMIN, BENCH_PASSWORD } = await import('./lib/suite.mjs');

const seconds = Number(process.argv[2] ?? 8);
const only = new RegExp(process.argv[3] ?? '.', 'i');
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/care_bench';
const port = Number(process.env.BENCH_PORT ?? 3391);
const embedded = process.env.BENCH_EMBEDDED === '1';
ensureBuild();
if (!embedded) ensureSeeded({ ...process.env, DATABASE_URL: url });

const TICK = 100; // clock ticks a second (getconf CLK_TCK)
/** User + system CPU seconds of a process so far. */
function cpuOf(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / TICK;
  } catch {
    return 0; // exited
  }
}
function postgresCpu() {
  let sum = 0;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres') sum += cpuOf(d);
    } catch {
      // gone
    }
  }
  return sum;
}

const work = workDir('care-bench-cpu-');
const mailbox = await startMailbox(port + 1000);
const server = await startServer({
  port,
  env: {
    DATABASE_URL: embedded ? '' : url,
    DATA_DIR: path.join(work, 'data'),
    SMTP_URL: `smtp://127.0.0.1:${port + 1000}`,
    APP_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
    SEED_DEMO: String(embedded),
    // as npm run bench: no missed check-in alerts for the seeded visits mid-measure
    VISIT_ALERTS: 'false',
    ...(embedded ? { ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: BENCH_PASSWORD } : {}),
  },
});
try {
  // Any staff account not signed in during the last minute (one code a minute).
  const account = embedded
    ? ADMIN
    : `staff-${String(1000 + Math.floor(Math.random() * 1500)).padStart(5, '0')}@bench.care.ug`;
  const { token } = await signIn(server.base, mailbox, account, BENCH_PASSWORD);
  const params = await prepare({ base: server.base, token });
  const scenarios = [
    ...readScenarios(params),
    ...writeScenarios(params, `cpu-${Date.now().toString(36)}`),
  ].filter((s) => only.test(s.name));
  console.log(`${seconds} s per scenario, 50 connections; CPU µs per request`);
  for (const s of scenarios) {
    const load = { base: server.base, token, requests: s.requests, connections: 50 };
    await runLoad({ ...load, seconds: 2 });
    const [s0, p0, m0] = [cpuOf(server.pid), postgresCpu(), process.cpuUsage()];
    const r = await runLoad({ ...load, seconds });
    const mine = process.cpuUsage(m0);
    const per = (sec) => Math.round((sec * 1e6) / r.requests);
    console.log(
      `${s.name.padEnd(40)} ${String(Math.round(r.rps)).padStart(5)} req/s  p50 ${r.p50} p99 ${r.p99}  errors ${r.errors}` +
        `  | server ${per(cpuOf(server.pid) - s0)}  postgres ${per(postgresCpu() - p0)}` +
        `  load ${per((mine.user + mine.system) / 1e6)}`,
    );
  }
} finally {
  await server.stop();
  await mailbox.close();
}
