import { defineConfig } from 'vitest/config';

// One vitest run covers the contract, the API and the web app. The API suite
// runs a second time on a real PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/api',
      'apps/api/vitest.process.config.ts',
      'apps/web',
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: './apps/api/vitest.config.ts',
              test: { name: 'api-pg', env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
