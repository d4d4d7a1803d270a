// npm run restore -- <file>: puts a backup from `npm run backup` back into
// the database the server uses. Nothing is lost on the way: the current
// database is first backed up (PostgreSQL) or moved aside (PGlite), and the
// load is all-or-nothing (one transaction, or a folder swapped in at the end).
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as files from './database-files.mjs';

/** The job queue's schema (pg-boss; apps/api/src/platform/queue.ts QUEUE_SCHEMA). */
const QUEUE_SCHEMA = 'pgboss';

const file = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
if (!file || !existsSync(file)) files.fail('Usage: npm run restore -- <backup file>');
const db = files.target();
const expected = files.extensionOf(db.kind);
if (!file.endsWith(expected))
  files.fail(
    `${path.basename(file)} is not a ${db.kind} backup (*.${expected}) for this database.`,
  );

if (db.kind === 'postgres') {
  mkdirSync(files.backupDir(), { recursive: true });
  const before = files.freshPath(
    path.join(files.backupDir(), `care-before-restore-${files.stamp()}`),
    '.pgdump',
  );
  files.pgDump(db.url, before);
  console.log(`The database as it was: ${before}`);
  // pg_restore --clean drops the old objects one by one, and PostgreSQL
  // refuses to drop a constraint a partition inherits: the job queue's tables
  // are partitioned (pg-boss, schema pgboss: apps/api/src/platform/queue.ts).
  // So the restore is pg_restore's script, run by psql in one transaction
  // that first drops the queue's schema whole (the backup brings it back).
  const script = files.freshPath(path.join(files.backupDir(), `restore-${files.stamp()}`), '.sql');
  // The script is the whole database in plain text: it goes whatever happens,
  // also when a tool fails (files.fail() exits, past any finally).
  process.on('exit', () => rmSync(script, { force: true }));
  files.tool('pg_restore', [
    ...['--clean', '--if-exists', '--no-owner', '--no-privileges'],
    ...['--file', script, file],
  ]);
  writeFileSync(
    script,
    `DROP SCHEMA IF EXISTS ${QUEUE_SCHEMA} CASCADE;\n${readFileSync(script, 'utf8')}`,
  );
  try {
    files.tool('psql', [
      ...['--no-psqlrc', '--quiet', '--single-transaction', '--set', 'ON_ERROR_STOP=1'],
      ...['--dbname', db.url, '--file', script],
    ]);
  } finally {
    rmSync(script, { force: true });
  }
  console.log(`Restored ${files.shown(db.url)} from ${file}`);
} else {
  files.refuseWhileServerRuns(db.dataDir);
  const incoming = `${db.dataDir}.restoring`;
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(path.dirname(db.dataDir), { recursive: true });
  // load into a folder of its own first: a broken file leaves the data alone
  const backup = readFileSync(file);
  const upgrade = await files.pgliteUpgrade();
  if (upgrade.dumpMajor(backup) === upgrade.UPGRADABLE_PG_MAJOR) {
    // A backup PGlite 0.3 made (PostgreSQL 17): loaded by 0.3, then upgraded.
    const old = await upgrade.openPostgres17(incoming, new Blob([backup]));
    await old.query('select 1');
    await old.close();
    const kept = await upgrade.upgradeDataDir(incoming, (m) => console.log(m));
    // The backup file is the PostgreSQL 17 copy: no second one is kept.
    if (kept) rmSync(kept, { recursive: true, force: true });
    console.log(`Upgraded the PostgreSQL 17 backup; ${path.basename(file)} stays as it was`);
  }
  const pglite = await files.openPglite({
    dataDir: incoming,
    ...(existsSync(incoming) ? {} : { loadDataDir: new Blob([backup]) }),
  });
  await pglite.query('select 1');
  await pglite.close();
  if (existsSync(db.dataDir)) {
    const aside = files.freshPath(`${db.dataDir}.before-restore-${files.stamp()}`, '');
    renameSync(db.dataDir, aside);
    console.log(`The database as it was: ${aside}`);
  }
  renameSync(incoming, db.dataDir);
  console.log(`Restored ${db.dataDir} from ${file}`);
}
