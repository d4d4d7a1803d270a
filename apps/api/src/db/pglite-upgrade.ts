import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

// Plain, erasable TypeScript: `npm run backup` and `npm run restore` import
// this file as it is (Node 24 and newer strip the types), as the server does.

/** The PostgreSQL major the embedded database (PGlite 0.5) reads and writes. */
export const EMBEDDED_PG_MAJOR = 18;
/** The one older major it upgrades from: PGlite 0.3, the product's until November 2026. */
export const UPGRADABLE_PG_MAJOR = 17;

/** PGlite, either major, or a `pg.Client`: whatever answers a query with its rows. */
export type Queryable = { query: (sql: string) => Promise<{ rows: unknown[] }> };
/** Every table's row count and every sequence's last value, by name (see contents()). */
export type Contents = Record<string, number | null>;
type Log = (message: string) => void;

/** The PostgreSQL major that made an embedded database folder, or undefined for no database. */
export function dataDirMajor(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'PG_VERSION');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : undefined;
}

/** The PostgreSQL major of a PGlite backup (a gzipped tar of its folder), read from its PG_VERSION. */
export function dumpMajor(gzippedTar: Uint8Array): number | undefined {
  const tar = gunzipSync(gzippedTar);
  for (let at = 0; at + 512 <= tar.length;) {
    const name = tar.toString('utf8', at, at + 100).replace(/\0.*$/s, '');
    if (!name) return undefined;
    const size = parseInt(
      tar
        .toString('utf8', at + 124, at + 136)
        .replace(/\0.*$/s, '')
        .trim(),
      8,
    );
    if (name === 'PG_VERSION' || name.endsWith('/PG_VERSION'))
      return Number(tar.toString('utf8', at + 512, at + 512 + size).trim());
    at += 512 + Math.ceil((size || 0) / 512) * 512;
  }
  return undefined;
}

/** Opens a folder, or a backup loaded into one, with PGlite 0.3 (PostgreSQL 17): only to upgrade it. */
export async function openPostgres17(dataDir: string, loadDataDir?: Blob) {
  const [{ PGlite: PGlite17 }, { pg_trgm: trgm17 }, { unaccent: unaccent17 }] = await Promise.all([
    import('pglite-pg17'),
    import('pglite-pg17/contrib/pg_trgm'),
    import('pglite-pg17/contrib/unaccent'),
  ]);
  return PGlite17.create({
    dataDir,
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm: trgm17, unaccent: unaccent17 },
  });
}

/** Opens a folder with PGlite 0.5 (PostgreSQL 18) and the extensions the schema uses. */
export function openPostgres18(dataDir: string) {
  return PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } });
}

/** Every table's row count and every sequence's last value: what an upgrade or a carry-over must keep. */
export async function contents(db: Queryable): Promise<Contents> {
  const rows = async <T>(sql: string) => (await db.query(sql)).rows as T[];
  const tables = await rows<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg\\_%' ORDER BY 1`,
  );
  const out: Contents = {};
  for (const { name } of tables) {
    const [r] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
    out[`rows ${name}`] = r?.n ?? 0;
  }
  const sequences = await rows<{ name: string; last: string | null }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS last
       FROM pg_sequences ORDER BY 1`,
  );
  for (const { name, last } of sequences)
    out[`sequence ${name}`] = last === null ? null : Number(last);
  return out;
}

/** Throws unless a copy's contents are the original's, naming the first differences. */
export function expectSameContents(before: Contents, after: Contents): void {
  const differ = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
  if (differ.length > 0)
    throw new Error(
      `the copy differs (${differ
        .slice(0, 5)
        .map((k) => `${k}: ${before[k]} -> ${after[k]}`)
        .join('; ')})`,
    );
}

/** How many tables and rows the contents count. */
export function tally(c: Contents): { tables: number; rows: number } {
  const counts = Object.entries(c).filter(([k]) => k.startsWith('rows '));
  return { tables: counts.length, rows: counts.reduce((sum, [, n]) => sum + (n ?? 0), 0) };
}

/** The arguments of every dump: multi-row INSERTs (pg_dump adds --inserts), a few statements per table, not one per row. */
const DUMP_ARGS = ['--no-owner', '--no-privileges', '--rows-per-insert=1000'];

/** A PGlite's contents and its SQL dump (by that major's pg_dump); closes the PGlite. */
export async function countAndDump(
  db: Queryable & { close: () => Promise<void> },
  pgDump: (o: { pg: never; args: string[] }) => Promise<Blob>,
): Promise<{ before: Contents; sql: string }> {
  try {
    const before = await contents(db);
    const file = await pgDump({ pg: db as never, args: DUMP_ARGS });
    return { before, sql: await file.text() };
  } finally {
    await db.close();
  }
}

/** The error of a one-off move of the embedded database that failed and changed nothing. */
export function changedNothing(what: string, dataDir: string, err: unknown): Error {
  return new Error(
    `The ${what} of the embedded database failed and changed nothing (${dataDir} is as it was): ${err instanceof Error ? err.message : String(err)}`,
    { cause: err },
  );
}

/** Seconds since `started` (a Date.now()), to a tenth. */
export const seconds = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

/** The moment, as a name's suffix: 20261122T090000. */
export const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');

/** `base`, or `base-2`, `base-3`...: the first name no file or folder has. */
export function freeName(base: string): string {
  let name = base;
  for (let i = 2; existsSync(name); i++) name = `${base}-${i}`;
  return name;
}

/**
 * PGlite 0.5 keeps PostgreSQL 18's files and cannot open the PostgreSQL 17
 * folder PGlite 0.3 made ("PGlite failed to initialize properly"). A folder
 * of 17 is dumped by 17's own pg_dump, loaded into a new folder of 18, and
 * swapped in only once every table's row count and every sequence match.
 * The old folder is kept beside it, never deleted; on any failure it stays
 * where it was, untouched, and the error says so.
 * Answers where the old folder was kept, or undefined when there was nothing to do.
 */
export async function upgradeDataDir(dataDir: string, log: Log): Promise<string | undefined> {
  const major = dataDirMajor(dataDir);
  if (major === undefined || major === EMBEDDED_PG_MAJOR) return undefined;
  if (major !== UPGRADABLE_PG_MAJOR)
    throw new Error(
      `The embedded database in ${dataDir} was made by PostgreSQL ${major}; this version reads ${EMBEDDED_PG_MAJOR} and upgrades ${UPGRADABLE_PG_MAJOR} only.`,
    );
  const started = Date.now();
  log(
    `Upgrading the embedded database in ${dataDir} from PostgreSQL ${major} to ${EMBEDDED_PG_MAJOR}: once, keeping the old folder`,
  );
  const [old, { pgDump }] = await Promise.all([
    openPostgres17(dataDir),
    import('pglite-pg17-tools/pg_dump'),
  ]);
  // The tools are 17's (0.2.x); their types name the installed PGlite, 0.5.
  const { before, sql } = await countAndDump(old, pgDump);

  const incoming = `${dataDir}.upgrading`;
  rmSync(incoming, { recursive: true, force: true });
  try {
    const fresh = await openPostgres18(incoming);
    try {
      await fresh.exec(sql);
      expectSameContents(before, await contents(fresh));
    } finally {
      await fresh.close();
    }
  } catch (err) {
    rmSync(incoming, { recursive: true, force: true });
    throw changedNothing('upgrade', dataDir, err);
  }
  const aside = freeName(`${dataDir}.pg${major}-${stamp()}`);
  renameSync(dataDir, aside);
  renameSync(incoming, dataDir);
  const { tables, rows } = tally(before);
  log(
    `Upgraded in ${seconds(started)} s: ${tables} tables, ${rows} rows, every count the same. The PostgreSQL ${major} folder is kept at ${aside}; delete it once you are content.`,
  );
  return aside;
}
