import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type AuditEntry } from '@app/contract';
import { auditLog } from '../src/db/schema/index.ts';
import { performEveryCase, type Case, type Op, type Want } from './audit-cases.ts';
import { setup, type Ctx } from './factories.ts';

// Issue 9: every create, update, status change, delete, sign-in and sign-out
// appears in GET /audit with who, what, which record and a before/after
// summary; the log filters by person, area and Uganda's days, newest first,
// paged; nothing changes or deletes an entry.
//
// Which writes there are comes from the route table as the OpenAPI document
// publishes it (every route reaches it unless hidden, route-table.test.ts),
// never from a hand-written list: each POST, PUT, PATCH and DELETE needs a
// case in audit-cases.ts that reaches its handler and finds its entries, or
// a line in EXEMPT saying why it leaves none. A new write route with neither
// fails here.
const EXEMPT: Record<Op, string> = {
  // '<METHOD> <path>': 'why it writes nothing to the audit log',
  'POST /sms/preview':
    'A read in POST form: who a message would reach, who is left out and its cost; it records nothing',
  'POST /sms/delivery':
    "The SMS gateway's delivery report, not a person's act: the message row itself records the status, reason and time (issue 24)",
  'POST /sms/incoming':
    'An SMS a customer or nurse sent us, not an act of staff: a STOP reply is recorded on the person it marks ("STOP reply", and when; issue 24)',
  // issue 39: the same callbacks with the key in the path (the ?key= form above is kept one release)
  'POST /sms/delivery/{key}': 'As POST /sms/delivery: the key in the path instead of the query',
  'POST /sms/incoming/{key}': 'As POST /sms/incoming: the key in the path instead of the query',
  'POST /visits/ussd/{key}': 'As POST /visits/ussd: the key in the path instead of the query',
  'POST /reconciliation/preview':
    "A read in POST form: a statement's headings, first rows and guessed columns; it stores nothing (issue 25)",
  'POST /visits/ussd':
    "A nurse's USSD step, not an act of staff: a check keeps its channel, phone and time, a refusal its exception (issue 37)",
  'POST /visits/link/{token}':
    "A nurse's tap on the one-tap link of her SMS, not an act of staff: a check keeps its channel, time and place, a refusal its exception (issue 37)",
  'POST /sms/simulate/incoming':
    "Staff playing the nurse's phone with the local outbox (issue 37): what it records is the nurse's check or exception, as a real SMS records it; the server log names who simulated",
  // issue 43: payment prompts. What a provider's answer changes (the job card's
  // receipt, the ledger entry) is audited under the provider's name, and the
  // request's timeline keeps each callback and check.
  'POST /payment/{id}/check':
    "Asks the provider how a request stands: it records nothing itself; what the provider's answer changes (a receipt, a ledger entry) is audited under the provider's name",
  'POST /payments/callback/mtn/{key}':
    "MTN MoMo's callback, not an act of staff: the request's timeline keeps it, and what MTN's confirmed status changes is audited under MTN MoMo's name",
  'PUT /payments/callback/mtn/{key}':
    'As POST /payments/callback/mtn/{key} (MTN calls back with PUT or POST)',
  'POST /payments/callback/airtel/{key}':
    "Airtel Money's callback, not an act of staff: the request's timeline keeps it, and what Airtel's confirmed status changes is audited under Airtel Money's name",
  'POST /sms/simulate/ussd':
    "Staff playing the nurse's phone with the local outbox (issue 37): what it records is the nurse's check or exception, as a real USSD step records it; the server log names who simulated",
};
const WRITES = ['post', 'put', 'patch', 'delete'] as const;
// Entries for these actions record what changed; a case must say what.
const CHANGES = new Set(['update', 'status', 'deactivate', 'reactivate']);
type Page = { rows: AuditEntry[]; count: number };

let c: Ctx;
let dataDir: string;
let admin: { id: string; email: string; headers: Record<string, string> };
let cases: Case[] = [];

function data(res: LightMyRequestResponse, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}
const audit = async (query = ''): Promise<Page> =>
  data(await c.get(`/audit${query}`, admin.headers));
/** The whole log through the API, page by page. */
async function everything(): Promise<AuditEntry[]> {
  const all: AuditEntry[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await audit(`?limit=100&offset=${offset}`);
    all.push(...page.rows);
    if (page.rows.length < 100) {
      expect(all).toHaveLength(page.count);
      return all;
    }
  }
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** The entry a case asked for: same action, record and actor, and the before/after it names. */
function entryFor(log: AuditEntry[], want: Want): AuditEntry | undefined {
  return log.find((e) => {
    if (e.action !== want.action || e.entity !== want.entity) return false;
    if (e.entityId !== want.entityId || e.actorId !== want.actor) return false;
    const summary = (e.summary ?? {}) as { before?: object; after?: object };
    return Object.entries(want.change ?? {}).every(
      ([field, [before, after]]) =>
        sameValue((summary.before as Record<string, unknown>)?.[field], before) &&
        sameValue((summary.after as Record<string, unknown>)?.[field], after),
    );
  });
}
const describeWant = (w: Want) =>
  `${w.action} ${w.entity} ${w.entityId} by ${w.actor ?? w.actorEmail}` +
  (w.change ? ` ${JSON.stringify(w.change)}` : '');

/** Every write operation of the OpenAPI document, as `PUT /customer/{id}`. */
async function writeOperations(): Promise<Op[]> {
  const doc = (await c.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Partial<Record<string, unknown>>>;
  };
  const ops: Op[] = [];
  for (const [fullPath, item] of Object.entries(doc.paths)) {
    for (const m of WRITES)
      if (item[m]) ops.push(`${m.toUpperCase()} ${fullPath.slice(API_BASE.length)}`);
  }
  return ops;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'care-audit-'));
  c = await setup({ AUTH_RATE_LIMIT_MAX: '100000', DATA_DIR: dataDir });
  const email = 'audit.admin@care.ug';
  const row = await c.createStaff({ email, role: 'ADMIN', name: 'Ada' });
  admin = { id: row.id, email, headers: (await c.signIn(email)).headers };
});
afterAll(async () => {
  await c.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('audit coverage', () => {
  it('performs every case of the case map through the API', async () => {
    cases = await performEveryCase(c, admin);
    for (const k of cases) {
      expect(k.reached, `${k.what} never reached ${k.op}`).toContain(k.op);
      expect(k.wants.length, `${k.what} names no audit entry`).toBeGreaterThan(0);
    }
  });

  it('each case finds its entries in GET /audit: actor, action, record and before/after', async () => {
    expect(cases.length).toBeGreaterThan(0);
    const log = await everything();
    const missing: string[] = [];
    for (const k of cases) {
      for (const want of k.wants) {
        if (CHANGES.has(want.action))
          expect(want.change, `${k.what}: say what ${want.action} changed`).toBeDefined();
        const hit = entryFor(log, want);
        if (!hit) {
          const near = log.filter((e) => e.entity === want.entity && e.entityId === want.entityId);
          missing.push(
            `${k.what}: ${describeWant(want)}; found ${JSON.stringify(near.map((e) => [e.action, e.summary]))}`,
          );
          continue;
        }
        expect(hit.actorEmail, k.what).toBe(want.actorEmail);
        expect(Date.now() - Date.parse(hit.at), k.what).toBeLessThan(5 * 60_000);
      }
    }
    expect(missing).toEqual([]);
  });

  it('covers every write operation of the OpenAPI document, or exempts it with a reason', async () => {
    const ops = await writeOperations();
    expect(ops.length).toBeGreaterThan(30);
    const log = await everything();
    const covered = (op: Op) =>
      cases.some(
        (k) =>
          k.op === op &&
          k.reached.includes(op) &&
          k.wants.length > 0 &&
          k.wants.every((want) => entryFor(log, want)),
      );
    const problems: string[] = [];
    for (const op of ops) {
      const reason = EXEMPT[op];
      if (reason !== undefined && !reason.trim()) problems.push(`${op}: exempt without a reason`);
      if (reason !== undefined && cases.some((k) => k.op === op))
        problems.push(`${op}: both exempt and covered; drop the exemption`);
      if (reason === undefined && !covered(op))
        problems.push(`${op}: no case performs it and finds its audit entry, and it is not exempt`);
    }
    for (const op of Object.keys(EXEMPT))
      if (!ops.includes(op)) problems.push(`${op}: exempt, but the API has no such operation`);
    for (const k of cases)
      if (!ops.includes(k.op)) problems.push(`${k.what}: ${k.op} is not an operation of the API`);
    expect(problems).toEqual([]);
    const exempt = Object.keys(EXEMPT).length;
    console.log(
      `audit coverage: ${ops.length} write operations, ${ops.length - exempt} found in the log, ${exempt} exempt`,
    );
  });

  it('answers newest first, paged as {rows, count}', async () => {
    const log = await everything();
    for (let i = 1; i < log.length; i++) {
      const [a, b] = [log[i - 1]!, log[i]!];
      expect(a.at > b.at || (a.at === b.at && a.id > b.id), `${a.id} before ${b.id}`).toBe(true);
    }
    expect(log[0]).toMatchObject({ action: 'end_sessions', actorId: admin.id });
    const page = await audit('?limit=5&offset=5');
    expect(page).toEqual({ rows: log.slice(5, 10), count: log.length });
    expect((await c.get('/audit?limit=101', admin.headers)).statusCode).toBe(400);
  });

  it('filters by person, by area, and both', async () => {
    const log = await everything();
    for (const [query, keep] of [
      [`actorId=${admin.id}`, (e: AuditEntry) => e.actorId === admin.id],
      ['entity=customer', (e: AuditEntry) => e.entity === 'customer'],
      [
        `actorId=${c.staffId}&entity=nurse`,
        (e: AuditEntry) => e.actorId === c.staffId && e.entity === 'nurse',
      ],
    ] as const) {
      const expected = log.filter(keep);
      expect(expected.length, query).toBeGreaterThan(1);
      expect(await audit(`?${query}&limit=100`), query).toEqual({
        rows: expected,
        count: expected.length,
      });
    }
    expect((await c.get('/audit?actorId=nobody', admin.headers)).statusCode).toBe(400);
  });

  it("filters by date range in Uganda's days (UTC+3)", async () => {
    // Four entries around the edges of 10 March 2026 in Kampala.
    const at = ['09T20:59:59.999', '09T21:00:00.000', '10T20:59:59.999', '10T21:00:00.000'];
    const probe = (t: string, i: number) => ({ at: new Date(`2026-03-${t}Z`), entityId: `${i}` });
    await c.db
      .insert(auditLog)
      .values(at.map((t, i) => ({ ...probe(t, i), action: 'probe', entity: 'probe' })));
    const ids = async (q: string) =>
      (await audit(`?entity=probe&${q}`)).rows.map((r) => r.entityId);
    expect(await ids('from=2026-03-10&to=2026-03-10')).toEqual(['2', '1']);
    expect(await ids('from=2026-03-10')).toEqual(['3', '2', '1']);
    expect(await ids('to=2026-03-10')).toEqual(['2', '1', '0']);
    expect(await ids('from=2026-03-11&to=2026-03-11')).toEqual(['3']);
    expect(await ids('from=2026-03-11&to=2026-03-09')).toEqual([]);
    // today's work is all inside today, Uganda time
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const mine = (await everything()).filter((e) => e.actorId === c.staffId);
    expect((await audit(`?actorId=${c.staffId}&from=${today}&to=${today}&limit=100`)).count).toBe(
      mine.length,
    );
    expect((await c.get('/audit?from=2026-02-30', admin.headers)).statusCode).toBe(400);
  });

  it('is append-only: no API changes or deletes an entry, and the database refuses to', async () => {
    const before = await everything();
    const id = before[0]!.id;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/v1/audit', `/api/v1/audit/${id}`]) {
        const res = await c.app.inject({
          method,
          url,
          headers: admin.headers,
          payload: { action: 'tampered' },
        });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
        expect(res.json(), `${method} ${url}`).toEqual({
          status: 'failed',
          error: expect.any(String),
        });
      }
    }
    for (const statement of [
      c.db.update(auditLog).set({ action: 'tampered' }).where(eq(auditLog.id, id)),
      c.db.delete(auditLog).where(eq(auditLog.id, id)),
      c.db.execute(sql`delete from audit_log`),
    ]) {
      const error = await Promise.resolve(statement).then(
        () => undefined,
        (e: unknown) => e as Error & { cause?: Error },
      );
      expect(error, 'the statement was accepted').toBeInstanceOf(Error);
      expect(`${error!.message} ${error!.cause?.message ?? ''}`).toMatch(/append-only/);
    }
    expect(await everything()).toEqual(before);
  });
});
