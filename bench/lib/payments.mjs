// Issue 43's figure: 1,000 payment callbacks arriving in a minute are all
// applied, none twice, with the callback endpoint's p99 under 100 ms. On its
// own PostgreSQL database with the demo data, served by the built server,
// MTN MoMo a fake in this process (fake-mtn.mjs). The callbacks are sent by
// the bench, as MTN would send them; the server believes none of them and
// asks the fake for each payment's status before it applies the outcome.
import pg from 'pg';
import { cpuOf, postgresPids, send, sendPaced } from './arrivals.mjs';
import { startFakeMtn } from './fake-mtn.mjs';
import { freshDatabase, onServer } from './databases.mjs';
import { runLoad } from './load.mjs';
import { startMailbox } from './mailbox.mjs';
import { signIn, startServer } from './server.mjs';

const KEY = 'bench-payment-callback-key-0123456789';
const PATH = `/api/v1/payments/callback/mtn/${KEY}`;
const BURST = 1000;
const RETRIED = 200;
const AMOUNT = 250_000;
/** The bench's own database, dropped when it ends. */
const NAME = 'care_bench_payments';
const ADMIN = { email: 'bench-admin@care.ug', password: 'bench-password-2026' };
const JSON_TYPE = { 'content-type': 'application/json' };

/** 1,000 job cards under way with an invoice, none paid, for the demo's customers. */
async function makeJobCards(db) {
  const { rows: customers } = await db.query(
    `SELECT id, firstname || ' ' || lastname AS name FROM customers WHERE deleted_at IS NULL ORDER BY id`,
  );
  const picked = Array.from({ length: BURST }, (_, n) => customers[n % customers.length]);
  const { rows } = await db.query(
    `INSERT INTO job_cards (care_card_number, customer_id, client_name, service, status,
       start_date, end_date, invoice_number, invoice_amount)
     SELECT 'PAYBENCH-' || lpad(n::text, 4, '0'), c, name, 'In home care', 'ongoing',
       current_date, current_date + 7, 'INV-PAYBENCH-' || n, $3
     FROM unnest($1::int[], $2::text[]) WITH ORDINALITY AS u(c, name, n)
     RETURNING id`,
    [picked.map((c) => c.id), picked.map((c) => c.name), AMOUNT],
  );
  return rows.map((r) => r.id);
}

/** What the books say of the payments: each applied once, or more than once. */
async function booksOf(db, ids) {
  const { rows } = await db.query(
    `SELECT count(*) FILTER (WHERE state = 'Successful') AS successful,
       coalesce(sum(lines), 0) AS lines, coalesce(sum(entries), 0) AS entries,
       count(*) FILTER (WHERE timeline @> '[{"event":"callback"}]'::jsonb) AS "byCallback",
       count(*) FILTER (WHERE state = 'Successful' AND lines = 1 AND entries = 1
         AND receipt = amount AND receipt_number = transaction_id) AS applied,
       count(*) FILTER (WHERE lines > 1 OR entries > 1 OR receipt > amount) AS twice
     FROM (SELECT p.state, p.amount, p.transaction_id, p.timeline, j.receipt_number,
         j.receipt_amount AS receipt,
         (SELECT count(*) FROM statement_lines l WHERE l.payment_id = p.id) AS lines,
         (SELECT count(*) FROM income_trace e
           WHERE e.doc_id = p.transaction_id AND e.status = 'Paid') AS entries
       FROM payment_requests p JOIN job_cards j ON j.id = p.target_id
       WHERE p.id = ANY($1)) x`,
    [ids],
  );
  return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
}

/** The receipt SMS recorded so far (the queue composes them after the outcome commits). */
async function receiptsOf(db, ids, waitMs = 60_000) {
  const keys = ids.map((id) => `payment_received:payment:${id}`);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { rows } = await db.query(
      `SELECT count(*) AS n FROM notifications WHERE dedupe_key = ANY($1)`,
      [keys],
    );
    const n = Number(rows[0].n);
    if (n >= ids.length || Date.now() > deadline) return n;
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function measurePayments({ url, port, seconds = 10, env = {} }) {
  const dbUrl = await freshDatabase(url, NAME);
  const mtn = await startFakeMtn();
  const mailbox = await startMailbox(port + 1000);
  let server;
  const db = new pg.Client({ connectionString: dbUrl });
  try {
    server = await startServer({
      port,
      env: {
        ...env,
        DATABASE_URL: dbUrl,
        SEED_DEMO: 'true',
        SMTP_URL: `smtp://127.0.0.1:${port + 1000}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PAYMENT_CALLBACK_KEY: KEY,
        ...mtn.serverEnv,
      },
    });
    await db.connect();
    const { token } = await signIn(server.base, mailbox, ADMIN.email, ADMIN.password);
    const cards = await makeJobCards(db);

    // The prompts: 1,000 requests to pay, 50 at a time, each to a number of its own.
    let k = 0;
    const prompts = await send(cards, (id) => [
      `${server.base}/api/v1/payments`,
      {
        method: 'POST',
        headers: { ...JSON_TYPE, authorization: `Bearer ${token}` },
        body: JSON.stringify({
          target: 'jobcard',
          targetId: id,
          amount: AMOUNT,
          phone: `+256772${String(100000 + k++)}`,
        }),
      },
    ]);
    const { rows: payments } = await db.query(
      `SELECT id, reference FROM payment_requests WHERE target = 'jobcard' AND target_id = ANY($1)`,
      [cards],
    );

    // She confirmed every one; then MTN's callbacks arrive, 1,000 in a minute
    // (one every 60 ms, each sent at its moment whatever the answers before),
    // then 200 of them again, 50 at a time (a duplicate callback).
    // She confirms the moment before MTN calls back: until then its status is
    // PENDING, so each callback does the whole work (the queue's own checks
    // meanwhile find nothing to apply).
    const bodies = [];
    const callback = (body) => [
      `${server.base}${PATH}`,
      { method: 'PUT', headers: JSON_TYPE, body },
    ];
    const confirmThenCall = (p) => {
      const s = mtn.succeed(p.reference);
      const body = JSON.stringify({ ...s, externalId: p.reference, status: 'SUCCESSFUL' });
      bodies.push(body);
      return callback(body);
    };
    const pgPids = postgresPids();
    const before = [cpuOf([server.pid]), cpuOf(pgPids), mtn.counts.status];
    const callbacks = await sendPaced(payments, confirmThenCall, 60_000 / BURST);
    const after = [cpuOf([server.pid]), cpuOf(pgPids), mtn.counts.status];
    const again = await send(bodies.slice(0, RETRIED), callback);

    // Under load: the same callbacks again and again (each asks MTN and finds the payment settled).
    let n = 0;
    const load = await runLoad({
      base: server.base,
      connections: 50,
      seconds,
      requests: [
        {
          method: 'PUT',
          path: PATH,
          headers: JSON_TYPE,
          setupRequest: (req) => ({ ...req, body: bodies[n++ % bodies.length] }),
        },
      ],
    });
    const ids = payments.map((p) => p.id);
    const books = await booksOf(db, ids);
    books.receipts = await receiptsOf(db, ids);
    // CPU seconds over the 1,000 callbacks, as ms per callback (the queue's work meanwhile included).
    const perCallback = (i) => Math.round(((after[i] - before[i]) * 1000 * 10) / BURST) / 10;
    return {
      prompts: { ...prompts, requests: payments.length },
      callbacks: {
        ...callbacks,
        cpuServer: perCallback(0),
        cpuPostgres: perCallback(1),
        statusCalls: after[2] - before[2],
      },
      again,
      books,
      load,
    };
  } finally {
    await db.end().catch(() => {});
    await server?.stop();
    await mailbox.close();
    await mtn.close();
    await onServer(url, `DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  }
}

const s1 = (ms) => (ms / 1000).toFixed(1);
const spreadOf = (r) => `${r.p50} / ${r.p95} / ${r.p99} / ${r.max}`;

/** The section of the report. */
export function paymentsTable({ prompts, callbacks, again, books, load }) {
  return [
    '| Figure | Value | Budget |',
    '| --- | --- | --- |',
    `| Prompts: 1,000 POST /payments by 50 senders, took (s); answered 201; written | ${s1(prompts.ms)}; ${prompts.ok} of ${prompts.sent}; ${prompts.requests} | ; all; 1,000 |`,
    `| Prompts: p50 / p95 / p99 / max (ms) | ${spreadOf(prompts)} | |`,
    `| Callbacks: 1,000 PUT arriving in a minute (one every 60 ms), took (s) | ${s1(callbacks.ms)} | ≤ 61 |`,
    `| Callbacks: answered 200 | ${callbacks.ok} of ${callbacks.sent} | all |`,
    `| Callbacks: p50 / p95 / p99 / max (ms) | ${spreadOf(callbacks)} | p99 < 100 |`,
    `| Callbacks: CPU per callback, server / PostgreSQL (all its processes) (ms) | ${callbacks.cpuServer} / ${callbacks.cpuPostgres} | |`,
    `| Callbacks: MTN asked for the status meanwhile (times) | ${callbacks.statusCalls} | |`,
    `| Callbacks: ${RETRIED} sent again (duplicates), answered 200; p50 / p95 / p99 / max (ms) | ${again.ok}; ${spreadOf(again)} | ${RETRIED}; p99 < 100 |`,
    `| Requests Successful / statement lines of them / Paid ledger entries of their transaction ids | ${books.successful} / ${books.lines} / ${books.entries} | 1,000 / 1,000 / 1,000 |`,
    `| Applied (receipt, line, entry each once) / applied twice | ${books.applied} / ${books.twice} | 1,000 / 0 |`,
    `| Found waiting by their callback (the rest settled first by the queue's own check) | ${books.byCallback} of ${BURST} | |`,
    `| Receipt SMS recorded | ${books.receipts} | 1,000 |`,
    `| Under load: the callbacks again (all settled) at 50 connections, requests/s; p50 / p99 / max (ms) | ${Math.round(load.rps)}; ${load.p50} / ${load.p99} / ${load.max} | ; p99 < 100 |`,
    `| Under load: errors (non-2xx, timeouts) | ${load.errors} of ${load.requests} | 0 |`,
  ].join('\n');
}

/** Whether the figures hold. */
export const paymentsPass = ({ prompts, callbacks, again, books, load }) =>
  prompts.ok === prompts.sent &&
  callbacks.ms <= 61_000 &&
  callbacks.ok === BURST &&
  callbacks.p99 < 100 &&
  again.ok === RETRIED &&
  again.p99 < 100 &&
  books.successful === BURST &&
  books.lines === BURST &&
  books.entries === BURST &&
  books.applied === BURST &&
  books.twice === 0 &&
  books.receipts === BURST &&
  load.errors === 0 &&
  load.p99 < 100;
