import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_MAIL_DIR } from './env.ts';

/**
 * Waits for a message to `to` that arrived after `since` and answers the
 * 6-digit code in it, as a member of staff would read it from their inbox.
 */
export async function readCode(to: string, since: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(E2E_MAIL_DIR)
      .filter((f) => f.endsWith(`-${to}.eml`) && Number(f.split('-')[0]) >= since)
      .sort();
    const last = files.at(-1);
    if (last) {
      const raw = readFileSync(path.join(E2E_MAIL_DIR, last), 'utf8');
      const body = raw.slice(raw.indexOf('\r\n\r\n'));
      const code = /\b(\d{6})\b/.exec(body)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${to}`);
}
