import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_DB_INT, VISIT_LINK_MAC_CHARS, VISIT_LINK_TOKEN } from '@app/contract';

// Issue 37: the token of a nurse's one-tap check-in link names one nurse
// job, signed so that no one can make the link of another job:
// `<nurseJobId>.<HMAC-SHA256 of the id, first 12 bytes, base64url>`. The key
// is the app's secret's own for this purpose (plugins/keys.ts). 96 bits
// cannot be guessed online; the id in clear keeps the link short for an SMS.

/** The purpose the key is derived for. */
export const VISIT_LINK_KEY = 'visit-link';

const MAC_BYTES = (VISIT_LINK_MAC_CHARS * 3) / 4;

export function createVisitLinkSigner(key: Buffer) {
  const mac = (nurseJobId: number) =>
    createHmac('sha256', key).update(`visit-link:${nurseJobId}`).digest().subarray(0, MAC_BYTES);

  return {
    /** The token of a nurse job's link. */
    sign: (nurseJobId: number): string => `${nurseJobId}.${mac(nurseJobId).toString('base64url')}`,

    /** The nurse job a token names, or null when it is malformed or not ours (compared in constant time). */
    verify(token: string): number | null {
      const m = VISIT_LINK_TOKEN.exec(token);
      if (!m) return null;
      const id = Number(m[1]);
      if (id > MAX_DB_INT) return null;
      const given = Buffer.from(m[2]!, 'base64url');
      const expected = mac(id);
      // 16 base64url characters are exactly 12 bytes (no spare bits: one spelling per token);
      // the length check only keeps timingSafeEqual from throwing
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type VisitLinkSigner = ReturnType<typeof createVisitLinkSigner>;
