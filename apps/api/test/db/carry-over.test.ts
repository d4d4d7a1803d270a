import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carryOverPglite } from '../../src/db/carry-over.ts';
import { openDatabase } from '../../src/db/client.ts';
import { migrationsFolder, runMigrations } from '../../src/db/migrate.ts';
import {
  contents,
  dataDirMajor,
  openPostgres17,
  openPostgres18,
  type Contents,
  type Queryable,
} from '../../src/db/pglite-upgrade.ts';
import { seedDemo } from '../../src/db/seed/index.ts';
import { changedTables, fingerprint, type Fingerprint } from '../db-fingerprint.ts';
import { withDatabase } from '../global-setup.ts';

// The default database moves from the embedded PGlite (DATA_DIR/pgdata) to a
// PostgreSQL the product starts itself: a folder of today's version is
// carried over at the first start, every row. Each case carries a copy of
// one demo-seeded folder into a new database of TEST_DATABASE_URL's server.
// The PostgreSQL run of the suite (project api-pg) only: the PGlite run skips it.
const url = process.env.TEST_DATABASE_URL ?? '';
const onPostgres = process.env.TEST_DB === 'postgres' && url !== '';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'care-carry-over-'));
const template = path.join(scratch, 'template', 'pgdata');
const databases: string[] = [];
let source: { contents: Contents; fingerprint: Fingerprint; samples: unknown[] };

/** Rows of our own beside the demo's: a name beyond ASCII, an amount beyond 2^53, a text with a SET line. */
async function addSamples(db: Queryable) {
  await db.query(
    `INSERT INTO customers (user_id, firstname, lastname, phonenumber, address, user_type, created_at)
     VALUES ('carry-1', 'Nakato Ñ', 'Ssemwogerere – “Kampala”', '0772000001', 'Plot 5, Ntinda',
             'Individual', '2026-11-22 06:30:00.123456+00')`,
  );
  await db.query(
    `INSERT INTO income_trace (txn_date, product, lead_source, station, payment_method, status,
                               amount, doc_id, summary, user_id, created_at)
     SELECT '2026-02-28', 'Home care', 'Referral', 'Kampala', 'Mobile money', 'Paid',
            9007199254740993, 'RCT-ÑAKATO-1', E'Two lines:\nSET transaction_timeout = 0;', id,
            '2026-02-28 23:59:59.999999+00'
       FROM customers WHERE user_id = 'carry-1'`,
  );
}

/** Those rows, with the last income entry of the demo, as each database answers them. */
const samples = async (db: Queryable) =>
  (
    await db.query(
      `SELECT c.id, c.firstname, c.lastname, c.created_at, i.id AS income, i.txn_date::text AS day,
              i.amount::text AS amount, i.summary, i.status, i.created_at AS booked
         FROM public.income_trace i JOIN public.customers c ON c.id = i.user_id
        WHERE c.user_id = 'carry-1' OR i.id = (SELECT max(id) - 1 FROM public.income_trace)
        ORDER BY i.id`,
    )
  ).rows;

async function onServer<T>(at: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: at, options: '-c TimeZone=UTC' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server, dropped after the file. */
async function newTarget(): Promise<string> {
  const name = `carry_${randomBytes(6).toString('hex')}`;
  await onServer(url, (c) => c.query(`CREATE DATABASE ${name}`));
  databases.push(name);
  return withDatabase(url, name);
}

/** A copy of the demo-seeded PGlite folder, as DATA_DIR/pgdata. */
function pgliteFolder(name: string): string {
  const dir = path.join(scratch, name, 'pgdata');
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** What a target holds: nothing at all after a failure. */
const heldBy = (target: string) =>
  onServer(target, async (c) => ({
    contents: await contents(c),
    schemas: (
      await c.query<{ s: string }>(
        `SELECT nspname AS s FROM pg_namespace WHERE nspname IN ('drizzle', 'pgboss')`,
      )
    ).rows,
  }));

/** Carries a folder over into a new database: where, what it said, where the folder went. */
async function carriedOver(dir: string) {
  const target = await newTarget();
  const said: string[] = [];
  const aside = await carryOverPglite({ pgliteDir: dir, url: target, log: (m) => said.push(m) });
  return { target, said, aside };
}

/**
 * Carries a copy of the folder over into a new database that `sabotage` (SQL
 * run on it first, with a schema sabotage) makes fail, and expects the
 * failure `reason` and that nothing changed: the folder, the database.
 */
async function sabotaged(sabotage: string, reason: string) {
  const dir = pgliteFolder(`sabotaged-${databases.length}`);
  const target = await newTarget();
  await onServer(target, (c) => c.query(`CREATE SCHEMA sabotage; ${sabotage}`));
  await expect(carryOverPglite({ pgliteDir: dir, url: target, log: () => {} })).rejects.toThrow(
    `The carry-over of the embedded database failed and changed nothing (${dir} is as it was): ${reason}`,
  );
  expect(readdirSync(path.dirname(dir))).toEqual(['pgdata']);
  expect(await heldBy(target)).toEqual({ contents: {}, schemas: [] });
  return { dir, target };
}

beforeAll(async () => {
  if (!onPostgres) return;
  const database = await openDatabase({ kind: 'pglite', dataDir: template });
  const pglite = (database.db as unknown as { $client: Queryable }).$client;
  try {
    await runMigrations(database);
    await seedDemo(database.db, { seed: 7 });
    await addSamples(pglite);
    // fingerprint() folds the ledger's totals first: the copies start folded
    const print = await fingerprint(database.db);
    source = {
      contents: await contents(pglite),
      fingerprint: print,
      samples: await samples(pglite),
    };
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  if (databases.length > 0)
    await onServer(url, async (c) => {
      for (const name of databases) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
});

describe('carrying the embedded PGlite over to PostgreSQL', () => {
  it.runIf(onPostgres)(
    'copies every row and sequence, keeps the PGlite folder aside, and is done once',
    async () => {
      const dir = pgliteFolder('whole');
      const { target, said, aside } = await carriedOver(dir);

      expect(aside).toMatch(/[/\\]pgdata\.carried-over-\d{8}T\d{6}$/);
      expect(existsSync(dir)).toBe(false);
      expect(said).toHaveLength(2);
      expect(said[0]).toMatch(/^Carrying the embedded database over from PGlite/);
      expect(said[1]).toMatch(
        /^Carried the embedded database over from PGlite to PostgreSQL \d+ in \d+\.\d s: \d+ tables, [\d,]+ rows, every count the same\. /,
      );
      expect(said[1]).toContain(`The PGlite folder is kept at ${aside}; delete it`);

      // every table's count and every sequence; every row's text; a few rows as read
      expect(Object.keys(source.contents).length).toBeGreaterThan(40);
      expect(await onServer(target, contents)).toEqual(source.contents);
      expect(await onServer(target, samples)).toEqual(source.samples);
      expect(source.samples).toHaveLength(2);
      const database = await openDatabase({ kind: 'postgres', url: target, max: 1 });
      try {
        expect(changedTables(source.fingerprint, await fingerprint(database.db))).toEqual([]);
        // the migrations already applied are known: a start applies none again
        await runMigrations(database);
      } finally {
        await database.close();
      }
      expect(await onServer(target, contents)).toEqual(source.contents);
      // the next card number follows the last one
      const next = await onServer(target, (c) =>
        c.query<{ n: number }>(`SELECT nextval('care_card_seq')::int AS n`),
      );
      expect(next.rows[0]!.n).toBe(source.contents['sequence public.care_card_seq']! + 1);

      // the folder kept aside still opens, as it was
      expect(dataDirMajor(aside!)).toBe(18);
      const kept = await openPostgres18(aside!);
      try {
        expect(await contents(kept)).toEqual(source.contents);
        expect(await samples(kept)).toEqual(source.samples);
      } finally {
        await kept.close();
      }

      // the next start has nothing to do
      said.length = 0;
      expect(
        await carryOverPglite({ pgliteDir: dir, url: target, log: (m) => said.push(m) }),
      ).toBeUndefined();
      expect(said).toEqual([]);
    },
    180_000,
  );

  it.runIf(onPostgres)('refuses a database that is not empty, changing nothing', async () => {
    const dir = pgliteFolder('refused');
    const said: string[] = [];
    const withTable = await newTarget();
    await onServer(withTable, (c) =>
      c.query(`CREATE TABLE notes (body text); INSERT INTO notes VALUES ('kept')`),
    );
    await expect(
      carryOverPglite({ pgliteDir: dir, url: withTable, log: (m) => said.push(m) }),
    ).rejects.toThrow(
      /^The carry-over of the embedded database failed and changed nothing \(.*pgdata is as it was\): database carry_\w+ is not empty \(it holds 1 table in schema public\)/,
    );
    expect(await heldBy(withTable)).toEqual({ contents: { 'rows public.notes': 1 }, schemas: [] });

    const migrated = await newTarget();
    await onServer(migrated, (c) => c.query(`CREATE SCHEMA drizzle; CREATE SCHEMA pgboss`));
    await expect(
      carryOverPglite({ pgliteDir: dir, url: migrated, log: (m) => said.push(m) }),
    ).rejects.toThrow(/it holds schema drizzle, schema pgboss\)/);

    expect(said).toEqual([]);
    expect(readdirSync(path.dirname(dir))).toEqual(['pgdata']);
    const pglite = await openPostgres18(dir);
    expect(await contents(pglite)).toEqual(source.contents);
    await pglite.close();
  });

  it.runIf(onPostgres)(
    'a failure mid-load rolls everything back: the PGlite folder stays, the database stays empty',
    async () => {
      // The indexes come after every row: refusing them fails the load near its end.
      const { dir, target } = await sabotaged(
        `CREATE FUNCTION sabotage.no_index() RETURNS event_trigger LANGUAGE plpgsql
           AS $$ BEGIN RAISE EXCEPTION 'no index today'; END $$;
         CREATE EVENT TRIGGER no_index ON ddl_command_end WHEN TAG IN ('CREATE INDEX')
           EXECUTE FUNCTION sabotage.no_index()`,
        'no index today',
      );
      // nothing was left behind: once the trigger is gone, the same folder goes over whole
      await onServer(target, (c) => c.query(`DROP EVENT TRIGGER no_index`));
      const aside = await carryOverPglite({ pgliteDir: dir, url: target, log: () => {} });
      expect(aside).toBeDefined();
      expect(await onServer(target, contents)).toEqual(source.contents);
    },
    180_000,
  );

  it.runIf(onPostgres)(
    'a copy that lost rows is caught by the counts and rolled back',
    async () => {
      const tips = source.contents['rows public.care_tips'];
      expect(tips).toBeGreaterThan(0);
      // Every tip is dropped on its way in: the load itself succeeds.
      await sabotaged(
        `CREATE FUNCTION sabotage.drop_row() RETURNS trigger LANGUAGE plpgsql
           AS $$ BEGIN RETURN NULL; END $$;
         CREATE FUNCTION sabotage.drop_tips() RETURNS event_trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF EXISTS (SELECT 1 FROM pg_event_trigger_ddl_commands()
                       WHERE object_type = 'table' AND object_identity = 'public.care_tips') THEN
             CREATE TRIGGER drop_row BEFORE INSERT ON public.care_tips
               FOR EACH ROW EXECUTE FUNCTION sabotage.drop_row();
           END IF;
         END $$;
         CREATE EVENT TRIGGER drop_tips ON ddl_command_end WHEN TAG IN ('CREATE TABLE')
           EXECUTE FUNCTION sabotage.drop_tips()`,
        `the copy differs (rows public.care_tips: ${tips} -> 0)`,
      );
    },
    180_000,
  );

  it.runIf(onPostgres)(
    'a folder of PostgreSQL 17 (PGlite 0.3) is upgraded first, then carried over',
    async () => {
      const dir = path.join(scratch, 'pg17', 'pgdata');
      mkdirSync(path.dirname(dir), { recursive: true });
      const old = await openPostgres17(dir);
      await migrate(drizzle(old as never), { migrationsFolder: migrationsFolder() });
      await addSamples(old);
      const before = { contents: await contents(old), samples: await samples(old) };
      await old.close();
      expect(dataDirMajor(dir)).toBe(17);

      const { target, said, aside } = await carriedOver(dir);
      expect(said.join('\n')).toMatch(/from PostgreSQL 17 to 18/);
      expect(said.at(-1)).toMatch(/^Carried .* every count the same/);
      const kept = readdirSync(path.dirname(dir)).sort();
      expect(kept).toHaveLength(2);
      expect(kept[0]).toMatch(/^pgdata\.carried-over-/);
      expect(kept[1]).toMatch(/^pgdata\.pg17-/);
      expect(dataDirMajor(aside!)).toBe(18);
      expect(dataDirMajor(path.join(path.dirname(dir), kept[1]!))).toBe(17);
      expect(await onServer(target, contents)).toEqual(before.contents);
      expect(await onServer(target, samples)).toEqual(before.samples);
    },
    180_000,
  );
});
