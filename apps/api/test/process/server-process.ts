import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { stopLeftover } from '../../src/db/embedded-postgres-host.ts';

// The real server (src/server.ts through tsx) in a child process, as it runs
// in production: its own port, environment, signals and exit code. Without
// SMTP_URL the one-time codes are read from its development mailbox log.

/**
 * A new folder in the system's tmp that the embedded PostgreSQL can enter:
 * as root it runs as nobody (ADR 052), and mkdtemp makes folders 0700.
 */
export function reachableTmp(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** The server whose embedded PostgreSQL runs on a folder (DATA_DIR/postgres.owner). */
function ownedBy(folder: string): number | undefined {
  const file = `${folder}.owner`;
  return existsSync(file) ? Number(readFileSync(file, 'utf8')) : undefined;
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };
// Answers of every shape: each test reads the fields it asked for.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any; headers: http.IncomingHttpHeaders };
export type RequestOptions = {
  headers?: Record<string, string>;
  body?: unknown;
  /** The client address (127.0.0.x): rate limits count per address. */
  from?: string;
};

/** One JSON request to /api/v1 of the server on `port`. */
export function send(
  port: number,
  method: string,
  url: string,
  o: RequestOptions = {},
): Promise<Answer> {
  const payload = o.body !== undefined ? JSON.stringify(o.body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api/v1${url}`,
        localAddress: o.from,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...o.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode!, body, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export type Server = {
  port: number;
  base: string;
  child: ChildProcess;
  exited: Promise<Exit>;
  /** Everything the server wrote. */
  output: () => string;
  request: (method: string, url: string, opts?: RequestOptions) => Promise<Answer>;
  /** Signs in through login and verify; one person at most once a minute (the resend window). */
  signIn: (email: string, password: string) => Promise<Record<string, string>>;
  mailsSoFar: () => number;
  codeFor: (email: string, since?: number) => Promise<string>;
  stop: (signal?: NodeJS.Signals) => Promise<Exit>;
};

const API_DIR = path.resolve(import.meta.dirname, '../..');

export async function startServer(opts: {
  port: number;
  env: Record<string, string>;
  /** A build's server.js to run instead of the source (build.mjs with API_OUTFILE). */
  built?: string;
}): Promise<Server> {
  const args = opts.built ? [opts.built] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const mails: { to: string; text: string }[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk;
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('devMailbox')) continue;
      const mail = (JSON.parse(line) as { devMailbox: { to: string; text: string } }).devMailbox;
      mails.push(mail);
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${opts.port}`;

  /** The code in the first mail to `email` from mail number `since` on. */
  async function codeFor(email: string, since = 0): Promise<string> {
    for (let i = 0; i < 200; i++) {
      const mail = mails.slice(since).find((m) => m.to.toLowerCase() === email.toLowerCase());
      const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no code mailed to ${email}`);
  }
  const request: Server['request'] = (method, url, o = {}) => send(opts.port, method, url, o);

  const deadline = Date.now() + 60_000;
  for (;;) {
    const state = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r('wait'), 100)),
    ]);
    if (state !== 'wait') throw new Error(`server exited on start-up: ${out}`);
    try {
      if ((await fetch(`${base}/api/v1/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready after 60 s: ${out}`);
  }

  return {
    port: opts.port,
    base,
    child,
    exited,
    output: () => out,
    request,
    mailsSoFar: () => mails.length,
    codeFor,
    async signIn(email, password) {
      const before = mails.length;
      const login = await request('POST', '/auth/login', { body: { email, password } });
      if (login.status !== 200)
        throw new Error(`login ${login.status}: ${JSON.stringify(login.body)}`);
      const code = await codeFor(email, before);
      const verify = await request('POST', '/auth/verify', { body: { email, code } });
      if (verify.status !== 200)
        throw new Error(`verify ${verify.status}: ${JSON.stringify(verify.body)}`);
      return { authorization: `Bearer ${verify.body.data.token}` };
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const exit = await exited;
      // A server killed (SIGKILL) leaves its embedded PostgreSQL running, as
      // in production; the next start stops it, and so does a test's end.
      const folder = opts.env.DATA_DIR && path.join(opts.env.DATA_DIR, 'postgres');
      if (!opts.env.DATABASE_URL && folder && ownedBy(folder) === child.pid)
        await stopLeftover(folder, () => {});
      return exit;
    },
  };
}

export type SmsRow = { result: string; attempts: number; gatewayMessageId: string | null };

/**
 * The server's SMS rows (GET /sms/messages?channel=sms), asked again until
 * `done` says they are as awaited; fails with the last rows after `ms`.
 */
export async function smsRowsWhen(
  s: Server,
  headers: Record<string, string>,
  done: (rows: SmsRow[]) => boolean,
  ms = 20_000,
): Promise<SmsRow[]> {
  let rows: SmsRow[] = [];
  for (
    const end = Date.now() + ms;
    Date.now() < end;
    await new Promise((r) => setTimeout(r, 200))
  ) {
    const list = await s.request('GET', '/sms/messages?channel=sms', { headers });
    rows = (list.body?.data?.rows ?? []) as SmsRow[];
    if (done(rows)) return rows;
  }
  throw new Error(`the SMS rows did not come as awaited: ${JSON.stringify(rows)}`);
}
