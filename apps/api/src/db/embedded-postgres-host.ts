import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

// The embedded PostgreSQL's dealings with the machine (embedded-postgres.ts):
// the account it runs as, its folders, and a database a killed server left.
// Plain, erasable TypeScript, imported as it is by the backup scripts.

type Log = (message: string) => void;
/** The account the database runs as: PostgreSQL refuses to run as root. */
export type RunAs = { uid: number; gid: number; name: string };

/** The ordinary account to run the database as when this process is root; undefined when not root. */
export function runAs(dataDir: string): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const owner = statSync(dataDir);
  if (owner.uid !== 0) return { uid: owner.uid, gid: owner.gid, name: `uid ${owner.uid}` };
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid)
    throw new Error(
      'PostgreSQL does not run as root, and this machine has no user "nobody" to run it as: start the server as an ordinary user.',
    );
  return { uid: Number(uid), gid: Number(gid), name: 'nobody' };
}

/** Refuses, with the fix, when the database's account cannot reach a folder. */
export function mustReach(user: RunAs, target: string) {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const st = statSync(dir);
    const bit = st.uid === user.uid ? 0o100 : st.gid === user.gid ? 0o010 : 0o001;
    if (!(st.mode & bit))
      throw new Error(
        `The embedded PostgreSQL runs as ${user.name} (never as root), and ${user.name} cannot enter ${dir}. ` +
          `Start the server as an ordinary user, or put DATA_DIR and the project where ${user.name} can reach them (chmod o+x ${dir}).`,
      );
    if (dir === path.dirname(dir)) return;
  }
}

function chownAll(dir: string, user: RunAs) {
  chownSync(dir, user.uid, user.gid);
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    chownSync(path.join(dir, entry), user.uid, user.gid);
}

/** A folder of the database's own, 0700, owned by its account. */
export function ownFolder(dir: string, user: RunAs | undefined) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  if (user && statSync(dir).uid !== user.uid) chownAll(dir, user);
}

/**
 * Where the socket goes: the data folder itself, or, when that path is too
 * long for a Unix socket (about 100 bytes), a folder in the system's tmp.
 */
export function socketFolder(dir: string): string {
  if (path.join(dir, '.s.PGSQL.5432').length < 100) return dir;
  const hash = createHash('sha1').update(dir).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `care-pg-${hash}`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const ownerFile = (dir: string) => `${dir}.owner`;

/** The postmaster a folder's postmaster.pid names, when it still runs. */
function runningPostmaster(dir: string): number | undefined {
  const file = path.join(dir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!pid || !alive(pid)) return undefined;
  const cmd = `/proc/${pid}/cmdline`;
  if (existsSync(cmd) && !readFileSync(cmd, 'utf8').includes('postgres')) {
    // The system gave that pid to another program since (a restart of the
    // machine): not ours to stop, and PostgreSQL would refuse to start
    // while the file names a live process.
    rmSync(file, { force: true });
    return undefined;
  }
  return pid;
}

/**
 * A database left running by a server that was killed (kill -9, a power cut
 * of the server alone) is stopped, so the next start is never refused; one
 * whose server still runs is another server's, and this one refuses.
 * Answers whether one was stopped.
 */
export async function stopLeftover(dir: string, log: Log): Promise<boolean> {
  const pid = runningPostmaster(dir);
  if (!pid) return false;
  const owner = existsSync(ownerFile(dir)) ? Number(readFileSync(ownerFile(dir), 'utf8')) : 0;
  if (owner && owner !== process.pid && alive(owner))
    throw new Error(
      `Another server (pid ${owner}) is using the database in ${dir}: stop it first, or give this one another DATA_DIR.`,
    );
  log(`The database in ${dir} was left running (pid ${pid}) by a server that stopped: stopping it`);
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    process.kill(pid, signal);
    for (const end = Date.now() + waitMs; Date.now() < end; await pause(100))
      if (!alive(pid)) return true;
  }
  throw new Error(`The database left running in ${dir} (pid ${pid}) does not stop.`);
}
