import { defineConfig } from '@playwright/test';
import { AUTH_FILE, E2E_BASE_URL, RESULTS_FILE } from './support/env.ts';

// Journeys a member of staff makes, in Debian's chromium (never a downloaded
// browser), against the built app on a fresh embedded database, with the
// one-time code read from a local SMTP sink. See support/global-setup.ts.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Journeys, not timings (those are in bench/): generous limits, so a slow or
  // busy 2-core machine (axe scans took three times as long on one) still
  // finishes them, while a screen that never shows still fails. A CI run of
  // 2026-11-26 on a machine about twice as slow as usual took 66 s for a
  // 19 s journey (communication.spec.ts, the message dialog): 90 s.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // In CI a journey that fails runs once more; one that then passes is
  // reported as flaky, by name, above the summary (ADR 047). Locally never.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: RESULTS_FILE }]] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    // A trace is recorded for every journey and kept for the failed ones:
    // about a fifth of the run's time (9 journeys: 2.3 min with, 1.8 without).
    // CI reports by its log and the failure's screenshot, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Signs in once through the real screens and keeps the session for the rest.
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts/ },
    { name: 'guest', testMatch: /guest.*\.spec\.ts/ },
    {
      name: 'staff',
      testMatch: /staff\/.*\.spec\.ts/,
      dependencies: ['sign-in'],
      use: { storageState: AUTH_FILE },
    },
    // Logging out revokes the shared session, so it runs after everything else.
    {
      name: 'log-out',
      testMatch: /log-out\.spec\.ts/,
      dependencies: ['staff'],
      use: { storageState: AUTH_FILE },
    },
  ],
});
