import fp from 'fastify-plugin';
import {
  createRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../platform/rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    limiter: RateLimiter;
  }
}

/**
 * The sign-in attempt counters: in Redis when REDIS_URL is set (shared by
 * every server), else in the database's rate_limits table.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { config, database } = app;
    const window = { max: config.AUTH_RATE_LIMIT_MAX, windowMs: config.AUTH_RATE_LIMIT_WINDOW_MS };
    const limiter = config.REDIS_URL
      ? createRedisRateLimiter(config.REDIS_URL, { ...window, prefix: config.REDIS_PREFIX })
      : createRateLimiter(database.db, window);
    app.addHook('onClose', () => limiter.close());
    app.decorate('limiter', limiter);
  },
  { name: 'rate-limit', dependencies: ['core'] },
);
