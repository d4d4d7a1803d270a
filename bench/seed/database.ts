import pg from 'pg';
import type { SeedPlan } from './functions.ts';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/care_bench';
/** Bump when the generated data changes, so `npm run bench` seeds again. */
export const DATA_VERSION = 6;
const MARK = 'care-bench';

/** The bench database; never one the test suites or a person use. */
export function benchDatabase(url = process.env.DATABASE_URL || DEFAULT_BENCH_URL) {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  if (
    !/^[a-z_][a-z0-9_]*$/.test(name) ||
    ['test', 'postgres', 'template0', 'template1'].includes(name)
  )
    throw new Error(
      `Refusing to seed database "${name}": use a database of its own, e.g. care_bench`,
    );
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return { url, name, adminUrl: admin.toString() };
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Dates are generated for UTC (the server's sessions use UTC too).
  await client.query("SET TimeZone = 'UTC'");
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export type Marker = SeedPlan & { version: number };

export async function readMarker(db: ReturnType<typeof benchDatabase>): Promise<Marker | null> {
  return withClient(db.adminUrl, async (c) => {
    const { rows } = await c.query<{ comment: string | null }>(
      'SELECT shobj_description(oid, $2) AS comment FROM pg_database WHERE datname = $1',
      [db.name, 'pg_database'],
    );
    const comment = rows[0]?.comment;
    if (!comment?.startsWith(`${MARK} `)) return null;
    return JSON.parse(comment.slice(MARK.length + 1)) as Marker;
  });
}

export async function writeMarker(c: pg.Client, name: string, marker: Marker) {
  const text = `${MARK} ${JSON.stringify(marker)}`.replace(/'/g, "''");
  await c.query(`COMMENT ON DATABASE "${name}" IS '${text}'`);
}

/**
 * A new, empty database. An existing one is dropped only when it is a bench
 * database (it carries the marker) or holds no tables.
 */
export async function recreateDatabase(db: ReturnType<typeof benchDatabase>) {
  await withClient(db.adminUrl, async (c) => {
    const exists = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [db.name]);
    if (exists.rowCount) {
      const marked = await readMarker(db);
      const tables = await withClient(db.url, (d) =>
        d.query("SELECT 1 FROM pg_tables WHERE schemaname = 'public' LIMIT 1"),
      );
      if (!marked && tables.rowCount)
        throw new Error(
          `Database "${db.name}" holds tables but is no bench database: not dropping it`,
        );
      await c.query(`DROP DATABASE "${db.name}" WITH (FORCE)`);
    }
    await c.query(`CREATE DATABASE "${db.name}"`);
  });
}

export { withClient };

/**
 * Runs `fill` with the tables' secondary indexes dropped, then builds them
 * again from their own definitions: one sorted build beats a million
 * index insertions. Constraint indexes (primary keys, unique constraints) stay.
 */
export async function withoutIndexes(c: pg.Client, tables: string[], fill: () => Promise<void>) {
  const { rows } = await c.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname)`,
    [tables],
  );
  for (const r of rows) await c.query(`DROP INDEX "${r.name}"`);
  await fill();
  for (const r of rows) await c.query(r.def);
}
