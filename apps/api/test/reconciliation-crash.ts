import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';
import { onPostgres } from './helpers.ts';

// A database two processes open one after the other (this test and a
// server it kills), and that server (reconciliation-crash-child.ts).

const API_DIR = path.resolve(import.meta.dirname, '..');

export type SharedDatabase = {
  /** Opens it (again): the embedded one is this process's alone while open. */
  open: () => Promise<Database>;
  /** Where the other process finds it. */
  env: Record<string, string>;
  remove: () => Promise<void>;
};

/** A migrated database of its own: a PostgreSQL one by URL, or an embedded one in a folder. */
export async function sharedDatabase(): Promise<SharedDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (onPostgres && url) {
    const name = `care_t_${process.ppid}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const at = withDatabase(url, name);
    return {
      open: () => openDatabase({ kind: 'postgres', url: at }),
      env: { CRASH_DATABASE_URL: at },
      async remove() {
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'care-recon-crash-'));
  const dataDir = path.join(dir, 'pgdata');
  const first = await openDatabase({
    kind: 'pglite',
    dataDir,
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  await first.close();
  return {
    open: () => openDatabase({ kind: 'pglite', dataDir }),
    env: { CRASH_DATA_DIR: dataDir },
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Runs a server with queue workers on the database until it kills itself
 * (SIGKILL) with `afterRows` rows of the import stored; answers how it ended.
 */
export function serverThatDies(env: Record<string, string>, importId: number, afterRows: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/reconciliation-crash-child.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      ...env,
      CRASH_IMPORT_ID: String(importId),
      CRASH_AFTER_ROWS: String(afterRows),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (c: Buffer) => (errors += c.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  return new Promise<{ signal: NodeJS.Signals | null; errors: string }>((resolve) =>
    child.once('exit', (_code, signal) => {
      clearTimeout(timer);
      resolve({ signal, errors });
    }),
  );
}
