// What the soak run stands on: its own database on the real PostgreSQL, an
// SMTP sink for the one-time codes, the built server, its memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

/** Drops and creates the soak database (never any other). */
export async function freshDatabase(url) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  if (!/^care_soak\w*$/.test(name))
    throw new Error(`refusing to recreate ${name}: not a care_soak database`);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

export async function query(url, text, values = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** An SMTP sink keeping the last code mailed to each address. */
export function smtpSink(port) {
  const codes = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (c) => (text += c));
      stream.on('end', () => {
        const code = /\b(\d{6})\b/.exec(text.slice(text.indexOf('\r\n\r\n')))?.[1];
        for (const r of session.envelope.rcptTo) if (code) codes.set(r.address.toLowerCase(), code);
        done();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        /** The code mailed to `email` after `since` was taken (undefined before). */
        take: (email) => {
          const code = codes.get(email);
          codes.delete(email);
          return code;
        },
        close: () => new Promise((r) => server.close(r)),
      }),
    );
  });
}

export async function startServer({ serverJs, port, env }) {
  let log = '';
  const child = spawn(process.execPath, [serverJs], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c) => (log = (log + c).slice(-20_000)));
  child.stderr.on('data', (c) => (log = (log + c).slice(-20_000)));
  const exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited on start-up:\n${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready in 120 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, exited, log: () => log };
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const median = (xs) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
