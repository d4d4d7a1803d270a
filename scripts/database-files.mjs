// Shared by backup.mjs and restore.mjs: which database the server would use
// (DATABASE_URL, or the embedded PostgreSQL in DATA_DIR), and the file names.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';

/**
 * The API's own code for the embedded database (ADR 052): TypeScript,
 * imported as it is (Node 24 and newer strip the types), and only when used.
 */
export const embeddedPostgres = () => import('../apps/api/src/db/embedded-postgres.ts');

/**
 * DATABASE_URL's database, or the embedded one in DATA_DIR: its PostgreSQL
 * folder (postgres), or, where a version before this one left only a PGlite
 * folder (pgdata, carried over at the next start), that one.
 */
export async function target() {
  if (process.env.DATABASE_URL) return { kind: 'postgres', url: process.env.DATABASE_URL };
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const { embeddedFolders, isEmbeddedPostgresDir } = await embeddedPostgres();
  const folders = embeddedFolders(dataDir);
  const pglite = !isEmbeddedPostgresDir(folders.postgres) && isEmbeddedPostgresDir(folders.pglite);
  return pglite
    ? { kind: 'pglite', dataDir, folders, dir: folders.pglite }
    : { kind: 'embedded', dataDir, folders, dir: folders.postgres };
}

export const backupDir = () => path.resolve(process.env.BACKUP_DIR || './backups');

export const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('.', '-');

/** `base` + `ext`, or with -2, -3 ... appended: a backup never overwrites another. */
export function freshPath(base, ext) {
  let file = `${base}${ext}`;
  for (let n = 2; existsSync(file); n++) file = `${base}-${n}${ext}`;
  return file;
}

const EXTENSIONS = { postgres: 'pgdump', embedded: 'postgres.tar.gz', pglite: 'pglite.tar.gz' };
export const extensionOf = (kind) => EXTENSIONS[kind];
/** The kind of database a backup file holds, by its name. */
export const kindOf = (file) =>
  Object.keys(EXTENSIONS).find((kind) => file.endsWith(`.${EXTENSIONS[kind]}`));

/** The URL without its password, for messages. */
export const shown = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The embedded database belongs to one process: refuse while the server holds it. */
export function refuseWhileServerRuns(dataDir) {
  const pidFile = path.join(dataDir, 'server.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 0);
  } catch {
    return; // a server that stopped without removing its pid file
  }
  fail(`The server (pid ${pid}) is using ${dataDir}: stop it first.`);
}

/**
 * Before the embedded database's files are read or replaced: no server may
 * run on DATA_DIR, and a PostgreSQL a killed server left running is stopped.
 */
export async function quietEmbedded(db) {
  refuseWhileServerRuns(db.dataDir);
  try {
    await (await embeddedPostgres()).stopLeftover(db.folders.postgres, (m) => console.log(m));
  } catch (err) {
    fail(err.message);
  }
}

/** A folder a restore replaces is kept beside it, never deleted. */
export function moveAside(dir) {
  if (!existsSync(dir)) return;
  const aside = freshPath(`${dir}.before-restore-${stamp()}`, '');
  renameSync(dir, aside);
  console.log(`The database as it was: ${aside}`);
}

/** Runs a command-line tool (PostgreSQL's client tools, tar), failing with its own message. */
export function tool(cmd, args) {
  const out = spawnSync(cmd, args, { encoding: 'utf8' });
  if (out.error) fail(`${cmd} could not run: ${out.error.message}`);
  if (out.status !== 0) fail(`${cmd} failed (${out.status}):\n${out.stderr}${out.stdout}`);
}

/** pg_dump's custom format: every schema and row, without owners or grants. */
export const pgDump = (url, file) =>
  tool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file, url]);

/** The API's own upgrade of a PostgreSQL 17 folder (PGlite 0.3) to 18 (0.5). */
export const pgliteUpgrade = () => import('../apps/api/src/db/pglite-upgrade.ts');

export async function openPglite(opts) {
  // A folder PGlite 0.3 made is upgraded first, keeping the old one beside it.
  if (opts.dataDir && !opts.loadDataDir)
    await (await pgliteUpgrade()).upgradeDataDir(opts.dataDir, (m) => console.log(m));
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  return PGlite.create({ ...opts, extensions: { pg_trgm, unaccent } });
}
