import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { installJobQueueSchema } from '../platform/queue.ts';
import type { Database } from './client.ts';

/** The committed SQL migrations, found from src/db (dev, tests) or dist (built). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('SQL migrations folder not found');
}

export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
  // The durable job queue's tables (issue 24, ADR 036), after ours: a
  // template database carries them, and a server start only checks them.
  await installJobQueueSchema(database);
}

/** Any fixed number: the advisory lock start-up steps take on PostgreSQL. */
const STARTUP_LOCK = 7_301_511;

/**
 * Runs start-up steps (migrations, the first ADMIN, the demo seed) one server
 * at a time: several servers started together on one PostgreSQL would
 * otherwise migrate and create the first ADMIN at once, and all but one crash.
 */
export async function oneServerAtATime<T>(database: Database, steps: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return steps();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    // a session lock on a connection of its own; the steps use the others
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await steps();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
    client.release();
  }
}
