import { createClient } from '@redis/client';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { MSG } from '@app/contract';

export type RateLimiter = {
  /**
   * Counts one hit on each key; throws 429 with Retry-After when any is over
   * the limit. Answers the window the hits were counted in (for `refund`).
   */
  hit: (keys: string[]) => Promise<number>;
  /**
   * Takes back one hit of `hit` on these keys, when it was counted in that
   * window (a later window starts at 0 anyway): a successful sign-in does not
   * count against its client address (issue 20.11).
   */
  refund: (keys: string[], windowStart: number) => Promise<void>;
  prune: () => Promise<void>;
  close: () => Promise<void>;
};
type Window = { max: number; windowMs: number };
const delay = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

/** The fixed window a moment falls in, and the 429 for a key counted over the limit. */
function windowOf(opts: Window, now = Date.now()) {
  const start = now - (now % opts.windowMs);
  return {
    start,
    tooMany: () =>
      new AppError(429, MSG.tooManyAttempts, undefined, {
        'retry-after': String(Math.max(1, Math.ceil((start + opts.windowMs - now) / 1000))),
      }),
  };
}

// Fixed windows counted in the database, so every server process on the same
// database shares the limits (ADR 003).
export function createRateLimiter(db: Db, opts: Window): RateLimiter {
  return {
    async hit(keys) {
      const window = windowOf(opts);
      let over = false;
      for (const key of keys) {
        const [row] = await db
          .insert(rateLimits)
          .values({ key, windowStart: new Date(window.start), count: 1 })
          .onConflictDoUpdate({
            target: [rateLimits.key, rateLimits.windowStart],
            set: { count: sql`${rateLimits.count} + 1` },
          })
          .returning({ count: rateLimits.count });
        if (row && row.count > opts.max) over = true;
      }
      if (over) throw window.tooMany();
      return window.start;
    },
    async refund(keys, windowStart) {
      if (windowOf(opts).start !== windowStart || keys.length === 0) return;
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(
          and(inArray(rateLimits.key, keys), eq(rateLimits.windowStart, new Date(windowStart))),
        );
    },
    async prune() {
      await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, new Date(Date.now() - 2 * opts.windowMs)));
    },
    async close() {},
  };
}

/**
 * The same windows in Redis when REDIS_URL is set (ADR 011): one INCR
 * per key, expiring with its window, shared by every process on that Redis.
 * Commands fail at once while Redis is unreachable (no offline queue), and
 * the error handler answers 503, as for the database.
 */
export function createRedisRateLimiter(
  url: string,
  opts: Window & { prefix: string },
): RateLimiter {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  // errors reach the request that needed Redis; the client reconnects by itself
  client.on('error', () => {});
  const connected = client.connect().catch(() => {});
  return {
    async hit(keys) {
      // right after start-up, give the first connection a moment; after that
      // an unreachable Redis fails at once (503) rather than holding sign-ins
      if (!client.isReady) await Promise.race([connected, delay(2_000)]);
      const window = windowOf(opts);
      let over = false;
      for (const key of keys) {
        const name = `${opts.prefix}rate:${key}:${window.start}`;
        const [count] = await client
          .multi()
          .incr(name)
          .pExpire(name, 2 * opts.windowMs)
          .exec();
        if (Number(count) > opts.max) over = true;
      }
      if (over) throw window.tooMany();
      return window.start;
    },
    async refund(keys, windowStart) {
      if (windowOf(opts).start !== windowStart || keys.length === 0) return;
      // One round trip; only keys that still live and count above 0 go down
      // (a DECR of a missing key would make it -1, forever).
      await client.eval(
        "for _, k in ipairs(KEYS) do if (tonumber(redis.call('get', k)) or 0) > 0 then redis.call('decr', k) end end return 0",
        { keys: keys.map((key) => `${opts.prefix}rate:${key}:${windowStart}`) },
      );
    },
    async prune() {},
    async close() {
      // also stops a reconnect loop; a client that is already closed throws
      try {
        client.destroy();
      } catch {
        // closed already
      }
    },
  };
}
