import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/demo-seed.ts';
import { fingerprint, type Fingerprint } from '../db-fingerprint.ts';
import { reachableTmp, startServer, type Server } from './server-process.ts';

// The helpers of backup-restore.test.ts: `npm run backup` and `npm run
// restore` in a folder of their own, the built server (npm run build -w
// @app/api) on an embedded PostgreSQL, and the seeded database's fingerprint.
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const BUILT = path.resolve(import.meta.dirname, '../../dist/server.js');
const PORT = 3381;
export const ADMIN = { email: 'backup.admin@care.ug', password: 'Back-up-2026-ok' };
const APP_SECRET = randomBytes(32).toString('hex');
export const work = reachableTmp('care-backup-');

/**
 * The built server serve() started, until stop() or the end of the case
 * (stopServer()). Imported, it reads as it is now.
 */
export let server: Server | undefined;

/** Stops the server a case left running: after each case. */
export async function stopServer() {
  await server?.stop();
  server = undefined;
}

export function run(script: 'backup' | 'restore', env: Record<string, string>, file?: string) {
  return spawnSync(process.execPath, [`scripts/${script}.mjs`, ...(file ? [file] : [])], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', BACKUP_DIR: path.join(work, 'backups'), ...env },
    encoding: 'utf8',
  });
}

export function npmRun(script: 'backup' | 'restore', env: Record<string, string>, file?: string) {
  const out = run(script, env, file);
  expect(out.status, `${script}: ${out.stdout}${out.stderr}`).toBe(0);
  return out.stdout;
}

/** The built server on the embedded PostgreSQL in `dataDir`. */
export async function serve(dataDir: string) {
  server = await startServer({
    port: PORT,
    built: BUILT,
    env: {
      DATA_DIR: dataDir,
      APP_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  return server;
}

/** Stops the server as a service manager does (SIGTERM), which stops its database. */
export async function stop() {
  expect(await server!.stop()).toEqual({ code: 0, signal: null });
  server = undefined;
}

export async function writeTip(headers: Record<string, string>, title: string) {
  const body = { title, subtitle: 'Backups', details: 'Kept', category: 'General' };
  expect((await server!.request('POST', '/healthtips', { headers, body })).status).toBe(201);
}

export async function tips(headers: Record<string, string>): Promise<string[]> {
  const res = await server!.request('GET', '/healthtips?limit=100', { headers });
  expect(res.status).toBe(200);
  return (res.body.data.rows as { title: string }[]).map((t) => t.title).sort();
}

export async function seeded(database: Database): Promise<Fingerprint> {
  await runMigrations(database);
  await seedDemo(database.db, { seed: 11 });
  return fingerprint(database.db);
}

export async function fingerprintOf(open: () => Promise<Database>) {
  const database = await open();
  try {
    return await fingerprint(database.db);
  } finally {
    await database.close();
  }
}

export const report = (what: string, fp: Fingerprint) => {
  const rows = Object.values(fp).reduce((n, t) => n + t.rows, 0);
  console.info(
    `backup round-trip (${what}): ${Object.keys(fp).length} tables, ${rows} rows, every count and checksum equal`,
  );
};

/** Where a backup without a file name of its own went. */
export const backedUpTo = (said: string) => /^Backed up \S+ to (\S+)$/m.exec(said)?.[1] ?? '';
