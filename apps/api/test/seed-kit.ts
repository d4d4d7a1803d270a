import type { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { seedDemo } from '../src/demo-seed.ts';
import { freshDatabase } from './helpers.ts';

// The helpers of seed.test.ts and seed-history.test.ts: the demo seed (issues
// 2-4) at a fixed time, on fresh databases.
export const NOW = new Date('2026-11-22T09:00:00Z');

/**
 * seeded(): a fresh database with the demo seed 42 at NOW, closed after the
 * test file. The state is in what this returns, not in this module: the API
 * suite loads a module once per worker (isolate: false in vitest.config.ts).
 */
export function demoSeeds() {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const d of opened) await d.close();
  });
  return async function seeded() {
    const database = await freshDatabase();
    opened.push(database);
    const counts = await seedDemo(database.db, { seed: 42, now: NOW });
    return { db: database.db, counts };
  };
}

export const rows = async <T>(db: Database['db'], query: ReturnType<typeof sql>) =>
  (await db.execute(query)) as unknown as { rows: T[] };
