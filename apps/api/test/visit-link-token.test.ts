import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_BASE, VISIT_LINK_TOKEN } from '@app/contract';
import type { Db } from '../src/db/client.ts';
import { createVisitLinkSigner } from '../src/modules/visits/visit-link.ts';
import { createVisitLinkService } from '../src/modules/visits/visit-link.service.ts';

// Issue 37: the token of the one-tap check-in link names one nurse job,
// signed with a key of its own (HMAC-SHA256, 12 bytes): short for an SMS,
// and no one can make another job's link, or change this one's.

const signer = createVisitLinkSigner(randomBytes(32));

describe('the visit link token', () => {
  it('is the job id and 16 base64url characters, and verifies to its job', () => {
    for (const id of [1, 42, 2_147_483_647]) {
      const token = signer.sign(id);
      expect(token).toMatch(VISIT_LINK_TOKEN);
      expect(token.split('.')[1]).toHaveLength(16);
      expect(signer.verify(token)).toBe(id);
    }
    // the same job, the same token: the link in an SMS stays good
    expect(signer.sign(42)).toBe(signer.sign(42));
  });

  it("refuses another key's token, a changed character, and another job's signature", () => {
    const token = signer.sign(42);
    expect(createVisitLinkSigner(randomBytes(32)).verify(token)).toBeNull();
    const mac = token.split('.')[1]!;
    for (let i = 0; i < mac.length; i++) {
      const changed = mac.slice(0, i) + (mac[i] === 'A' ? 'B' : 'A') + mac.slice(i + 1);
      expect(signer.verify(`42.${changed}`), changed).toBeNull();
    }
    expect(signer.verify(`43.${mac}`)).toBeNull();
    expect(signer.verify(`042.${mac}`)).toBeNull();
  });

  it('refuses what is not a token at all', () => {
    const mac = signer.sign(42).split('.')[1]!;
    for (const bad of [
      '',
      '42',
      `42.${mac}x`,
      `42.${mac.slice(1)}`,
      `42.${mac.slice(0, -1)}=`,
      `0.${mac}`,
      `-42.${mac}`,
      `99999999999.${mac}`,
      `2147483648.${mac}`,
      ` 42.${mac}`,
    ])
      expect(signer.verify(bad), bad).toBeNull();
  });

  it("goes into the SMS as the public address's page, or not at all without one", () => {
    const db = {} as Db;
    const base = {
      db,
      signer,
      limiter: { hit: async () => 0 },
      record: async () => ({ result: 'repeated' as const }),
    };
    const url = createVisitLinkService({ ...base, publicUrl: 'https://care.example.ug/' }).url(42);
    expect(url).toBe(`https://care.example.ug${API_BASE}/v/${signer.sign(42)}`);
    expect(createVisitLinkService(base).url(42)).toBe('');
  });
});
