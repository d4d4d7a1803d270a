import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

// The API suite runs once, on PostgreSQL: the server TEST_DATABASE_URL names,
// else the product's embedded PostgreSQL, which the global setup starts. Each
// test file gets a copy of one migrated template database (ADR 007).
export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // real server processes: their own project (vitest.process.config.ts)
    exclude: ['test/process/**'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file builds its own app on its own database copy and no file mocks
    // a module, so the modules are loaded once per worker, not once per file:
    // the suite runs in half the time (ADR 027).
    isolate: false,
    // Set here, not only in the root config: vitest 5 ran this project in one
    // worker, one file after another, with the root's maxWorkers alone (26 min
    // in CI instead of 14; seen with ps).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
