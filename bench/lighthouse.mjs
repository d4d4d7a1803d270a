// npm run bench:lighthouse: Lighthouse on its default phone settings (4x CPU
// slowdown, slow 4G) on every main screen, signed in, against a fresh
// embedded database with the demo data: the quick check of issue 21 item 20.
// `npm run bench` runs the same audits on the big PostgreSQL database.
//
// BENCH_PORT (3390), BENCH_SMTP_PORT (2790); BENCH_SERVER another server build;
// BENCH_SCREENS=/a,/b only those screens; BENCH_LIGHTHOUSE_DETAILS=1 their long tasks.
import os from 'node:os';
import { ensureBuild, ensureTools } from './lib/prepare.mjs';

ensureTools();
if (!process.env.BENCH_SERVER) ensureBuild();
const chromeLauncher = await import('chrome-launcher');
const { default: puppeteer } = await import('puppeteer-core');
const { startDemo } = await import('./lib/demo.mjs');
const { BUDGET } = await import('./lib/report.mjs');
const { auditScreensOnPhone, phoneTable, signInAndSettle } = await import('./lib/web.mjs');

const demo = await startDemo({
  port: Number(process.env.BENCH_PORT ?? 3390),
  smtpPort: Number(process.env.BENCH_SMTP_PORT ?? 2790),
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await signInAndSettle(page, demo.base, demo.session);
  const rows = await auditScreensOnPhone(page, chrome.port, demo.base);
  await browser.disconnect();
  console.log(
    `\nLighthouse, default phone settings, demo data, load average ${os.loadavg()[0].toFixed(1)}:\n`,
  );
  console.log(phoneTable(rows, BUDGET.phoneLighthouse).join('\n'));
  process.exitCode = rows.every((r) => r.score >= BUDGET.phoneLighthouse) ? 0 : 1;
} finally {
  chrome.kill();
  await demo.stop();
}
