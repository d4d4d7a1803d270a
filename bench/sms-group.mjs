// npm run bench:sms: issue 24's figure. A group SMS to 1,000 customers is
// queued (every message recorded, every job in the queue) in under 2 s, while
// the server keeps answering other requests at its usual p99. On each
// database in turn: a new embedded data directory, and a new PostgreSQL
// database on the machine's server. The gateway is the local outbox, so the
// queue's worker also sends all 1,000 during the measured window.
//
// BENCH_PORT (3490), BENCH_SMTP_PORT (2790), BENCH_SECONDS (10: the load window)
// PG_URL (postgres://postgres@127.0.0.1:5432/postgres: where the bench database is made)
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { API, API_BASE } from '../packages/contract/src/paths.ts';
import { ensureBuild, ensureTools } from './lib/prepare.mjs';
import { serverBuilds, signIn, startServer, workDir } from './lib/server.mjs';

ensureTools();
const { runLoad } = await import('./lib/load.mjs');
const { startMailbox } = await import('./lib/mailbox.mjs');

const RECIPIENTS = 1000;
const port = Number(process.env.BENCH_PORT ?? 3490);
const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 2790);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'sms-bench@care.ug', password: 'sms-bench-password-2026' };
const url = (p) => `${API_BASE}${p}`;

ensureBuild();
const work = workDir('care-sms-bench-');
const mailbox = await startMailbox(smtpPort);

/** 1,000 customers through the API, 10 at a time, as the desk would add them. */
async function addCustomers(base, token) {
  let next = 0;
  const one = async () => {
    for (let i = next++; i < RECIPIENTS; i = next++) {
      const res = await fetch(`${base}${url(API.customers.list)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          firstname: `Bench${i}`,
          lastname: 'Customer',
          phonenumber: `0772${String(500000 + i).padStart(6, '0')}`,
          gender: 'Female',
          address: 'Ntinda, Kampala',
          order: { order: 'Postnatal care services' },
        }),
      });
      if (res.status !== 201) throw new Error(`customer ${i}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 10 }, one));
}

async function sentCount(base, token) {
  const res = await fetch(`${base}${url(API.sms.messages)}?channel=sms&result=sent&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()).data.count;
}

async function measure(name, env) {
  const server = await startServer({
    port,
    script: serverBuilds().at(-1),
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      APP_SECRET: 'sms-bench-secret-0123456789-0123456789-ab',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_MAX: '100000000',
      ...env,
    },
  });
  try {
    const { token } = await signIn(server.base, mailbox, ADMIN.email, ADMIN.password);
    await addCustomers(server.base, token);
    const reads = [{ method: 'GET', path: `${url(API.customers.list)}?limit=40` }];
    const load = { base: server.base, token, requests: reads, connections: 20 };
    await runLoad({ ...load, seconds: 2 }); // warm-up
    const usual = await runLoad({ ...load, seconds });

    // The same load again, with the group send one second in.
    const during = runLoad({ ...load, seconds });
    await new Promise((r) => setTimeout(r, 1000));
    const t0 = performance.now();
    const res = await fetch(`${server.base}${url(API.sms.messages)}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        message: 'Clinic day on Saturday at Ntinda: bring your baby card.',
        audience: { kind: 'customers' },
      }),
    });
    const queuedMs = performance.now() - t0;
    const answer = await res.json();
    if (res.status !== 200) throw new Error(`group send: ${res.status} ${JSON.stringify(answer)}`);
    let allSentMs = null;
    while (performance.now() - t0 < 120_000) {
      if ((await sentCount(server.base, token)) >= answer.data.queued) {
        allSentMs = performance.now() - t0;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const loaded = await during;
    return { name, queued: answer.data.queued, queuedMs, allSentMs, usual, loaded };
  } finally {
    await server.stop();
  }
}

const results = [];
try {
  console.log('Embedded PGlite ...');
  results.push(
    await measure('Embedded PGlite', { DATABASE_URL: '', DATA_DIR: path.join(work, 'lite') }),
  );
  const name = `care_sms_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    console.log('PostgreSQL ...');
    const dbUrl = new URL(pgUrl);
    dbUrl.pathname = `/${name}`;
    results.push(
      await measure('PostgreSQL', {
        DATABASE_URL: dbUrl.toString(),
        DATA_DIR: path.join(work, 'pg'),
      }),
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} finally {
  await mailbox.close();
  rmSync(work, { recursive: true, force: true });
}

const ms = (v) => (v == null ? 'n/a' : `${Math.round(v).toLocaleString('en')} ms`);
console.log(
  `\n| Database | Recipients | Queued in (budget 2 s) | All sent (outbox) | Reads p99 usual | Reads p99 during | Reads/s usual | Reads/s during |`,
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results)
  console.log(
    `| ${r.name} | ${r.queued} | ${ms(r.queuedMs)} | ${ms(r.allSentMs)} | ${ms(r.usual.p99)} | ${ms(r.loaded.p99)} | ${Math.round(r.usual.rps)} | ${Math.round(r.loaded.rps)} |`,
  );
const over = results.filter((r) => r.queuedMs > 2000 || r.queued !== RECIPIENTS);
if (over.length) {
  console.log(`\nOver budget: ${over.map((r) => r.name).join(', ')}`);
  process.exitCode = 1;
}
