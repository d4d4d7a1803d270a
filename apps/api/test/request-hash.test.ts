import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requestHash } from '../src/platform/request-hash.ts';

// The idempotency key's request hash (issue 36): a long string is hashed a
// piece at a time, and the hash is the one of the whole body written at once
// as JSON with sorted keys, so a key stored before the change still matches.

/** The body as JSON with sorted keys, written at once. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${sortedJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
const atOnce = (method: string, path: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${path} ${sortedJson(body)}`)
    .digest('hex');

describe('requestHash', () => {
  it('is the hash of the body as sorted JSON written at once, for small bodies', async () => {
    const body = { z: 1, a: ['x', null, { d: true, c: 'é"\n' }], m: undefined };
    expect(await requestHash('POST', '/jobcards', body)).toBe(atOnce('POST', '/jobcards', body));
    expect(await requestHash('POST', '/x', undefined)).toBe(atOnce('POST', '/x', undefined));
  });

  it('is the same for a long string cut into pieces, a character across a cut kept whole', async () => {
    // an emoji (two UTF-16 units) straddling each 64 K boundary, quotes, line breaks and a lone surrogate
    const unit = `${'a'.repeat(64 * 1024 - 1)}😀"\n\\\ud800x`;
    const content = unit.repeat(40);
    const body = { provider: 'MTN', content, fileName: 'nov.csv' };
    expect(await requestHash('POST', '/reconciliation/imports', body)).toBe(
      atOnce('POST', '/reconciliation/imports', body),
    );
  });

  it('tells apart bodies that differ in one character of a long string', async () => {
    const a = 'x'.repeat(300_000);
    const b = `${a.slice(0, 200_000)}y${a.slice(200_001)}`;
    expect(await requestHash('POST', '/p', { content: a })).not.toBe(
      await requestHash('POST', '/p', { content: b }),
    );
  });
});
