// Starts the built server as its own process and watches its memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** Resident memory of a process in MB, from /proc (VmRSS now, VmHWM the peak so far). */
export function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
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

/** NODE_ARGS: extra node flags for the server (`--max-semi-space-size=16`, `--cpu-prof`). */
const envNodeArgs = () => (process.env.NODE_ARGS ?? '').split(' ').filter(Boolean);

export async function startServer({
  port,
  env,
  nodeArgs = envNodeArgs(),
  script = serverBuilds()[0],
}) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
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
  // Sampled every 100 ms as well as read from VmHWM, so a scenario's own peak shows.
  let scenarioPeak = 0;
  const sampler = setInterval(() => {
    try {
      scenarioPeak = Math.max(scenarioPeak, memory(child.pid).rss);
    } catch {
      // exited
    }
  }, 100);
  return {
    pid: child.pid,
    base,
    /** The highest RSS sampled since the last call, in MB. */
    takePeak() {
      const peak = Math.max(scenarioPeak, memory(child.pid).rss);
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
