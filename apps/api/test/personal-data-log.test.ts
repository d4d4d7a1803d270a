import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE } from '@app/contract';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { staffUsers } from '../src/db/schema/index.ts';
import { createLogger, safeError, scrubMessage } from '../src/lib/log.ts';
import { hashPassword } from '../src/lib/password.ts';
import { freshDatabase, memoryMailer, TEST_PASSWORD } from './helpers.ts';

// Issue 20, item 14: the server log carries routes and ids, never a
// customer's name or phone number (search terms, bodies, SQL parameters or the
// database's detail of a failed statement). The server's own logger
// (createLogger, as server.ts builds it) writes to memory at the level the
// server runs at (info) and one below (debug) through a whole scenario: a
// customer created, found by name and by phone, read, edited, and two 500s
// that involve her data.

/** Letters only, so the name is in no id, hash, route or timestamp of the log. */
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');

describe.each(['info', 'debug'])('the log at level %s', (level) => {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  const firstname = `Nyakato${letters(6)}`;
  const lastname = `Kobusinge${letters(6)}`;
  const digits = `772${String(randomInt(1_000_000)).padStart(6, '0')}`; // +256 772 xxx xxx
  const local = `0${digits}`;
  let app: App;
  let database: Database;
  let headers: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({ method, url: `${API_BASE}${url}`, headers, payload: payload as never });

  beforeAll(async () => {
    database = await freshDatabase();
    const mailer = memoryMailer();
    app = await buildApp({
      config: loadConfig({ DATA_DIR: '/nonexistent', AUTH_RATE_LIMIT_MAX: '1000' }),
      database,
      secret: randomBytes(32).toString('hex'),
      mailer,
      loggerInstance: createLogger(level, stream),
    });
    await app.ready();
    const email = `log.${level}@care.ug`;
    await database.db.insert(staffUsers).values({
      name: 'Log Reader',
      email,
      role: 'ADMIN',
      passwordHash: await hashPassword(TEST_PASSWORD),
    });
    await app.inject({
      method: 'POST',
      url: `${API_BASE}/auth/login`,
      payload: { email, password: TEST_PASSWORD },
    });
    const verify = await app.inject({
      method: 'POST',
      url: `${API_BASE}/auth/verify`,
      payload: { email, code: mailer.lastCodeFor(email) },
    });
    headers = { authorization: `Bearer ${verify.json().data.token}` };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("holds routes and ids, and not one of the customer's name or phone number", async () => {
    const body = {
      firstname,
      lastname,
      phonenumber: local,
      email: `${firstname.toLowerCase()}@example.ug`,
      address: `Plot 9, ${lastname} Close, Ntinda`,
      order: { order: 'Prepared mama bag', address: 'Ntinda', requested_by: firstname },
    };
    const created = await call('POST', '/customer', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.customer.id as number;

    // found by name and by phone, in every search that takes a term
    for (const url of [
      `/portal/search?type=customer&searchTerm=${lastname}`,
      `/portal/search?type=customer&searchTerm=${local}`,
      `/portal/search?type=customer&searchTerm=${encodeURIComponent(`+256${digits}`)}`,
      `/sendcomms/recipients?searchTerm=${firstname}`,
      `/portal/jobcard/search?searchTerm=${lastname}`,
      `/income_trace?search=${digits}`,
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const found = await call('GET', `/portal/search?type=customer&searchTerm=${lastname}`);
    expect(found.json().data.map((c: { id: number }) => c.id)).toEqual([id]);
    expect((await call('GET', `/customer/${id}`)).statusCode).toBe(200);
    const { order: _order, ...profile } = body;
    expect((await call('PUT', `/customer/${id}`, profile)).statusCode).toBe(200);

    // Two 500s whose database errors quote her data: a duplicate key
    // ('Key (phonenumber)=(+256...)', and drizzle's params) and a failed check
    // ('Failing row contains (..., name, ..., phone, ...)'). Test-only constraints.
    await database.db.execute(
      sql.raw('create unique index test_log_one_phone on customers (phonenumber)'),
    );
    await database.db.execute(
      sql.raw(`alter table customers add constraint test_log_no_frozen
        check (address <> 'Frozen Road') not valid`),
    );
    const duplicate = await call('POST', '/customer', body);
    expect(duplicate.statusCode, duplicate.body).toBe(500);
    const frozen = await call('PUT', `/customer/${id}`, { ...profile, address: 'Frozen Road' });
    expect(frozen.statusCode, frozen.body).toBe(500);

    // Not her name or phone number (in any form), nor the values of a statement ...
    for (const [what, value] of [
      ['phone number', digits],
      ['first name', firstname],
      ['last name', lastname],
      ['name, lower case', lastname.toLowerCase()],
      ['search term', 'searchTerm='],
      ['query string', '?'],
      ['SQL parameters', 'params: '],
      ['database detail', 'Failing row'],
      ['database detail', 'Key ('],
    ] as const) {
      const leaks = lines.filter((l) => l.includes(value));
      expect(leaks, `${what} in the log at ${level}`).toEqual([]);
    }
    const log = lines.join('');
    // ... while the log did record the scenario: the route patterns, the customer's id, both 500s
    expect(log).toContain(`"route":"${API_BASE}/customer/:id"`);
    expect(log).toContain(`"route":"${API_BASE}/portal/search"`);
    expect(log).toContain(`"params":{"id":"${id}"}`);
    const errors = lines.map((l) => JSON.parse(l)).filter((e) => e.msg === 'unexpected error');
    expect(errors).toHaveLength(2);
    // each names what failed where: the database's code, table and constraint
    const failures = errors.map((e) => e.err.cause ?? e.err);
    expect(failures.map((f) => [f.code, f.table, f.constraint])).toEqual([
      ['23505', 'customers', 'test_log_one_phone'],
      ['23514', 'customers', 'test_log_no_frozen'],
    ]);
  });
});

describe('an error as the log keeps it', () => {
  it("keeps Postgres' own names and replaces the values it quotes", () => {
    expect(scrubMessage('invalid input syntax for type integer: "0772123456"')).toBe(
      'invalid input syntax for type integer: "[redacted]"',
    );
    expect(scrubMessage('value "99999999999" is out of range for type integer')).toBe(
      'value "[redacted]" is out of range for type integer',
    );
    const named =
      'new row for relation "customers" violates check constraint "customers_children_check"';
    expect(scrubMessage(named)).toBe(named);
    expect(scrubMessage('Failed query: select 1\nparams: Amina,+256772123456')).toBe(
      'Failed query: select 1',
    );
  });

  it('drops the parameters, the detail and every field not on its list, through causes', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      table: 'customers',
      constraint: 'x',
      detail: 'Key (phonenumber)=(+256772123456) already exists.',
      where: 'SQL statement "insert ... Amina"',
      internalQuery: "select 1 where name = 'Amina'",
    });
    const drizzle = Object.assign(
      new Error('Failed query: insert into "customers" ("firstname") values ($1)\nparams: Amina'),
      {
        query: 'insert into "customers" ("firstname") values ($1)',
        params: ['Amina'],
        cause: pgError,
      },
    );
    const out = safeError(new AggregateError([drizzle], 'many'));
    const text = JSON.stringify(out);
    expect(text).not.toMatch(/Amina|772123456|Key \(/);
    const inner = (out.errors as Record<string, unknown>[])[0]!;
    expect(inner).toMatchObject({ message: 'Failed query', paramCount: 1 });
    expect(inner.query).toBe('insert into "customers" ("firstname") values ($1)');
    expect(inner.cause).toMatchObject({ code: '23505', table: 'customers', constraint: 'x' });
  });

  it("keeps a zod error's issues (where and why), which hold no input", () => {
    const parsed = z
      .object({ data: z.object({ amount: z.number(), phone: z.string().max(5) }) })
      .safeParse({ data: { amount: 'Amina', phone: '+256772123456' } });
    const out = safeError(new Error('response did not match', { cause: parsed.error }));
    expect(JSON.stringify(out)).not.toMatch(/Amina|772123456/);
    expect((out.cause as { issues: { path: unknown[] }[] }).issues.map((i) => i.path)).toEqual([
      ['data', 'amount'],
      ['data', 'phone'],
    ]);
  });
});
