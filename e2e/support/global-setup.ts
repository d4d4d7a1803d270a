import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { ADMIN, E2E_BASE_URL, E2E_MAIL_DIR, E2E_PORT, E2E_SMTP_PORT } from './env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A local SMTP sink: every message lands as a file the tests read. */
function startSmtpSink(): Promise<SMTPServer> {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const name = `${Date.now()}-${String(++n).padStart(4, '0')}-${to}.eml`;
        writeFileSync(path.join(E2E_MAIL_DIR, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve(server));
  });
}

/**
 * The server's first start makes a new embedded database and seeds the demo
 * data: alone, 10 to 20 s; on a loaded CI machine (ADR 041) it took over
 * 60 s once. 3 minutes, then it counts as broken.
 */
const READY_MS = 180_000;

async function waitForReady(child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${E2E_BASE_URL}/api/v1/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready in ${READY_MS / 1000} s:\n${output()}`);
}

export default async function globalSetup() {
  // E2E_SERVER_JS and WEB_DIST point at a build of its own (scripts/e2e-isolated.sh).
  const serverJs = process.env.E2E_SERVER_JS ?? path.join(root, 'apps/api/dist/server.js');
  const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!existsSync(serverJs) || !existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('Build first: npm run build (npm run test:e2e does it)');
  }
  const smtp = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'care-e2e-data-'));
  // As root the embedded PostgreSQL runs as nobody (ADR 052): mkdtemp's 0700 would keep it out.
  chmodSync(dataDir, 0o755);
  let log = '';
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // E2E_DATABASE_URL: the same journeys on a PostgreSQL database (scripts/test-all.mjs).
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'care-e2e@localhost',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  await waitForReady(child, () => log);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await new Promise<void>((r) => smtp.close(() => r()));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
