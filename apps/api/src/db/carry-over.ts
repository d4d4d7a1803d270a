import { renameSync } from 'node:fs';
import pg from 'pg';
import {
  changedNothing,
  contents,
  countAndDump,
  dataDirMajor,
  expectSameContents,
  freeName,
  openPostgres18,
  seconds,
  stamp,
  tally,
  upgradeDataDir,
  type Contents,
} from './pglite-upgrade.ts';

// Plain, erasable TypeScript, as pglite-upgrade.ts is: a script may import
// this file as it is (Node 24 and newer strip the types).

type Log = (message: string) => void;
type Target = { major: number; database: string };

/**
 * Copies the PGlite folder into the (new, empty) PostgreSQL at `url`, checks
 * every table's row count and sequence, then moves the PGlite folder aside.
 * Answers where it was kept, or undefined when there is no PGlite folder.
 *
 * The embedded database was PGlite (DATA_DIR/pgdata); it is now a PostgreSQL
 * the product starts itself. PGlite's own pg_dump (PostgreSQL 18) dumps the
 * folder, and the dump is loaded in one transaction that commits only when
 * every count is the same. On any failure the transaction is rolled back,
 * the PGlite folder stays where it was, untouched, and the error says so.
 * A folder of PostgreSQL 17 (PGlite 0.3) is upgraded to 18 first.
 */
export async function carryOverPglite(opts: {
  pgliteDir: string;
  url: string;
  log: Log;
}): Promise<string | undefined> {
  const { pgliteDir, url, log } = opts;
  if (dataDirMajor(pgliteDir) === undefined) return undefined;
  const started = Date.now();
  const failed = (err: unknown) => {
    throw changedNothing('carry-over', pgliteDir, err);
  };
  const client = new pg.Client({ connectionString: url, options: '-c TimeZone=UTC' });
  // A lost connection fails the query in progress; unheard, its event would end the process.
  client.on('error', () => {});
  let target: Target;
  let before: Contents;
  try {
    target = await emptyTarget(client).catch(failed);
    log(
      `Carrying the embedded database over from PGlite (${pgliteDir}) to PostgreSQL ${target.major} (database ${target.database}): once, keeping the PGlite folder`,
    );
    // It throws its own "changed nothing" when it fails.
    await upgradeDataDir(pgliteDir, log);
    before = await copyInto(client, pgliteDir).catch(failed);
  } finally {
    await client.end().catch(() => {});
  }

  const aside = freeName(`${pgliteDir}.carried-over-${stamp()}`);
  try {
    renameSync(pgliteDir, aside);
  } catch (err) {
    throw new Error(
      `The embedded database was carried over to PostgreSQL, but ${pgliteDir} could not be moved aside (${err instanceof Error ? err.message : String(err)}): move it yourself before the next start, which otherwise refuses to carry it over again.`,
      { cause: err },
    );
  }
  const { tables, rows } = tally(before);
  log(
    `Carried the embedded database over from PGlite to PostgreSQL ${target.major} in ${seconds(started)} s: ${tables} tables, ${rows.toLocaleString('en-US')} rows, every count the same. The PGlite folder is kept at ${aside}; delete it once you are content.`,
  );
  return aside;
}

/**
 * Connects, and answers the server's major and the database's name. A
 * database that holds a table in schema public, or the schema of the
 * migrations (drizzle) or of the job queue (pgboss), is refused: the
 * carry-over goes into a new, empty database only.
 */
async function emptyTarget(client: pg.Client): Promise<Target> {
  await client.connect();
  const { rows } = await client.query<Target & { tables: number; schemas: string[] }>(
    `SELECT current_setting('server_version_num')::int / 10000 AS major,
            current_database() AS database,
            (SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public') AS tables,
            array(SELECT nspname::text FROM pg_namespace
                   WHERE nspname IN ('drizzle', 'pgboss') ORDER BY 1) AS schemas`,
  );
  const { major, database, tables, schemas } = rows[0]!;
  const held = [
    ...(tables > 0 ? [`${tables} table${tables === 1 ? '' : 's'} in schema public`] : []),
    ...schemas.map((s) => `schema ${s}`),
  ];
  if (held.length > 0)
    throw new Error(
      `database ${database} is not empty (it holds ${held.join(', ')}); the embedded database is carried over into a new, empty database only`,
    );
  return { major, database };
}

/**
 * Dumps the PGlite folder (it stays as it is) and loads the dump in one
 * transaction, committed only when every table's row count and every
 * sequence are the same as in the folder. Answers the folder's contents.
 */
async function copyInto(client: pg.Client, pgliteDir: string): Promise<Contents> {
  const [source, { pgDump }] = await Promise.all([
    openPostgres18(pgliteDir),
    import('@electric-sql/pglite-tools/pg_dump'),
  ]);
  const { before, sql } = await countAndDump(source, pgDump);
  const settings = await client.query<{ name: string }>('SELECT name FROM pg_settings');
  await client.query('BEGIN');
  try {
    // Many statements in one simple query. The dump's SET and set_config
    // lines change this session only: it is closed afterwards.
    await client.query(forServer(sql, new Set(settings.rows.map((r) => r.name))));
    expectSameContents(before, await contents(client));
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
  return before;
}

/**
 * The dump opens with SET lines for the settings of the PostgreSQL that made
 * it (18). One the target does not have (transaction_timeout, before 17)
 * would fail the whole load, so it becomes a comment. Only the opening
 * lines are looked at: further on, a row's text may hold anything.
 */
function forServer(sql: string, settings: Set<string>): string {
  const end = sql.indexOf('\n-- Name: ');
  const head = end < 0 ? sql : sql.slice(0, end);
  return (
    head.replace(/^SET (\w+) = .*;$/gm, (line, name: string) =>
      settings.has(name) ? line : `-- ${line} (not a setting of this server)`,
    ) + sql.slice(head.length)
  );
}
