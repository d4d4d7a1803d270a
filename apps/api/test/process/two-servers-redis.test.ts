import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSharedLimit, startPair } from './two-servers.ts';

// Issue 11: with REDIS_URL the sign-in limits live in Redis (ADR 011)
// and two servers still share them. Runs when TEST_REDIS_URL names a Redis
// (.ci/run sets it when one answers on 127.0.0.1:6379); keys of this run
// carry their own prefix and are deleted afterwards.
const REDIS_URL = process.env.TEST_REDIS_URL!;
const prefix = `care-test-${randomBytes(4).toString('hex')}:`;
const redis = createClient({ url: REDIS_URL });
let pair: Awaited<ReturnType<typeof startPair>>;

beforeAll(async () => {
  await redis.connect();
  pair = await startPair([3395, 3396], { REDIS_URL, REDIS_PREFIX: prefix });
});
afterAll(async () => {
  await pair?.stop();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(keys);
  redis.destroy();
});

describe('two servers, one Redis for the rate limits', () => {
  it('share the sign-in limit through Redis, not the database', async () => {
    await expectSharedLimit(pair.a, pair.b, '127.0.0.22');
    const rows = await pair.db.query<{ n: number }>(`select count(*)::int as n from rate_limits`);
    expect(rows[0]!.n).toBe(0);
    const keys = await redis.keys(`${prefix}rate:*`);
    expect(keys.some((k) => k.startsWith(`${prefix}rate:auth:ip:127.0.0.22:`))).toBe(true);
    // each window's counter expires by itself
    expect(await redis.pTTL(keys[0]!)).toBeGreaterThan(0);
  });
});
