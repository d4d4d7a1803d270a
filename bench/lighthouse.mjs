// npm run bench:lighthouse: Lighthouse on its default phone settings (4x CPU
// slowdown, slow 4G) on every main screen, signed in, against a fresh
// embedded database with the demo data: the quick check of issue 21 item 20.
// `npm run bench` runs the same audits on the big PostgreSQL database.
//
// BENCH_PORT (3390), BENCH_SMTP_PORT (2790); BENCH_SERVER another server build.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, ensureTools } from './lib/prepare.mjs';
import { startServer } from './lib/server.mjs';

ensureTools();
if (!process.env.BENCH_SERVER) ensureBuild();
const chromeLauncher = await import('chrome-launcher');
const { default: puppeteer } = await import('puppeteer-core');
const { startMailbox } = await import('./lib/mailbox.mjs');
const { signIn } = await import('./lib/server.mjs');
const { BUDGET } = await import('./lib/report.mjs');
const { auditScreensOnPhone, phoneTable, storeSession } = await import('./lib/web.mjs');

const port = Number(process.env.BENCH_PORT ?? 3390);
const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 2790);
const work = mkdtempSync(path.join(os.tmpdir(), 'care-lighthouse-'));
const admin = { email: 'bench-admin@care.ug', password: 'bench-password-2026' };
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
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const session = await signIn(server.base, mailbox, admin.email, admin.password);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${server.base}/login`);
  await storeSession(page, session);
  const rows = await auditScreensOnPhone(page, chrome.port, server.base);
  await browser.disconnect();
  console.log(
    `\nLighthouse, default phone settings, demo data, load average ${os.loadavg()[0].toFixed(1)}:\n`,
  );
  console.log(phoneTable(rows, BUDGET.phoneLighthouse).join('\n'));
  process.exitCode = rows.every((r) => r.score >= BUDGET.phoneLighthouse) ? 0 : 1;
} finally {
  chrome.kill();
  await server.stop();
  await mailbox.close();
  rmSync(work, { recursive: true, force: true });
}
