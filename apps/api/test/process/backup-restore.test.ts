import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Database, type Db } from '../../src/db/client.ts';
import { migrationsFolder, runMigrations } from '../../src/db/migrate.ts';
import { openPostgres17 } from '../../src/db/pglite-upgrade.ts';
import * as schema from '../../src/db/schema/index.ts';
import { seedDemo } from '../../src/db/seed/index.ts';
import { changedTables, fingerprint, type Fingerprint } from '../db-fingerprint.ts';
import { createClusterDatabase } from './cluster-db.ts';

// Issue 11: `npm run backup` and `npm run restore` round-trip a seeded
// database (row count and checksum per table equal), on PostgreSQL through
// pg_dump / pg_restore and on the embedded PGlite through its data folder.
// A restore over a database keeps what it replaced.
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'care-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function npmRun(script: 'backup' | 'restore', env: Record<string, string>, file: string) {
  const out = spawnSync(process.execPath, [`scripts/${script}.mjs`, file], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', BACKUP_DIR: path.join(work, 'backups'), ...env },
    encoding: 'utf8',
  });
  expect(out.status, `${script}: ${out.stdout}${out.stderr}`).toBe(0);
  return out.stdout;
}

async function seeded(database: Database): Promise<Fingerprint> {
  await runMigrations(database);
  await seedDemo(database.db, { seed: 11 });
  return fingerprint(database.db);
}

async function fingerprintOf(open: () => Promise<Database>) {
  const database = await open();
  try {
    return await fingerprint(database.db);
  } finally {
    await database.close();
  }
}

const report = (what: string, fp: Fingerprint) => {
  const rows = Object.values(fp).reduce((n, t) => n + t.rows, 0);
  console.info(
    `backup round-trip (${what}): ${Object.keys(fp).length} tables, ${rows} rows, every count and checksum equal`,
  );
};

describe('backup and restore', () => {
  it('round-trips a seeded PostgreSQL database (pg_dump / pg_restore), and keeps what a restore replaced', async () => {
    const source = await createClusterDatabase('care_backup');
    const database = await openDatabase({ kind: 'postgres', url: source.url });
    const original = await seeded(database);
    await database.close();
    const file = path.join(work, 'care.pgdump');
    npmRun('backup', { DATABASE_URL: source.url }, file);

    const target = await createClusterDatabase('care_restored');
    npmRun('restore', { DATABASE_URL: target.url }, file);
    const restored = await fingerprintOf(() => openDatabase({ kind: 'postgres', url: target.url }));
    expect(changedTables(original, restored)).toEqual([]);
    report('PostgreSQL', restored);

    // a change after the backup, then a restore over it: back to the backup,
    // and the replaced state is in a backup of its own
    await source.query(`update care_tips set count = count + 41`);
    const before = readdirSync(path.join(work, 'backups'));
    npmRun('restore', { DATABASE_URL: source.url }, file);
    const again = await fingerprintOf(() => openDatabase({ kind: 'postgres', url: source.url }));
    expect(changedTables(original, again)).toEqual([]);
    const kept = readdirSync(path.join(work, 'backups')).filter((f) => !before.includes(f));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^care-before-restore-.*\.pgdump$/);
  });

  it('a restore that fails leaves no plain-text copy of the database behind', async () => {
    const source = await createClusterDatabase('care_backup_small');
    const database = await openDatabase({ kind: 'postgres', url: source.url });
    await runMigrations(database);
    await database.close();
    const file = path.join(work, 'small.pgdump');
    npmRun('backup', { DATABASE_URL: source.url }, file);
    // a target that refuses every write: psql fails on the script's first statement
    const target = await createClusterDatabase('care_read_only');
    await target.query(`ALTER DATABASE ${target.name} SET default_transaction_read_only = on`);
    const out = spawnSync(process.execPath, ['scripts/restore.mjs', file], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        BACKUP_DIR: path.join(work, 'backups'),
        DATABASE_URL: target.url,
      },
      encoding: 'utf8',
    });
    expect(out.status, out.stdout + out.stderr).not.toBe(0);
    expect(out.stderr).toMatch(/read-only transaction/);
    expect(readdirSync(path.join(work, 'backups')).filter((f) => f.endsWith('.sql'))).toEqual([]);
  });

  it('round-trips a seeded embedded database (PGlite data folder), and keeps the folder it replaced', async () => {
    const dataDir = path.join(work, 'data');
    const pgdata = path.join(dataDir, 'pgdata');
    // seeded in memory (fast), then written out as the server's data folder
    const memory = await openDatabase({ kind: 'pglite' });
    const original = await seeded(memory);
    const client = (memory.db as unknown as { $client: { dumpDataDir: () => Promise<Blob> } })
      .$client;
    const image = await client.dumpDataDir();
    await memory.close();
    await (await openDatabase({ kind: 'pglite', dataDir: pgdata, loadDataDir: image })).close();
    const file = path.join(work, 'care.pglite.tar.gz');
    npmRun('backup', { DATA_DIR: dataDir }, file);

    const elsewhere = path.join(work, 'elsewhere');
    npmRun('restore', { DATA_DIR: elsewhere }, file);
    const restored = await fingerprintOf(() =>
      openDatabase({ kind: 'pglite', dataDir: path.join(elsewhere, 'pgdata') }),
    );
    expect(changedTables(original, restored)).toEqual([]);
    report('PGlite', restored);

    // over the original folder: it is moved aside, not deleted
    npmRun('restore', { DATA_DIR: dataDir }, file);
    const aside = readdirSync(dataDir).filter((f) => f.startsWith('pgdata.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
    // three PGlite opens and three npm runs: past 60 s on a loaded 2-core CI machine (27 Nov)
  }, 180_000);

  it('restores a backup PGlite 0.3 made (PostgreSQL 17) into PostgreSQL 18, every table equal (issue 22)', async () => {
    const source = path.join(work, 'pg17-source');
    mkdirSync(source);
    const old = await openPostgres17(path.join(source, 'pgdata'));
    const oldDb = drizzle(old as never, { schema }) as unknown as Db;
    await migrate(oldDb as never, { migrationsFolder: migrationsFolder() });
    await seedDemo(oldDb, { seed: 11 });
    const original = await fingerprint(oldDb);
    const image = await old.dumpDataDir('gzip');
    await old.close();
    const file = path.join(work, 'care-pg17.pglite.tar.gz');
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));

    const target = path.join(work, 'from-pg17');
    const said = npmRun('restore', { DATA_DIR: target }, file);
    expect(said).toMatch(/from PostgreSQL 17 to 18/);
    const restored = await fingerprintOf(() =>
      openDatabase({ kind: 'pglite', dataDir: path.join(target, 'pgdata') }),
    );
    expect(changedTables(original, restored)).toEqual([]);
    // the backup file is the old copy: no second one, nothing half-done, left beside it
    expect(readdirSync(target)).toEqual(['pgdata']);
    report('PGlite 0.3 backup into 0.5', restored);
    // Migrates, seeds, dumps and restores two embedded databases: as long as the one above.
  }, 180_000);

  it('refuses to touch the embedded database while a server holds it', () => {
    const dataDir = path.join(work, 'busy');
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(path.join(dataDir, 'pgdata'), { recursive: true });
    writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid));
    // a restore needs a file to read, a backup one that is not there yet
    const existing = path.join(work, 'busy.pglite.tar.gz');
    writeFileSync(existing, 'not read');
    const args = { backup: path.join(work, 'new.pglite.tar.gz'), restore: existing };
    for (const script of ['backup', 'restore'] as const) {
      const out = spawnSync(process.execPath, [`scripts/${script}.mjs`, args[script]], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
        encoding: 'utf8',
      });
      expect(out.status, script).toBe(1);
      expect(out.stderr).toContain(`The server (pid ${process.pid}) is using`);
    }
  });
});
