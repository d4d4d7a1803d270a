import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres, stopLeftover } from '../src/db/embedded-postgres.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { withClient } from '../src/db/one-client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the suite runs on: TEST_DATABASE_URL's, or the embedded one. */
    pgUrl: string;
    /** A migrated database on it, which every test file copies. */
    pgTemplate: string;
  }
}

// The API suite runs once, on PostgreSQL (ADR 007, ADR 052): the server
// TEST_DATABASE_URL names (CI: the machine's PostgreSQL 15, a PostgreSQL of
// one's own), else the product's embedded PostgreSQL 18, started here in a
// folder of its own as the server starts it (`npm test` on a bare machine).

const EMBEDDED_PREFIX = 'care-api-pg-';

/** Stops the embedded databases of earlier runs that were killed, and deletes their folders. */
async function sweepLeftovers() {
  for (const name of readdirSync(os.tmpdir()).filter((n) => n.startsWith(EMBEDDED_PREFIX))) {
    const folder = path.join(os.tmpdir(), name);
    const owner = Number(readIfThere(path.join(folder, 'postgres.owner')));
    // a run still going, or one still making its database (no owner yet)
    if (owner ? alive(owner) : Date.now() - statSync(folder).mtimeMs < 10 * 60_000) continue;
    try {
      await stopLeftover(path.join(folder, 'postgres'), () => {});
      rmSync(folder, { recursive: true, force: true });
    } catch {
      // another run's after all
    }
  }
}

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function embedded() {
  await sweepLeftovers();
  const folder = mkdtempSync(path.join(os.tmpdir(), EMBEDDED_PREFIX));
  // as root the database runs as an unprivileged account, which must enter it
  chmodSync(folder, 0o755);
  const database = await startEmbeddedPostgres({
    dir: path.join(folder, 'postgres'),
    // each file's pool of 10 and its tests' own clients, on every worker
    poolMax: 190,
    // a file's DROP DATABASE ... WITH (FORCE) ends its connections: not news
    log: (m) => {
      if (!m.includes('due to administrator command')) console.log(m);
    },
    // a test database is thrown away: nothing needs to reach the disk
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  return {
    url: database.url,
    async stop() {
      await database.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Migrates once into a template database, which every test file copies (CREATE DATABASE ... TEMPLATE). */
export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop: async () => {} }
    : await embedded();
  const pgTemplate = `care_tpl_${process.pid}`;
  await withClient(server.url, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${pgTemplate}`);
    await admin.query(`CREATE DATABASE ${pgTemplate}`);
  });
  const tpl = await openDatabase({
    kind: 'postgres',
    url: withDatabase(server.url, pgTemplate),
    max: 1,
  });
  await runMigrations(tpl);
  await tpl.close();
  project.provide('pgUrl', server.url);
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    await withClient(server.url, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`care_t_${process.pid}_%`],
      );
      for (const r of rows)
        await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${pgTemplate} WITH (FORCE)`);
    });
    await server.stop();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
