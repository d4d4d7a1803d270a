import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run covers the contract, the API and the web app. The API suite
// runs a second time on a real PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on this 2-core
    // machine that ran every file one after another (24.6 min, 1.1 cores
    // busy). The main process mostly waits, so every core runs a file.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/contract',
      'apps/api',
      'apps/api/vitest.process.config.ts',
      'apps/web',
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: './apps/api/vitest.config.ts',
              // vitest 5 takes the root from here, not from the config extended.
              root: './apps/api',
              test: { name: 'api-pg', env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
