import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { createClusterDatabase } from './cluster-db.ts';
import { startServer, type Answer, type Server } from './server-process.ts';

// Two server processes on one database of the private cluster, sharing
// APP_SECRET (the one-time code key) as a load-balanced deployment must.

export const ADMIN = { email: 'pair.admin@care.ug', password: 'Two-servers-2026' };
// high enough for the sign-ins of a test file from 127.0.0.1, low enough to reach
export const LIMIT = 20;
/** The limit's window, given to both servers: windows start at multiples of it (rate-limit.ts). */
export const WINDOW_MS = 5 * 60_000;

export async function startPair(ports: [number, number], env: Record<string, string> = {}) {
  const db = await createClusterDatabase('care_pair');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'care-pair-'));
  const shared = {
    DATABASE_URL: db.url,
    DATA_DIR: dir,
    APP_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT_MAX: String(LIMIT),
    AUTH_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
    ...env,
  };
  // both at once, as a deployment would start them
  const [a, b] = await Promise.all(ports.map((port) => startServer({ port, env: shared })));
  return {
    a: a!,
    b: b!,
    db,
    async stop() {
      await Promise.all([a!.stop(), b!.stop()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Wrong passwords for one e-mail from one client address, alternating
 * between the servers: the limit counts them together, so attempt LIMIT + 1
 * is refused whichever server gets it.
 */
export async function expectSharedLimit(a: Server, b: Server, from: string) {
  // All attempts in one window: one that ends within 20 s is waited out (a
  // window that turned mid-run split the count, so none was refused: CI of 30 Nov).
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 250));
  const email = `limited.${randomBytes(3).toString('hex')}@care.ug`;
  const answers: Answer[] = [];
  for (let i = 0; i < LIMIT + 2; i++) {
    const server = i % 2 === 0 ? a : b;
    answers.push(
      await server.request('POST', '/auth/login', {
        from,
        body: { email, password: 'wrong-password' },
      }),
    );
  }
  expect(answers.map((r) => r.status)).toEqual([
    ...Array.from({ length: LIMIT }, () => 401),
    429,
    429,
  ]);
  const refused = answers[LIMIT]!;
  expect(refused.body).toEqual({
    status: 'failed',
    error: 'Too many attempts, please wait and try again',
  });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
}
