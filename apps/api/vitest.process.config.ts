import { defineProject } from 'vitest/config';

// Tests of real server processes (signals, restarts, two servers, backups)
// against a private PostgreSQL cluster. Files run one at a time: one of them
// stops and starts that cluster.
export default defineProject({
  test: {
    name: 'api-process',
    root: import.meta.dirname,
    include: ['test/process/**/*.test.ts'],
    // the Redis case needs a Redis: like TEST_DATABASE_URL, .ci/run sets it
    exclude: process.env.TEST_REDIS_URL ? [] : ['test/process/**/*-redis.test.ts'],
    globalSetup: ['./test/process/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
