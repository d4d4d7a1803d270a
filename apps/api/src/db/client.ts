import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { upgradeDataDir } from './pglite-upgrade.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Inside `db.transaction(async (tx) => ...)` every query must go through `tx`.
 * PGlite has a single connection: a query on the outer `db` while the
 * transaction is open waits for it forever. Read what you need before the
 * transaction, or pass `tx` down.
 */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Hears the database's notifications on a channel (LISTEN), on a
   * connection of its own that is opened again when it drops. Answers the
   * function that stops listening.
   */
  listen: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
  /** Issue 39: the connections in use, for the metrics (plugins/metrics.ts). */
  pool: () => PoolUse;
  close: () => Promise<void>;
};

/**
 * Connections open and the limit; on PostgreSQL also those idle and the
 * queries waiting for one. The embedded PGlite is one connection, always open.
 */
export type PoolUse = { open: number; max: number; idle?: number; waiting?: number };

export type Listener = {
  /** Each payload sent on the channel (NOTIFY) while listening. */
  onNotify: (payload: string) => void;
  /** Listening (again): every notification from here on reaches onNotify. */
  onReady: () => void;
  /** The listening connection is lost: notifications are missed until onReady. */
  onLost: () => void;
};

/** Waits before each new attempt to listen: a quarter of a second, doubling up to 10 s. */
const LISTEN_RETRY_MS = { first: 250, max: 10_000 };

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would be
 * handed to other queries, and its LISTEN would end with them).
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  listener: Listener,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let wait = LISTEN_RETRY_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(connect, wait);
    timer.unref();
    wait = Math.min(wait * 2, LISTEN_RETRY_MS.max);
  };
  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    listener.onLost();
    retry();
  };

  async function connect() {
    const client = new pg.Client({ connectionString: url, options: '-c TimeZone=UTC' });
    client.on('notification', (m) => {
      if (m.channel === channel) listener.onNotify(m.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch {
      await client.end().catch(() => {});
      retry();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    wait = LISTEN_RETRY_MS.first;
    listener.onReady();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; max?: number }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob | File;
      /** Hears the one-off upgrade of a PostgreSQL 17 folder (db/pglite-upgrade.ts). */
      log?: (message: string) => void;
    };

/**
 * Statement names kept per database handle (the connections of its pool
 * share them). The API's statements come from a fixed set of shapes (a
 * filter present or not), so they are few; the cap guards against a shape
 * that varies without end (an IN list of any length), whose texts past it
 * simply run unnamed. Per handle, not per process: a process that opens many
 * databases (a test worker running many files) gives each its own count.
 */
const MAX_NAMED_STATEMENTS = 1000;
const PATTERN_MATCH = /\b(i?like|similar to)\b|~/i;
/**
 * Only queries are worth preparing. Schema changes (a migration's hundreds of
 * CREATE, ALTER, DO statements) run once each: named, they used up the cap
 * and left the queries that follow them unnamed on a fresh database.
 */
const QUERY = /^\s*(select|insert|update|delete|with|values)\b/i;
/** A statement's name by its text, for one database handle; undefined: it runs unnamed. */
function statementNamer() {
  /** Each statement text seen, with its name, or null: it runs unnamed. */
  const names = new Map<string, string | null>();
  return (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= MAX_NAMED_STATEMENTS) return undefined;
      name =
        PATTERN_MATCH.test(text) || !QUERY.test(text)
          ? null
          : `s_${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name ?? undefined;
  };
}

/**
 * Every statement a connection sends is prepared once, by name, then only
 * bound and run: PostgreSQL no longer parses and plans each request's SQL
 * afresh (docs/decisions/014-prepared-statements-and-pages-built-in-sql.md).
 * A query that names itself keeps its name; one that asks for the empty
 * name stays unnamed, and so does every pattern match (LIKE, ILIKE, a
 * regular expression): a search term's selectivity decides between the
 * trigram index and the newest rows, so each term is planned for itself.
 */
function preparingClient(statementName: (text: string) => string | undefined) {
  return class PreparingClient extends pg.Client {
    // The overloads of query() cannot be restated here; the config passes through.
    override query(...args: unknown[]): never {
      const [config] = args;
      if (
        config &&
        typeof config === 'object' &&
        typeof (config as pg.QueryConfig).text === 'string' &&
        (config as pg.QueryConfig).name === undefined
      ) {
        const name = statementName((config as pg.QueryConfig).text);
        if (name) args[0] = { ...config, name };
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  };
}

/** Opens the embedded PGlite (a folder in DATA_DIR, or memory) or a real PostgreSQL. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    // Date arithmetic (Uganda days, weeks, months) is written for UTC sessions.
    const pool = new pg.Pool({
      Client: preparingClient(statementNamer()),
      connectionString: opts.url,
      max: opts.max ?? 10,
      options: '-c TimeZone=UTC',
    });
    // A dropped connection must not crash the process: the next query reports
    // it (503). The pool's own handler covers idle connections only; one
    // checked out between two queries of a transaction emits on the client,
    // and unheard, that error ended the process (a database restart did it).
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const url = opts.url;
    return {
      db,
      kind: 'postgres',
      listen: (channel, listener) => listenOnPostgres(url, channel, listener),
      pool: () => ({
        open: pool.totalCount,
        max: opts.max ?? 10,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) mkdirSync(path.dirname(path.resolve(opts.dataDir)), { recursive: true });
  if (opts.dataDir && !opts.loadDataDir)
    await upgradeDataDir(opts.dataDir, opts.log ?? ((m) => console.log(m)));
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process holds the embedded database: its listening cannot drop.
    async listen(channel, listener) {
      const stop = await client.listen(channel, listener.onNotify);
      listener.onReady();
      return () => stop();
    },
    pool: () => ({ open: 1, max: 1 }),
    close: () => client.close(),
  };
}
