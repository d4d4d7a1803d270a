import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Where the SMTP sink drops each message (one .eml file a message). */
export const E2E_MAIL_DIR = path.join(os.tmpdir(), `care-e2e-mail-${E2E_PORT}`);
export const ADMIN = { email: 'e2e.admin@care.ug', password: 'e2e-Admin-pass-42' };

const here = path.dirname(fileURLToPath(import.meta.url));
/** The signed-in admin's browser state, shared by the staff tests. */
// One file per port, so two runs on one machine never share a session.
export const AUTH_FILE = path.join(here, `../.auth/admin-${E2E_PORT}.json`);
/** Playwright's JSON report in CI; a second run beside the first names its own. */
export const RESULTS_FILE =
  process.env.E2E_RESULTS_FILE ?? path.join(here, '../test-results/results.json');
