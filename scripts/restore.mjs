// npm run restore -- <file>: puts a backup from `npm run backup` back into
// the database the server uses. Nothing is lost on the way: the current
// database is first backed up (PostgreSQL) or moved aside (embedded), and the
// load is all-or-nothing (one transaction, or a folder swapped in at the end).
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as files from './database-files.mjs';

/** The job queue's schema (pg-boss; apps/api/src/platform/queue.ts QUEUE_SCHEMA). */
const QUEUE_SCHEMA = 'pgboss';

const file = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
if (!file || !existsSync(file)) files.fail('Usage: npm run restore -- <backup file>');
const db = await files.target();
// The embedded database takes its own backups, and PGlite's from before it.
const accepted = db.kind === 'postgres' ? ['postgres'] : ['embedded', 'pglite'];
const kind = files.kindOf(file);
if (!accepted.includes(kind))
  files.fail(
    `${path.basename(file)} is not a backup for this database (${accepted.map((k) => `*.${files.extensionOf(k)}`).join(' or ')}).`,
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
  await files.quietEmbedded(db);
  const into = kind === 'embedded' ? db.folders.postgres : db.folders.pglite;
  // load into a folder of its own first: a broken file leaves the data alone,
  // and nothing half-made beside it
  const incoming = `${into}.restoring`;
  rmSync(incoming, { recursive: true, force: true });
  process.on('exit', () => rmSync(incoming, { recursive: true, force: true }));
  mkdirSync(db.dataDir, { recursive: true });
  if (kind === 'embedded') await loadPostgres(incoming);
  else await loadPglite(incoming);
  files.moveAside(into);
  renameSync(incoming, into);
  console.log(`Restored ${into} from ${file}`);
  if (kind === 'pglite') {
    // The server carries a PGlite folder over only into a new PostgreSQL one.
    files.moveAside(db.folders.postgres);
    console.log(
      `The next start of the server carries it over into the embedded PostgreSQL (${db.folders.postgres}).`,
    );
  }
}

/** The folder from a .postgres.tar.gz, checked by a PostgreSQL started on it. */
async function loadPostgres(incoming) {
  mkdirSync(incoming, { mode: 0o700 });
  // As root, the files are root's: the database's account gets them at its start.
  files.tool('tar', ['-xzf', file, '-C', incoming, '--strip-components=1', '--no-same-owner']);
  const { isEmbeddedPostgresDir, startEmbeddedPostgres, withClient } =
    await files.embeddedPostgres();
  if (!isEmbeddedPostgresDir(incoming))
    files.fail(
      `${path.basename(file)} holds no PostgreSQL folder (no PG_VERSION): nothing was changed.`,
    );
  let migrations;
  try {
    const engine = await startEmbeddedPostgres({ dir: incoming, log: (m) => console.log(m) });
    try {
      migrations = await withClient(engine.url, async (client) => {
        const { rows } = await client.query(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        return rows[0].n;
      });
    } finally {
      await engine.stop();
    }
  } catch (err) {
    files.fail(
      `${path.basename(file)} does not open as this server's database (${err.message}): nothing was changed.`,
    );
  }
  console.log(`Checked: PostgreSQL starts on the backup, ${migrations} migrations applied`);
}

/** The folder from a .pglite.tar.gz (PostgreSQL 17 or 18), loaded by PGlite. */
async function loadPglite(incoming) {
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
}
