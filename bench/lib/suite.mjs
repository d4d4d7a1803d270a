// Runs the scenarios against one started server and collects their figures.
import { runLoad } from './load.mjs';
import { runFloor, statementsBetween } from './floor.mjs';
import { signIn, startServer } from './server.mjs';
import { prepare, readScenarios, writeScenarios } from './scenarios.mjs';

export const BENCH_PASSWORD = 'bench-password-2026'; // bench/seed/people.ts
export const ADMIN = 'bench-admin@care.ug';
const staffEmail = (n) => `staff-${String(n).padStart(5, '0')}@bench.care.ug`;
/** Accounts for the readers, from the top of the staff list (sign-in takes turns from the bottom). */
let readers = 0;
export const reader = (staff) => staffEmail(staff - readers++);
const now = () => performance.timeOrigin + performance.now();
const json = { 'content-type': 'application/json' };

async function measure(server, opts, scenario, log) {
  const base = { base: server.base, token: opts.token, requests: scenario.requests };
  await runLoad({ ...base, connections: opts.connections, seconds: opts.warmup });
  // The warm-up's peak counts too: the budget is the memory's peak (issue 40).
  const warm = server.takePeak();
  const r = await runLoad({ ...base, connections: opts.connections, seconds: opts.seconds });
  r.rss = Math.max(warm, server.takePeak());
  log(scenario.name, r);
  return { name: scenario.name, kind: scenario.kind, judged: scenario.judged !== false, ...r };
}

/**
 * Sends each read scenario's requests once to a capture run of the server and
 * keeps the SQL each one ran (bench/lib/capture-sql.mjs).
 */
export async function captureSql({ port, env, file, mailbox, makeScenarios, staff }) {
  const server = await startServer({
    port,
    env: { ...env, BENCH_CAPTURE_SQL: file },
    nodeArgs: ['--import', './bench/lib/capture-sql.mjs'],
  });
  try {
    const { token } = await signIn(server.base, mailbox, reader(staff), BENCH_PASSWORD);
    const out = new Map();
    for (const s of makeScenarios(await prepare({ base: server.base, token }))) {
      // a row shown for comparison has no floor (its requests differ each time)
      if (s.judged === false) continue;
      const paths = s.variants ?? s.requests.map((r) => r.path);
      const requests = [];
      for (const p of paths) {
        // Twice: the second is the steady state (no first-use session touch).
        await fetch(`${server.base}${p}`, { headers: { authorization: `Bearer ${token}` } });
        const t0 = now();
        const res = await fetch(`${server.base}${p}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await res.arrayBuffer();
        await new Promise((r) => setTimeout(r, 20));
        requests.push(statementsBetween(file, t0, now()));
      }
      out.set(s.name, requests);
    }
    return out;
  } finally {
    await server.stop();
  }
}

/** Reads, then writes, on a started server. */
export async function runScenarios({ server, mailbox, opts, log, staff }) {
  const account = staff ? reader(staff) : ADMIN;
  const { token } = await signIn(server.base, mailbox, account, BENCH_PASSWORD);
  const params = await prepare({ base: server.base, token });
  const o = { ...opts, token };
  const results = [];
  for (const s of readScenarios(params)) results.push(await measure(server, o, s, log));
  for (const s of writeScenarios(params, Date.now().toString(36))) {
    const r = await measure(server, o, s, log);
    if (s.used && s.used() > s.available)
      r.note = `only ${s.available} moves exist: ${s.used() - s.available} repeated (409)`;
    results.push(r);
  }
  return { results, params };
}

/** The floor of each read scenario, from the captured SQL. */
export async function runFloors({ url, poolSize, captured, opts, log }) {
  const floors = new Map();
  for (const [name, requests] of captured) {
    const f = await runFloor({
      url,
      poolSize,
      connections: opts.connections,
      seconds: opts.floorSeconds,
      requests,
    });
    log(`${name} (SQL floor)`, f);
    floors.set(name, f);
  }
  return floors;
}

/**
 * 50 parallel sign-ins (login + verify, codes read from the SMTP sink), with
 * a few readers on the ledger at the same time to show they are not starved.
 */
export async function runSignIn({ server, mailbox, opts, staff, log }) {
  const { token } = await signIn(server.base, mailbox, reader(staff), BENCH_PASSWORD);
  let next = 0;
  const requests = [
    {
      method: 'POST',
      path: '/api/v1/auth/login',
      setupRequest: (req, context) => {
        // One code a minute per address: the accounts take turns.
        context.email = staffEmail(1 + (next++ % (staff - 20)));
        return {
          ...req,
          headers: json,
          body: JSON.stringify({ email: context.email, password: BENCH_PASSWORD }),
        };
      },
    },
    {
      method: 'POST',
      path: '/api/v1/auth/verify',
      setupRequest: (req, context) => ({
        ...req,
        headers: json,
        body: JSON.stringify({
          email: context.email,
          code: mailbox.take(context.email) ?? '000000',
        }),
      }),
    },
  ];
  const probe = {
    base: server.base,
    token,
    requests: [{ path: '/api/v1/income_trace?offset=0&limit=10' }],
  };
  const alone = await runLoad({ ...probe, connections: 5, seconds: opts.probeSeconds });
  log('Ledger readers (5) alone', alone);
  server.takePeak();
  const [signin, during] = await Promise.all([
    runLoad({ base: server.base, requests, connections: opts.connections, seconds: opts.seconds }),
    runLoad({ ...probe, connections: 5, seconds: opts.seconds }),
  ]);
  signin.rss = server.takePeak();
  signin.accounts = Math.min(next, staff);
  log('Sign-in (login + verify)', signin);
  log('Ledger readers (5) during sign-in', during);
  if (next > staff) signin.note = `accounts reused within the run: ${next - staff}`;
  return { signin, alone, during };
}
