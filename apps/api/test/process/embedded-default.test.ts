import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/demo-seed.ts';
import { reachableTmp, startServer, type Server } from './server-process.ts';

// Issue 40 (ADR 052): with no DATABASE_URL the server starts a PostgreSQL 18
// of its own on DATA_DIR/postgres (as root: as an unprivileged account), and
// stops it when it stops. A kill -9 of the server, or of the database, never
// stops the next start, and a DATA_DIR of the PGlite versions is carried over.
const ADMIN = { email: 'embedded.admin@care.ug', password: 'Embedded-2026' };
const PORTS = [3386, 3387];
let dir: string;
const servers: Server[] = [];

afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function start(port = PORTS[0]!) {
  const server = await startServer({
    port,
    env: {
      DATA_DIR: dir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      APP_SECRET: 'embedded-default-secret-0123456789abcdef',
    },
  });
  servers.push(server);
  return server;
}

const postmaster = () => {
  const file = path.join(dir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function addTip(server: Server, headers: Record<string, string>, title: string) {
  const answer = await server.request('POST', '/healthtips', {
    headers,
    body: { title, subtitle: 's', details: 'd', category: 'General' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}
async function tipTitles(server: Server, headers: Record<string, string>) {
  const answer = await server.request('GET', '/healthtips?limit=100', { headers });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data.rows as { title: string }[]).map((t) => t.title).sort();
}

describe('the embedded PostgreSQL (the default)', () => {
  it('is made at the first start, answers, and stops with the server (SIGTERM)', async () => {
    dir = reachableTmp('care-embedded-');
    const server = await start();
    const pid = postmaster();
    expect(pid).toBeGreaterThan(0);
    expect(readFileSync(path.join(dir, 'postgres', 'PG_VERSION'), 'utf8').trim()).toBe('18');
    await addTip(server, await server.signIn(ADMIN.email, ADMIN.password), 'kept');
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(alive(pid!)).toBe(false);
    expect(postmaster()).toBeUndefined();
    // No TCP port: the socket is in the folder, open to its own account only.
    expect(readdirSync(path.join(dir, 'postgres'))).not.toContain('.s.PGSQL.5432');
  }, 120_000);

  it('a kill -9 of the server: the next start stops the database it left, and every answered write is there', async () => {
    dir = reachableTmp('care-embedded-');
    const first = await start();
    const headers = await first.signIn(ADMIN.email, ADMIN.password);
    for (const title of ['one', 'two', 'three']) await addTip(first, headers, title);
    first.child.kill('SIGKILL');
    await first.exited;
    const left = postmaster()!;
    expect(alive(left)).toBe(true);

    const second = await start();
    expect(second.output()).toContain('was left running');
    expect(alive(left)).toBe(false);
    expect(await tipTitles(second, headers)).toEqual(['one', 'three', 'two']);
  }, 120_000);

  it('a kill -9 of the database: the server stops with the reason, and the next start recovers', async () => {
    dir = reachableTmp('care-embedded-');
    const first = await start();
    const headers = await first.signIn(ADMIN.email, ADMIN.password);
    await addTip(first, headers, 'before the crash');
    process.kill(postmaster()!, 'SIGKILL');
    expect(await first.exited).toEqual({ code: 1, signal: null });
    expect(first.output()).toContain('The embedded PostgreSQL stopped (SIGKILL)');

    const second = await start();
    expect(await tipTitles(second, headers)).toEqual(['before the crash']);
  }, 120_000);

  it('a second server on the same DATA_DIR refuses to start and leaves the first one be', async () => {
    dir = reachableTmp('care-embedded-');
    const first = await start();
    const headers = await first.signIn(ADMIN.email, ADMIN.password);
    await expect(start(PORTS[1])).rejects.toThrow(
      /Another server \(pid \d+\) is using the database/,
    );
    await addTip(first, headers, 'still served');
    expect(await tipTitles(first, headers)).toEqual(['still served']);
  }, 120_000);

  it('carries over a DATA_DIR of the PGlite versions at the first start, with every row', async () => {
    dir = reachableTmp('care-embedded-');
    // What today's main leaves in ./data: PGlite in data/pgdata, migrated, with the demo data.
    const old = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pgdata') });
    await runMigrations(old);
    await seedDemo(old.db, { seed: 20261122 });
    const tables = (await old.db.execute(
      `SELECT format('%I.%I', table_schema, table_name) AS t FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema IN ('public', 'drizzle') ORDER BY 1` as never,
    )) as unknown as { rows: { t: string }[] };
    const before: Record<string, number> = {};
    for (const { t } of tables.rows) {
      const r = (await old.db.execute(
        `SELECT count(*)::int AS n FROM ${t}` as never,
      )) as unknown as {
        rows: { n: number }[];
      };
      before[t] = r.rows[0]!.n;
    }
    await old.close();
    expect(before['public.income_trace']).toBeGreaterThan(1000);

    const server = await start();
    expect(server.output()).toMatch(/Carried the embedded database over .* every count the same/);
    expect(readdirSync(dir).some((f) => f.startsWith('pgdata.carried-over-'))).toBe(true);
    expect(existsSync(path.join(dir, 'pgdata'))).toBe(false);
    const client = new pg.Client({
      connectionString: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(path.join(dir, 'postgres'))}`,
    });
    await client.connect();
    try {
      for (const [t, n] of Object.entries(before)) {
        const r = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`);
        expect(`${t} ${r.rows[0]!.n}`).toBe(`${t} ${n}`);
      }
    } finally {
      await client.end();
    }
    expect((await server.request('GET', '/ready')).status).toBe(200);
  }, 180_000);
});
