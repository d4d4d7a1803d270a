import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Db } from '../../src/db/client.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { migrationsFolder, runMigrations } from '../../src/db/migrate.ts';
import { openPostgres17 } from '../../src/db/pglite-upgrade.ts';
import * as schema from '../../src/db/schema/index.ts';
import { seedDemo } from '../../src/demo-seed.ts';
import { changedTables, fingerprint } from '../db-fingerprint.ts';
import {
  ADMIN,
  backedUpTo,
  fingerprintOf,
  npmRun,
  report,
  run,
  seeded,
  serve,
  server,
  stop,
  stopServer,
  tips,
  work,
  writeTip,
} from './backup-restore-kit.ts';
import { createClusterDatabase } from './cluster-db.ts';

// Issue 11: `npm run backup` and `npm run restore` round-trip a seeded
// database (row count and checksum per table equal), on PostgreSQL through
// pg_dump / pg_restore, and on the embedded PostgreSQL (ADR 052) through a
// cold copy of its folder, with the built server (npm run build -w @app/api)
// writing and reading through the API. A backup of PGlite's folder (the
// embedded database before) is still made and restored; the next start
// carries it over. A restore over a database keeps what it replaced.
afterEach(stopServer);
afterAll(() => rmSync(work, { recursive: true, force: true }));

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
    const out = run('restore', { DATABASE_URL: target.url }, file);
    expect(out.status, out.stdout + out.stderr).not.toBe(0);
    expect(out.stderr).toMatch(/read-only transaction/);
    expect(readdirSync(path.join(work, 'backups')).filter((f) => f.endsWith('.sql'))).toEqual([]);
  });

  it('backs up the embedded PostgreSQL (its folder, refused while the server runs) and restores it, keeping the folder it replaced', async () => {
    const dataDir = path.join(work, 'embedded');
    const env = { DATA_DIR: dataDir };
    await serve(dataDir);
    const headers = await server!.signIn(ADMIN.email, ADMIN.password);
    await writeTip(headers, 'Before the backup');
    // the database's files belong to the server while it runs
    const busy = path.join(work, 'busy.postgres.tar.gz');
    for (const script of ['backup', 'restore'] as const) {
      const out = run(script, env, busy);
      expect(out.status, script).toBe(1);
      expect(out.stderr).toContain(`The server (pid ${server!.child.pid}) is using ${dataDir}`);
      writeFileSync(busy, 'not read'); // a restore's file is there, a backup's not yet
    }
    await stop();

    const file = backedUpTo(npmRun('backup', env));
    expect(file).toMatch(/\/backups\/care-[^/]*\.postgres\.tar\.gz$/);
    const listed = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' }).stdout;
    expect(listed).toMatch(/^postgres\/PG_VERSION$/m);
    expect(listed).not.toMatch(/postmaster\.(pid|opts)/);

    await serve(dataDir);
    await writeTip(headers, 'After the backup');
    expect(await tips(headers)).toEqual(['After the backup', 'Before the backup']);
    await stop();

    // a broken file changes nothing
    const folder = readdirSync(dataDir).sort();
    const broken = path.join(work, 'broken.postgres.tar.gz');
    writeFileSync(broken, readFileSync(file).subarray(0, 20_000));
    const out = run('restore', env, broken);
    expect(out.status, out.stdout + out.stderr).toBe(1);
    expect(readdirSync(dataDir).sort()).toEqual(folder);

    const restored = npmRun('restore', env, file);
    expect(restored).toMatch(/Checked: PostgreSQL starts on the backup/);
    expect(restored).toMatch(/The database as it was: \S+\/postgres\.before-restore-/);
    expect(
      readdirSync(dataDir).filter((f) => f.startsWith('postgres.before-restore-')),
    ).toHaveLength(1);
    await serve(dataDir);
    expect(await tips(headers)).toEqual(['Before the backup']);
  }, 180_000);

  it('backs up the embedded PostgreSQL a killed server (SIGKILL) left running: stopped first, and the next start works', async () => {
    const dataDir = path.join(work, 'killed');
    await serve(dataDir);
    const headers = await server!.signIn(ADMIN.email, ADMIN.password);
    await writeTip(headers, 'Before the kill');
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    // killed by hand: stop() would stop the database it leaves (server-process.ts)
    server!.child.kill('SIGKILL');
    expect(await server!.exited).toEqual({ code: null, signal: 'SIGKILL' });

    const said = npmRun('backup', { DATA_DIR: dataDir }, path.join(work, 'killed.postgres.tar.gz'));
    expect(said).toContain(
      `was left running (pid ${postmaster}) by a server that stopped: stopping it`,
    );
    // stopped cleanly: PostgreSQL removes its pid file as it exits
    expect(existsSync(pidFile)).toBe(false);

    await serve(dataDir);
    expect(await tips(headers)).toEqual(['Before the kill']);
  }, 120_000);

  it('backs up a PGlite folder (the embedded database before ADR 052) as before, and restores it onto the embedded PostgreSQL: the next start carries it over, every row', async () => {
    // seeded in memory (fast), then written out as a version before this one left it
    const dataDir = path.join(work, 'pglite');
    const memory = await openDatabase({ kind: 'pglite' });
    const original = await seeded(memory);
    const client = (memory.db as unknown as { $client: { dumpDataDir: () => Promise<Blob> } })
      .$client;
    const image = await client.dumpDataDir();
    await memory.close();
    const pgdata = path.join(dataDir, 'pgdata');
    await (await openDatabase({ kind: 'pglite', dataDir: pgdata, loadDataDir: image })).close();
    const file = backedUpTo(npmRun('backup', { DATA_DIR: dataDir }));
    expect(file).toMatch(/\/backups\/care-[^/]*\.pglite\.tar\.gz$/);

    // the first start carries the folder over; the restore brings it back,
    // moving the PostgreSQL folder aside, for the next start to carry over
    await serve(dataDir);
    await stop();
    const said = npmRun('restore', { DATA_DIR: dataDir }, file);
    expect(said).toMatch(/The database as it was: \S+\/postgres\.before-restore-/);
    expect(said).toMatch(/The next start of the server carries it over/);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    await serve(dataDir);
    expect(server!.output()).toMatch(/Carried the embedded database over from PGlite/);
    await stop();
    const engine = await startEmbeddedPostgres({
      dir: path.join(dataDir, 'postgres'),
      log: () => {},
    });
    try {
      const carried = await fingerprintOf(() =>
        openDatabase({ kind: 'postgres', url: engine.url }),
      );
      expect(changedTables(original, carried)).toEqual([]);
      report('PGlite backup carried over into PostgreSQL', carried);
    } finally {
      await engine.stop();
    }
    // two carry-overs of the seeded database, a PGlite backup and restore
  }, 240_000);

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
});
