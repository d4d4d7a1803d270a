import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: {
      // Made by vite-plugin-pwa at build time; tests use a stand-in they control.
      'virtual:pwa-register/react': fileURLToPath(
        new URL('src/test/pwa-register.ts', import.meta.url),
      ),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // jsdom with MUI and user-event typing is slow on a loaded 2-core machine.
    testTimeout: 20_000,
    // As in the API project: vitest 5 takes a project's own maxWorkers, and
    // without it ran the web files one after another (1.1 cores busy).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
