import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A PostgreSQL cluster of our own (initdb + pg_ctl in a temp folder), for
// tests that stop and start the database: the machine's shared PostgreSQL is
// never touched. initdb refuses root, so as root it runs as `postgres`.

export type PrivatePostgres = {
  dir: string;
  port: number;
  /** A connection URL for one database of the cluster. */
  url: (database?: string) => string;
  stop: () => void;
  start: () => void;
  /** As stop and start, without blocking the event loop (load can keep flowing meanwhile). */
  stopAsync: () => Promise<void>;
  startAsync: () => Promise<void>;
  /** Stops the cluster and deletes its folder. */
  destroy: () => void;
};

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL server binaries under ${root}`);
  return path.join(root, versions[0], 'bin');
}

const isRoot = () => process.getuid?.() === 0;

const command = (bin: string, args: string[]): [string, string[]] =>
  isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];

function run(bin: string, args: string[]) {
  const out = spawnSync(...command(bin, args), { encoding: 'utf8' });
  if (out.status !== 0)
    throw new Error(`${path.basename(bin)} failed (${out.status}): ${out.stderr || out.stdout}`);
}

function runAsync(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(...command(bin, args), { encoding: 'utf8' }, (err, stdout, stderr) => {
      if (!err) return resolve();
      const status = typeof err.code === 'number' ? err.code : err.message;
      reject(new Error(`${path.basename(bin)} failed (${status}): ${stderr || stdout}`));
    });
  });
}

/** A cluster left running on this port by an earlier run that was killed. */
function stopLeftover(port: number, bin: string) {
  for (const name of readdirSync(os.tmpdir()).filter((n) => n.startsWith('care-pg-'))) {
    const pid = path.join(os.tmpdir(), name, 'data', 'postmaster.pid');
    if (!existsSync(pid)) continue;
    if (readFileSync(pid, 'utf8').split('\n')[3]?.trim() !== String(port)) continue;
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', path.dirname(pid), '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already gone
    }
    rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = binDir();
  stopLeftover(port, bin);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'care-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  run(path.join(bin, 'initdb'), [
    ...['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres'],
    ...['-E', 'UTF8', '--locale=C', '--no-sync'],
  ]);
  const cluster = controlPrivatePostgres(dir, port);
  cluster.start();
  return cluster;
}

/** Stop and start the cluster in `dir` (from any process, e.g. a test worker). */
export function controlPrivatePostgres(dir: string, port: number): PrivatePostgres {
  const bin = binDir();
  const data = path.join(dir, 'data');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const pgCtl = (...args: string[]) => run(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const pgCtlAsync = (...args: string[]) =>
    runAsync(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const startArgs = ['-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start'];
  const stopArgs = ['-m', 'fast', '-w', '-t', '60', 'stop'];
  return {
    dir,
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => pgCtl(...stopArgs),
    start: () => pgCtl(...startArgs),
    stopAsync: () => pgCtlAsync(...stopArgs),
    startAsync: () => pgCtlAsync(...startArgs),
    destroy() {
      try {
        pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
