import { spawn } from 'node:child_process';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/client.ts';
import { copyOfTemplate } from './helpers.ts';

// A database two processes open one after the other (this test and a
// server it kills), and that server (reconciliation-crash-child.ts).

const API_DIR = path.resolve(import.meta.dirname, '..');

export type SharedDatabase = {
  /** Opens it (again). */
  open: () => Promise<Database>;
  /** Where the other process finds it. */
  env: Record<string, string>;
  remove: () => Promise<void>;
};

/** A migrated database of its own on the suite's PostgreSQL. */
export async function sharedDatabase(): Promise<SharedDatabase> {
  const copy = await copyOfTemplate();
  return {
    open: () => openDatabase({ kind: 'postgres', url: copy.url }),
    env: { CRASH_DATABASE_URL: copy.url },
    remove: copy.drop,
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
