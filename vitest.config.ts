import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run covers the contract, the API and the web app. The API suite
// runs once, on PostgreSQL: TEST_DATABASE_URL's, else the embedded one (ADR 007).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on this 2-core
    // machine that ran every file one after another (24.6 min, 1.1 cores
    // busy). The main process mostly waits, so every core runs a file.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: ['packages/contract', 'apps/api', 'apps/api/vitest.process.config.ts', 'apps/web'],
  },
});
