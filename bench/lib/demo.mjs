// A fresh embedded database with the demo data, served by the built server
// with its own SMTP sink, and a signed-in ADMIN session: what the web checks
// on the demo data (lighthouse.mjs, web-profile.mjs) start from.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailbox } from './mailbox.mjs';
import { signIn, startServer } from './server.mjs';

const admin = { email: 'bench-admin@care.ug', password: 'bench-password-2026' };

export async function startDemo({ port, smtpPort }) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'care-demo-'));
  const mailbox = await startMailbox(smtpPort);
  const server = await startServer({
    port,
    env: {
      DATABASE_URL: '',
      DATA_DIR: work,
      SEED_DEMO: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
  return {
    base: server.base,
    session: await signIn(server.base, mailbox, admin.email, admin.password),
    async stop() {
      await server.stop();
      await mailbox.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
