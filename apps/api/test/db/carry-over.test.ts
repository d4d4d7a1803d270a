import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { carryOverPglite } from '../../src/db/carry-over.ts';
import { openDatabase } from '../../src/db/client.ts';
import { migrationsFolder, runMigrations } from '../../src/db/migrate.ts';
import {
  contents,
  dataDirMajor,
  openPostgres17,
  openPostgres18,
} from '../../src/db/pglite-upgrade.ts';
import { changedTables, fingerprint } from '../db-fingerprint.ts';
import {
  addSamples,
  carryOverKit,
  heldBy,
  onServer,
  samples,
  type Source,
} from './carry-over-kit.ts';

// The default database moves from the embedded PGlite (DATA_DIR/pgdata) to a
// PostgreSQL the product starts itself: a folder of today's version is
// carried over at the first start, every row. Each case carries a copy of
// one demo-seeded folder into a new database of the suite's PostgreSQL.
const url = inject('pgUrl');

const { scratch, newTarget, pgliteFolder, carriedOver, sabotaged, seedTemplate, cleanUp } =
  carryOverKit(url);
let source: Source;

beforeAll(async () => {
  source = await seedTemplate();
}, 120_000);

afterAll(cleanUp);

describe('carrying the embedded PGlite over to PostgreSQL', () => {
  it('copies every row and sequence, keeps the PGlite folder aside, and is done once', async () => {
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
  }, 180_000);

  it('refuses a database that is not empty, changing nothing', async () => {
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

  it('a failure mid-load rolls everything back: the PGlite folder stays, the database stays empty', async () => {
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
  }, 180_000);

  it('a copy that lost rows is caught by the counts and rolled back', async () => {
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
  }, 180_000);

  it('a folder of PostgreSQL 17 (PGlite 0.3) is upgraded first, then carried over', async () => {
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
  }, 180_000);
});
