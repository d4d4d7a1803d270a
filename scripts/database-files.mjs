// Shared by backup.mjs and restore.mjs: which database the server would use
// (DATABASE_URL, or the embedded PGlite in DATA_DIR), and the file names.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const target = () =>
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.resolve(process.env.DATA_DIR || './data', 'pgdata') };

export const backupDir = () => path.resolve(process.env.BACKUP_DIR || './backups');

export const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('.', '-');

/** `base` + `ext`, or with -2, -3 ... appended: a backup never overwrites another. */
export function freshPath(base, ext) {
  let file = `${base}${ext}`;
  for (let n = 2; existsSync(file); n++) file = `${base}-${n}${ext}`;
  return file;
}

export const extensionOf = (kind) => (kind === 'postgres' ? 'pgdump' : 'pglite.tar.gz');

/** The URL without its password, for messages. */
export const shown = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The embedded database belongs to one process: refuse while the server holds it. */
export function refuseWhileServerRuns(dataDir) {
  const pidFile = path.join(path.dirname(dataDir), 'server.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 0);
  } catch {
    return; // a server that stopped without removing its pid file
  }
  fail(`The server (pid ${pid}) is using ${path.dirname(dataDir)}: stop it first.`);
}

/** Runs a PostgreSQL client tool, failing with its own message. */
export function tool(cmd, args) {
  const out = spawnSync(cmd, args, { encoding: 'utf8' });
  if (out.error) fail(`${cmd} could not run: ${out.error.message}`);
  if (out.status !== 0) fail(`${cmd} failed (${out.status}):\n${out.stderr}${out.stdout}`);
}

/** pg_dump's custom format: every schema and row, without owners or grants. */
export const pgDump = (url, file) =>
  tool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file, url]);

/**
 * The API's own upgrade of a PostgreSQL 17 folder (PGlite 0.3) to 18 (0.5):
 * TypeScript, imported as it is (Node 24 and newer strip the types).
 */
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
