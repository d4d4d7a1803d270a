import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/db/client.ts';
import { migrationsFolder, runMigrations } from '../src/db/migrate.ts';
import { dataDirMajor, dumpMajor, openPostgres17 } from '../src/db/pglite-upgrade.ts';
import * as schema from '../src/db/schema/index.ts';
import { seedDemo } from '../src/demo-seed.ts';
import { changedTables, fingerprint } from './db-fingerprint.ts';
import { rowsOf } from './helpers.ts';

// Until November 2026 the embedded database was PGlite 0.3 (PostgreSQL 17);
// 0.5 (PostgreSQL 18) cannot open its folder. Issue 22.

const scratch = mkdtempSync(path.join(os.tmpdir(), 'care-pg17-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('an embedded database made by PGlite 0.3 (PostgreSQL 17)', () => {
  // A dump and a restore: about 15 s idle, so more than the default 30 s under CI's load.
  it('is upgraded at start, once: every row kept, the old folder kept beside it', async () => {
    const dataDir = path.join(scratch, 'a', 'pgdata');
    mkdirSync(path.dirname(dataDir), { recursive: true });
    const old = await openPostgres17(dataDir);
    const oldDb = drizzle(old as never, { schema }) as PgliteDatabase<typeof schema>;
    await migrate(oldDb, { migrationsFolder: migrationsFolder() });
    await seedDemo(oldDb as unknown as Db, { seed: 7 });
    const before = await fingerprint(oldDb as unknown as Db);
    const cardsBefore = (
      await old.query<{ n: number }>(`SELECT last_value::int AS n FROM care_card_seq`)
    ).rows[0]!.n;
    await old.close();
    expect(dataDirMajor(dataDir)).toBe(17);
    expect(before.nurses!.rows).toBeGreaterThan(0);
    expect(before.income_trace!.rows).toBeGreaterThan(0);

    const said: string[] = [];
    const database = await openDatabase({ kind: 'pglite', dataDir, log: (m) => said.push(m) });
    try {
      expect(dataDirMajor(dataDir)).toBe(18);
      const version = rowsOf<{ v: string }>(await database.db.execute(sql`SELECT version() AS v`));
      expect(version[0]!.v).toMatch(/^PostgreSQL 18\./);
      // the migrations already applied are known: none runs again
      await runMigrations(database);
      // every table: the same rows, the same text in every row
      expect(changedTables(before, await fingerprint(database.db))).toEqual([]);
      // the sequences came along: the next number follows the last one, none in use is given again
      const [card] = rowsOf<{ n: number }>(
        await database.db.execute(sql`SELECT nextval('care_card_seq')::int AS n`),
      );
      expect(card!.n).toBe(cardsBefore + 1);
      const [tip] = rowsOf<{ id: number }>(
        await database.db.execute(
          sql`INSERT INTO care_tips (title, subtitle, details, category)
              VALUES ('After the upgrade', 'Still here', 'Every row kept', 'General') RETURNING id`,
        ),
      );
      const [max] = rowsOf<{ id: number }>(
        await database.db.execute(
          sql`SELECT max(id)::int AS id FROM care_tips WHERE title <> 'After the upgrade'`,
        ),
      );
      expect(tip!.id).toBeGreaterThan(max!.id);
      // pg_trgm came along and works on 18
      const [similar] = rowsOf<{ s: number }>(
        await database.db.execute(sql`SELECT similarity('Nakato', 'Nakatto')::float AS s`),
      );
      expect(similar!.s).toBeGreaterThan(0.3);
    } finally {
      await database.close();
    }

    const kept = readdirSync(path.dirname(dataDir)).filter((f) => f.startsWith('pgdata.pg17-'));
    expect(kept).toHaveLength(1);
    expect(dataDirMajor(path.join(path.dirname(dataDir), kept[0]!))).toBe(17);
    expect(said.join('\n')).toMatch(/from PostgreSQL 17 to 18/);
    expect(said.join('\n')).toMatch(/every count the same/);
    expect(said.join('\n')).toContain(kept[0]);

    // the next start has nothing to do
    said.length = 0;
    const again = await openDatabase({ kind: 'pglite', dataDir, log: (m) => said.push(m) });
    await again.close();
    expect(said).toEqual([]);
  }, 120_000);

  it('a folder of another PostgreSQL is refused, untouched, saying which', async () => {
    const dataDir = path.join(scratch, 'b', 'pgdata');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '15\n');
    await expect(openDatabase({ kind: 'pglite', dataDir, log: () => {} })).rejects.toThrow(
      /made by PostgreSQL 15; this version reads 18 and upgrades 17 only/,
    );
    expect(readdirSync(dataDir)).toEqual(['PG_VERSION']);
    expect(readdirSync(path.dirname(dataDir))).toEqual(['pgdata']);
  });

  it("reads a backup's PostgreSQL from the PG_VERSION inside it", async () => {
    mkdirSync(path.join(scratch, 'c'));
    const old = await openPostgres17(path.join(scratch, 'c', 'pgdata'));
    const dump = await old.dumpDataDir('gzip');
    await old.close();
    expect(dumpMajor(new Uint8Array(await dump.arrayBuffer()))).toBe(17);
  });
});
