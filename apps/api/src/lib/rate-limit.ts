import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import { MSG } from '@app/contract';

export type RateLimiter = {
  /** Counts one hit on each key; throws 429 with Retry-After when any is over the limit. */
  hit: (keys: string[]) => Promise<void>;
  prune: () => Promise<void>;
};

// Fixed windows counted in the database, so every server process on the same
// database shares the limits.
export function createRateLimiter(db: Db, opts: { max: number; windowMs: number }): RateLimiter {
  return {
    async hit(keys) {
      const now = Date.now();
      const windowStart = new Date(now - (now % opts.windowMs));
      let over = false;
      for (const key of keys) {
        const [row] = await db
          .insert(rateLimits)
          .values({ key, windowStart, count: 1 })
          .onConflictDoUpdate({
            target: [rateLimits.key, rateLimits.windowStart],
            set: { count: sql`${rateLimits.count} + 1` },
          })
          .returning({ count: rateLimits.count });
        if (row && row.count > opts.max) over = true;
      }
      if (over) {
        const retryAfter = Math.ceil((windowStart.getTime() + opts.windowMs - now) / 1000);
        throw new AppError(429, MSG.tooManyAttempts, undefined, {
          'retry-after': String(Math.max(1, retryAfter)),
        });
      }
    },
    async prune() {
      await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, new Date(Date.now() - 2 * opts.windowMs)));
    },
  };
}
