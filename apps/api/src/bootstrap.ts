import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { hashPassword } from './lib/password.ts';
import { seedDemo } from './demo-seed.ts';
import { createStaffRepo } from './modules/staff/staff.repo.ts';

/** APP_SECRET, or one generated once and kept (mode 600) in DATA_DIR. */
export function loadSecret(config: Config): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  const file = path.join(config.DATA_DIR, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const DEMO_ADMIN_EMAIL = 'admin@care.ug';

/**
 * ruling 9: with no staff account yet, create the first ADMIN from
 * ADMIN_EMAIL / ADMIN_PASSWORD, or a demo admin whose credentials are printed
 * once. Answers whether the database was new (no staff at all).
 */
export async function ensureFirstAdmin(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const staff = createStaffRepo(db);
  if ((await staff.count()) > 0) return false;
  const email = config.ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL;
  const password = config.ADMIN_PASSWORD ?? randomBytes(9).toString('base64url');
  await staff.insert({
    name: config.ADMIN_EMAIL ? 'Administrator' : 'Demo Admin',
    email: email.toLowerCase(),
    role: 'ADMIN',
    passwordHash: await hashPassword(password),
  });
  if (config.ADMIN_PASSWORD) {
    log.info({ email }, 'first ADMIN account created from ADMIN_EMAIL / ADMIN_PASSWORD');
  } else {
    // Printed once, on purpose, outside the structured log.
    process.stdout.write(
      `\n  Demo admin created. Sign in at http://localhost:${config.PORT}\n` +
        `    e-mail:   ${email}\n    password: ${password}\n` +
        `  (shown only this once; the one-time code appears in this log unless SMTP_URL is set)\n\n`,
    );
  }
  return true;
}

export async function maybeSeed(db: Db, config: Config, isNew: boolean, log: FastifyBaseLogger) {
  // On by default for a new embedded database (API.md); opt-in on PostgreSQL.
  const wanted = config.SEED_DEMO ?? (!config.DATABASE_URL && isNew);
  if (!wanted || !isNew) return;
  const started = Date.now();
  const counts = await seedDemo(db, { seed: 20261122 });
  log.info({ counts, ms: Date.now() - started }, 'demo data seeded');
}
