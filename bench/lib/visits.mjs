// Issue 37's figures: the incoming-SMS callback under load (p99 < 100 ms at
// 50 connections) and a burst of 1,000 check-ins in a minute, none lost and
// none recorded twice. On its own PostgreSQL database with the demo data,
// served by the built server, the SMS gateway its local outbox (the replies
// are queued and "sent" as with Africa's Talking, only not over the air).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { freshDatabase, onServer } from './databases.mjs';
import { runLoad } from './load.mjs';
import { startServer } from './server.mjs';

const KEY = 'bench-callback-key-0123456789';
// the key is the last segment of the URL (issue 39)
const PATH = `/api/v1/sms/incoming/${KEY}`;
const BURST = 1000;
/** The bench's own database, dropped when it ends. */
const NAME = 'care_bench_visits';
const RETRIED = 200;
const form = (fields) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * 1,000 visits of today, each a nurse job of one day (pending: the check-in
 * starts it) on a card under way, with its code: written straight into the database (the demo has 120
 * nurses; the API would refuse a nurse on two day shifts, the check-in does
 * not care). Codes are unique per nurse.
 */
async function bookVisits(db) {
  const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
  const { rows: nurses } = await db.query(
    `SELECT id, phone_number AS phone FROM nurses WHERE verified AND deleted_at IS NULL ORDER BY id`,
  );
  const { rows: cards } = await db.query(
    `SELECT id FROM job_cards WHERE deleted_at IS NULL AND status = 'ongoing' AND start_date <= $1::date ORDER BY id LIMIT 200`,
    [today],
  );
  const visits = [];
  for (let n = 0; n < BURST; n++) {
    const nurse = nurses[n % nurses.length];
    const { rows } = await db.query(
      `INSERT INTO nurse_jobs (job_id, nurse_id, start_date, end_date, duration, days, nights, shift, rate, amount, status, payment_status)
       VALUES ($1, $2, $3::date, $3::date + 1, 1, 1, 0, 'Day', 40000, 40000, 'pending', 'UnPaid') RETURNING id`,
      [cards[n % cards.length].id, nurse.id, today],
    );
    // the first four digits free for her (the demo gave her jobs codes of their own)
    let code;
    for (let c = 1000 + Math.floor(n / nurses.length); !code; c += 17) {
      const { rowCount } = await db.query(
        `INSERT INTO visit_codes (nurse_job_id, nurse_id, code) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [rows[0].id, nurse.id, String(c)],
      );
      if (rowCount) code = String(c);
    }
    visits.push({ jobId: rows[0].id, phone: nurse.phone, code });
  }
  return visits;
}

/** Posts each message `concurrency` at a time; answers the statuses. */
async function post(base, messages, concurrency = 50) {
  const statuses = [];
  let next = 0;
  const worker = async () => {
    while (next < messages.length) {
      const m = messages[next++];
      const res = await fetch(`${base}${PATH}`, { method: 'POST', headers: FORM, body: form(m) });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

export async function measureVisits({ url, port, seconds = 10, env = {} }) {
  const dbUrl = await freshDatabase(url, NAME);
  const server = await startServer({
    port,
    env: {
      ...env,
      DATABASE_URL: dbUrl,
      SEED_DEMO: 'true',
      SMS_CALLBACK_KEY: KEY,
      ADMIN_EMAIL: 'bench-admin@care.ug',
      ADMIN_PASSWORD: 'bench-password-2026',
    },
  });
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const visits = await bookVisits(db);

    // The burst: 1,000 check-ins as fast as 50 senders go, then 200 of them again
    // (the gateway retrying a callback it thinks failed: the same message id).
    const messages = visits.map((v) => ({
      from: v.phone,
      text: `IN ${v.code}`,
      id: randomUUID(),
      to: '12345',
      date: new Date().toISOString(),
    }));
    const t0 = Date.now();
    const first = await post(server.base, messages);
    const burstMs = Date.now() - t0;
    const retried = await post(server.base, messages.slice(0, RETRIED));
    const ids = messages.map((m) => m.id);
    const count = async (sql) => Number((await db.query(sql, [ids])).rows[0].n);
    const checks = await count(`SELECT count(*) AS n FROM visit_checks WHERE message_id = ANY($1)`);
    const distinct = await count(
      `SELECT count(DISTINCT (nurse_job_id, day, kind)) AS n FROM visit_checks WHERE message_id = ANY($1)`,
    );
    const exceptions = await count(
      `SELECT count(*) AS n FROM visit_exceptions WHERE message_id = ANY($1)`,
    );
    const started = Number(
      (
        await db.query(
          `SELECT count(*) AS n FROM nurse_jobs WHERE id = ANY($1) AND status = 'ongoing'`,
          [visits.map((v) => v.jobId)],
        )
      ).rows[0].n,
    );

    // The callback under load: each request a check-out of one of the visits,
    // from her phone, with a message id of its own. The first of each records,
    // the rest are refusals ("already checked out"), each kept as an exception
    // with a reply at most once an hour: every request does the whole work.
    let n = 0;
    const load = await runLoad({
      base: server.base,
      connections: 50,
      seconds,
      requests: [
        {
          method: 'POST',
          path: PATH,
          headers: FORM,
          setupRequest: (req) => {
            const v = visits[n++ % visits.length];
            return {
              ...req,
              body: form({ from: v.phone, text: `OUT ${v.code}`, id: randomUUID(), to: '12345' }),
            };
          },
        },
      ],
    });
    return {
      burst: {
        sent: BURST,
        ms: burstMs,
        ok: first.filter((s) => s === 200).length,
        retried: RETRIED,
        retriedOk: retried.filter((s) => s === 200).length,
        checks,
        distinct,
        exceptions,
        started,
      },
      load,
    };
  } finally {
    await db.end();
    await server.stop();
    await onServer(url, `DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  }
}

/** The section of the report. */
export function visitsTable({ burst, load }) {
  const lost = burst.sent - burst.checks - burst.exceptions;
  return [
    '| Figure | Value | Budget |',
    '| --- | --- | --- |',
    `| Incoming SMS callback, 50 connections: requests/s | ${Math.round(load.rps)} | |`,
    `| Incoming SMS callback: p50 / p99 / max (ms) | ${load.p50} / ${load.p99} / ${load.max} | p99 < 100 |`,
    `| Incoming SMS callback: errors (non-2xx, timeouts) | ${load.errors} of ${load.requests} | 0 |`,
    `| Burst: 1,000 check-ins sent by 50 senders, took (s) | ${(burst.ms / 1000).toFixed(1)} | < 60 |`,
    `| Burst: answered 200 | ${burst.ok} of ${burst.sent} | all |`,
    `| Burst: checks recorded / distinct / exceptions / lost | ${burst.checks} / ${burst.distinct} / ${burst.exceptions} / ${lost} | 1,000 / 1,000 / 0 / 0 |`,
    `| Burst: ${burst.retried} retried with the same message id, answered 200; checks after | ${burst.retriedOk}; ${burst.checks} | ${burst.retried}; 1,000 |`,
    `| Burst: nurse jobs under way after their check-in | ${burst.started} of ${burst.sent} | all |`,
  ].join('\n');
}

/** Whether the figures hold. */
export const visitsPass = ({ burst, load }) =>
  load.p99 < 100 &&
  load.errors === 0 &&
  burst.ms < 60_000 &&
  burst.ok === burst.sent &&
  burst.retriedOk === burst.retried &&
  burst.checks === burst.sent &&
  burst.distinct === burst.sent &&
  burst.exceptions === 0;
