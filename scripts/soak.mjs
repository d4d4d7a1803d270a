// npm run soak: mixed staff traffic (reads, searches, writes, sign-ins) from
// 50 connections against the BUILT server on a real PostgreSQL, for
// SOAK_MINUTES (default 10). Passes with 0 errors and a server memory drift
// under 50 MB from minute 1 to the end; prints p50/p95/p99 and throughput,
// then checks that every record answered 2xx is in the database.
//
// SOAK_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/care_soak) is
// dropped and created again; SOAK_PORT 3390, SOAK_SMTP_PORT 2790 by default.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freshDatabase,
  median,
  percentile,
  query,
  rssMb,
  smtpSink,
  startServer,
} from './soak/infra.mjs';
import { Staff } from './soak/traffic.mjs';

const root = path.resolve(import.meta.dirname, '..');
const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
const port = Number(process.env.SOAK_PORT ?? 3390);
const smtpPort = Number(process.env.SOAK_SMTP_PORT ?? 2790);
const dbUrl = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/care_soak';
const ADMIN = { email: 'soak.admin@care.ug', password: `Soak-${randomBytes(6).toString('hex')}` };

console.log(
  `soak: ${minutes} min, ${connections} connections, ${dbUrl.replace(/:[^:@/]*@/, ':***@')}`,
);
execFileSync('npm', ['run', '--silent', 'build', '-w', '@app/api'], {
  cwd: root,
  stdio: 'inherit',
});
await freshDatabase(dbUrl);
const mail = await smtpSink(smtpPort);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'care-soak-'));
const server = await startServer({
  serverJs: path.join(root, 'apps/api/dist/server.js'),
  port,
  env: {
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    APP_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    // every sign-in comes from 127.0.0.1: the limit is not what is measured
    AUTH_RATE_LIMIT_MAX: '1000000',
    LOG_LEVEL: 'warn',
  },
});
const base = `http://127.0.0.1:${port}`;

// ---------- what is measured ----------
const latencies = [];
const byKind = {};
const failures = [];
const made = {};
const record = {
  request(kind, ms, status) {
    latencies.push(ms);
    const k = (byKind[kind] ??= { requests: 0, errors: 0 });
    k.requests++;
    if (status < 200 || status >= 300) k.errors++;
  },
  failure: (line) => failures.length < 50 && failures.push(line),
};
const created = (table, id, key = 'id') => (made[table] ??= { key, ids: [] }).ids.push(id);

// ---------- staff accounts and seeded ids ----------
const admin = new Staff({ n: 0, ...ADMIN, base, mail, seeded: {}, record, created });
await admin.signIn();
const ids = async (url) => ((await admin.call('setup', 'GET', url)) ?? []).map((x) => x.id);
const seeded = {
  customers: await ids('/customer?limit=100'),
  nurses: await ids('/careteam?status=true&limit=100'),
  jobCards: (
    (await admin.call('setup', 'GET', '/portal/jobcard?limit=100')) ?? { rows: [] }
  ).rows.map((x) => x.id),
};
const staff = [];
for (let n = 1; n <= connections; n++) {
  const person = {
    email: `soak.staff.${n}@care.ug`,
    password: `Staff-${randomBytes(6).toString('hex')}`,
  };
  await admin.call('setup', 'POST', '/staff', { name: `Soak ${n}`, role: 'STAFF', ...person });
  staff.push(new Staff({ n, ...person, base, mail, seeded, record, created }));
}
latencies.length = 0;
for (const k of Object.keys(byKind)) delete byKind[k];

// ---------- the run ----------
const started = Date.now();
const until = started + minutes * 60_000;
const samples = [];
const sampler = setInterval(
  () => samples.push({ t: (Date.now() - started) / 1000, mb: rssMb(server.child.pid) }),
  5_000,
);
const progress = setInterval(() => {
  const errors = Object.values(byKind).reduce((n, k) => n + k.errors, 0);
  console.log(
    `  ${((Date.now() - started) / 60_000).toFixed(1)} min: ${latencies.length} requests, ${errors} errors, RSS ${samples.at(-1)?.mb.toFixed(0)} MB`,
  );
}, 60_000);
await Promise.all(staff.map((s) => s.run(until)));
clearInterval(sampler);
clearInterval(progress);
const seconds = (Date.now() - started) / 1000;

// ---------- nothing lost ----------
const missing = [];
for (const [table, { key, ids: list }] of Object.entries(made)) {
  const found = await query(
    dbUrl,
    `select count(*)::int as n from ${table} where ${key}::text = any($1)`,
    [list.map(String)],
  );
  if (found[0].n !== new Set(list.map(String)).size)
    missing.push(`${table}: ${list.length - found[0].n} missing`);
}
const stop = Date.now();
server.child.kill('SIGTERM');
const exit = await server.exited;
await mail.close();
rmSync(dataDir, { recursive: true, force: true });

// ---------- the figures ----------
const sorted = [...latencies].sort((a, b) => a - b);
const errors = Object.values(byKind).reduce((n, k) => n + k.errors, 0);
// "minute 1": the samples of the first minute's end (or a tenth of a short run)
const mark = Math.min(60, seconds / 10);
const early = median(samples.filter((s) => s.t >= mark && s.t < mark + 20).map((s) => s.mb));
const late = median(samples.filter((s) => s.t >= seconds - 20).map((s) => s.mb));
const drift = late - early;
const writes = Object.values(made).reduce((n, t) => n + t.ids.length, 0);
console.log(`\nsoak result (${minutes} min, ${connections} connections, built server, PostgreSQL)`);
console.log(
  `  requests: ${latencies.length} (${(latencies.length / seconds).toFixed(0)}/s); errors: ${errors}`,
);
for (const [kind, k] of Object.entries(byKind))
  console.log(`    ${kind}: ${k.requests} requests, ${k.errors} errors`);
console.log(
  `  latency ms: p50 ${percentile(sorted, 50).toFixed(1)}, p95 ${percentile(sorted, 95).toFixed(1)}, ` +
    `p99 ${percentile(sorted, 99).toFixed(1)}, max ${sorted.at(-1)?.toFixed(1)}`,
);
console.log(
  `  server RSS: ${early.toFixed(1)} MB at ${mark.toFixed(0)} s, ${late.toFixed(1)} MB at the end; drift ${drift.toFixed(1)} MB (max ${Math.max(...samples.map((s) => s.mb)).toFixed(1)} MB)`,
);
console.log(
  `  records created and found afterwards: ${writes}, missing: ${missing.length ? missing.join('; ') : 0}`,
);
console.log(
  `  SIGTERM to exit: ${((Date.now() - stop) / 1000).toFixed(1)} s, exit code ${exit.code}`,
);
for (const f of failures.slice(0, 10)) console.log(`  failure: ${f}`);
const passed = errors === 0 && drift < 50 && missing.length === 0 && exit.code === 0;
console.log(passed ? 'PASS' : 'FAIL');
process.exit(passed ? 0 : 1);
