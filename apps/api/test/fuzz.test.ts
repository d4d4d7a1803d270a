import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { MAX_DB_INT } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeProblems, leaksIn } from './answer-checks.ts';
import { changedTables, fingerprint } from './db-fingerprint.ts';
import { createOracle } from './fuzz/json-schema.ts';
import { operationsOf, type OpenApiDocument, type Operation } from './fuzz/operations.ts';
import { pathIds } from './fuzz/path-ids.ts';
import { requestsFor, type FuzzRequest, type Ids } from './fuzz/requests.ts';
import type { TestContext } from './helpers.ts';
import { seededApp } from './seeded-app.ts';

// Issue 11, bad input: every operation of /api/docs/json gets invalid and
// boundary bodies, queries and path ids built by fast-check from the
// published schemas. Replay a run with FUZZ_SEED=<the printed seed>; scale it
// with FUZZ_RUNS (requests per operation with a body; others get less). The
// operations that take a form (issue 24: the SMS gateway's callbacks) get
// forms, with their key in the URL or a wrong one: fuzz/forms.ts.
//
// Bookkeeping left out of the "no row changed" check, and why:
// - sessions.last_seen_at: the idle timeout refreshes it on use (at most once
//   a minute), which is what using a session means.
// - rate_limits, checked on its own instead: a body refused on /auth/login or
//   /auth/verify (too large, not JSON, nested too deeply) counts as a sign-in
//   attempt of its address (issue 20), so the `auth:ip:` rows may grow by
//   those; every other row must stay as it was.
// - access_log, left out whole: a valid read of a job card, a care card or a
//   bulk export writes its access entry (issue 26), which is what such a
//   read means; an invalid one writes none (privacy-access.test.ts).
// Nothing else is excluded: audit_log and idempotency_keys are compared
// whole, since an invalid request must not reach auditing or idempotency
// bookkeeping at all.
const IGNORED = { sessions: ['last_seen_at'], rate_limits: ['key', 'window_start', 'count'] };
const SEED = Number(process.env.FUZZ_SEED ?? 20261111);
const RUNS = Number(process.env.FUZZ_RUNS ?? 140);

let t: TestContext;
let ops: Operation[];
let admin: Record<string, string>;
let ids: Ids;
let callbackKey: string;

beforeAll(async () => {
  let doc: OpenApiDocument;
  ({ t, admin, doc } = await seededApp('fuzz.admin@care.ug'));
  const target = await t.createStaff({ email: 'fuzz.target@care.ug' });
  ops = operationsOf(doc);
  ids = await pathIds(t.db, target.id);
  // The key of the form-encoded callbacks (issue 24), as an ADMIN reads it.
  const settings = (await t.get('/sms/settings', admin)).json().data;
  // its last segment (issue 39)
  callbackKey = new URL(settings.deliveryCallbackUrl).pathname.split('/').at(-1)!;
  expect(callbackKey).toBeTruthy();
});
afterAll(() => t.close());

const decoded = (url: string) => {
  try {
    return decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    return url;
  }
};

/** Requests per operation: the most for bodies (JSON or form), where most can go wrong. */
function runsFor(op: Operation): number {
  if (op.body || op.form) return RUNS;
  if (op.query.length) return Math.round(RUNS * 0.6);
  return Math.round(RUNS * 0.25);
}

describe('fuzz suite from the OpenAPI document', () => {
  it('answers every invalid or boundary request with a 4xx envelope (or a valid read), never a 5xx or a leak, and changes no row', async () => {
    const oracle = createOracle();
    const before = await fingerprint(t.db, { ignore: IGNORED });
    const limitsBefore = await signInCounts(t);
    let refusedSignInBodies = 0;
    const pastRange = { ids: 0, dates: 0 };
    const started = performance.now();
    const failures: string[] = [];
    let sent = 0;
    let fiveHundreds = 0;
    const byKind: Record<string, number> = {};
    for (const [i, op] of ops.entries()) {
      const arbitrary = requestsFor(op, oracle, ids, callbackKey);
      // one seed per request, so a failure names the seed that rebuilds it alone
      for (let k = 0; k < runsFor(op); k++) {
        const seed = SEED + i * 100_000 + k;
        const [r] = fc.sample(arbitrary, { seed, numRuns: 1 }) as [FuzzRequest];
        sent++;
        byKind[r.kind] = (byKind[r.kind] ?? 0) + 1;
        if (r.label.includes(`past the maximum ${MAX_DB_INT}`)) pastRange.ids++;
        if (DATE_FIELD.test(r.label) && PAST_YEAR.test(`${r.url} ${r.payload?.slice(0, 4000)}`))
          pastRange.dates++;
        const res = await t.app.inject({
          method: r.method,
          url: r.url,
          headers: { ...admin, ...r.headers },
          ...(r.payload !== undefined ? { payload: r.payload } : {}),
        });
        if (res.statusCode >= 500) fiveHundreds++;
        if (SIGN_IN_BODY.test(r.op) && refusedBody(r, res.statusCode)) refusedSignInBodies++;
        const problems = checkAnswer(r, res);
        if (problems.length)
          failures.push(
            `${r.op} [${r.kind}, request seed ${seed}] ${r.label.slice(0, 120)}: ${problems.join('; ')} -> ${res.body.slice(0, 200)}`,
          );
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const after = await fingerprint(t.db, { ignore: IGNORED });
    console.info(
      `fuzz: seed ${SEED}, ${sent} requests over ${ops.length} operations in ${seconds.toFixed(1)} s, ` +
        `${fiveHundreds} answered 5xx, ${failures.length} failed checks; past a published range: ${pastRange.ids} ids, ${pastRange.dates} dates; ` +
        `by kind ${JSON.stringify(byKind)}`,
    );
    // ids one past a PostgreSQL integer and dates outside 1900-2099
    // (issue 20: these answered 500) are generated from the published ranges
    if (!process.env.FUZZ_RUNS) {
      expect(pastRange.ids).toBeGreaterThanOrEqual(25);
      expect(pastRange.dates).toBeGreaterThanOrEqual(25);
      // valid forms with a wrong key or none, on the gateway's callbacks (issue 24)
      expect(byKind.key).toBeGreaterThanOrEqual(25);
    }
    expect(sent).toBeGreaterThanOrEqual(process.env.FUZZ_RUNS ? 0 : 10_000);
    expect(failures.slice(0, 30), `${failures.length} failures (FUZZ_SEED=${SEED})`).toEqual([]);
    expect(fiveHundreds).toBe(0);
    // access_log: the reads accounted for; data_changes and its horizon: ADR 055's
    // bookkeeping, whose minute's job forgets the seed's rows whenever it runs;
    // visit_codes: a visit's code is given the first time today's visits are read
    // (issue 37), so which of the seed's visits have one depends on the hour
    const bookkeeping = new Set([
      'access_log',
      'data_changes',
      'data_change_horizon',
      'visit_codes',
    ]);
    expect(changedTables(before, after).filter((t) => !bookkeeping.has(t.table))).toEqual([]);
    const limitsAfter = await signInCounts(t);
    expect(limitsAfter.others).toEqual(limitsBefore.others);
    expect(limitsAfter.byAddress - limitsBefore.byAddress).toBeLessThanOrEqual(refusedSignInBodies);
  }, 240_000);

  it('would notice a changed row (the fingerprint is not blind)', async () => {
    const before = await fingerprint(t.db, { ignore: IGNORED });
    await t.db.execute(
      sql`update care_tips set count = count + 1 where id = (select min(id) from care_tips)`,
    );
    expect(
      changedTables(before, await fingerprint(t.db, { ignore: IGNORED })).map((c) => c.table),
    ).toEqual(['care_tips']);
  });
});

/** A fault in a date: a body field with a date pattern, or the from/to of a query. */
const DATE_FIELD = /: date \^|^(from|to) = /;
const PAST_YEAR = /\b(0001-01-01|0000-01-01|1899-12-31|2100-01-01|9999-12-31)\b/;
const SIGN_IN_BODY = /^POST \/api\/v1\/auth\/(login|verify)$/;
/** A body refused before its fields are read: too large, another type, not JSON. */
const refusedBody = (r: FuzzRequest, status: number) =>
  status === 413 || status === 415 || r.kind === 'json-syntax' || r.kind === 'prototype';

/** The sign-in counters: every row but the per-address ones, and the sum of those. */
async function signInCounts(ctx: TestContext) {
  const { rows } = (await ctx.db.execute(
    sql`select key, window_start::text as w, count from rate_limits order by key, window_start`,
  )) as unknown as { rows: { key: string; w: string; count: number }[] };
  const byAddress = rows.filter((r) => r.key.startsWith('auth:ip:'));
  return {
    others: rows.filter((r) => !r.key.startsWith('auth:ip:')),
    byAddress: byAddress.reduce((n, r) => n + Number(r.count), 0),
  };
}

function checkAnswer(r: FuzzRequest, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (!r.expect.includes(res.statusCode))
    problems.push(`status ${res.statusCode}, expected ${r.expect.join('|')}`);
  // the CSV export, the care card PDF and pictures are the only non-JSON answers
  const binary =
    res.statusCode < 300 && !String(res.headers['content-type']).startsWith('application/json');
  if (!binary) problems.push(...envelopeProblems(res));
  // a form body is sent encoded (UPDATE+nurses+SET): what it said is its decoded text
  const payload = r.payload ?? '';
  const sent = `${decoded(r.url)} ${payload} ${decoded(payload).replaceAll('\u0000', '')}`;
  problems.push(...leaksIn(binary ? '' : res.body, sent));
  return problems;
}
