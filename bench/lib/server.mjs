// Starts the built server as its own process and watches its memory.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * A new folder in the system's tmp for a run's data, which the embedded
 * PostgreSQL can enter: as root it runs as nobody (ADR 052), and mkdtemp
 * makes folders 0700.
 */
export function workDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** Resident memory of a process in MB, from /proc (VmRSS now, VmHWM the peak so far). */
export function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** The process and every process it started (the embedded PostgreSQL and its workers). */
function tree(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...(children.get(all[i]) ?? []));
  return all;
}

/**
 * The product's whole memory in MB (issue 40): the server and the database
 * processes it started, each counted by its proportional set size (PSS), so
 * the shared memory the database's processes all map is counted once.
 */
export function productMemory(pid) {
  let kb = 0;
  for (const p of tree(pid)) {
    try {
      kb += Number(
        /^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${p}/smaps_rollup`, 'utf8'))?.[1] ?? 0,
      );
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024;
}

/**
 * The builds of the server to run: BENCH_SERVER names another one (say one
 * made by `API_OUTFILE=/tmp/old/server.js node build.mjs`: a build is
 * server.js and the chunks beside it), or several separated by commas, which
 * `npm run bench` runs one after the other in the same run on the embedded
 * database, to compare versions side by side. The first is the default.
 */
export const serverBuilds = () =>
  (process.env.BENCH_SERVER || 'apps/api/dist/server.js').split(',').filter(Boolean);

/**
 * The node flags the product starts its server with (the heap's limits, in
 * apps/api/package.json's start script: ADR 052), then NODE_ARGS: extra
 * flags (`--cpu-prof`; a later flag of the same name wins).
 */
export function nodeArgs() {
  const api = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'));
  const product = api.scripts.start.split(' ').filter((a) => a.startsWith('--'));
  return [...product, ...(process.env.NODE_ARGS ?? '').split(' ').filter(Boolean)];
}

export async function startServer({
  port,
  env,
  nodeArgs: args = nodeArgs(),
  script = serverBuilds()[0],
}) {
  const child = spawn(process.execPath, [...args, script], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server not ready after 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  // The product's memory (the server and its database), sampled every 100 ms.
  let scenarioPeak = 0;
  const sampler = setInterval(() => {
    try {
      scenarioPeak = Math.max(scenarioPeak, productMemory(child.pid));
    } catch {
      // exited
    }
  }, 100);
  return {
    pid: child.pid,
    base,
    /** The highest RSS sampled since the last call, in MB. */
    takePeak() {
      const peak = Math.max(scenarioPeak, productMemory(child.pid));
      scenarioPeak = 0;
      return peak;
    },
    peak: () => memory(child.pid).peak,
    async stop() {
      clearInterval(sampler);
      // Let the last answers of a load run drain before the shutdown starts.
      await new Promise((r) => setTimeout(r, 1000));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs in through login + verify, reading the code from the mailbox. */
export async function signIn(base, mailbox, email, password) {
  const post = (p, body) =>
    fetch(`${base}/api/v1${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = await post('/auth/login', { email, password });
  if (!login.ok) throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
  const code = mailbox.take(email);
  if (!code) throw new Error(`no code for ${email}`);
  const verify = await post('/auth/verify', { email, code });
  if (!verify.ok) throw new Error(`verify ${email}: ${verify.status}`);
  return (await verify.json()).data;
}
