import type { Database } from '../../db/client.ts';
import { createHealthRepo } from './health.repo.ts';

/** Readiness for the load balancer: ready when the database answers. */
export function createHealthService(deps: { database: Database }) {
  const repo = createHealthRepo(deps.database.db);
  return {
    /** Throws (503 by plugins/errors.ts) when the database does not answer. */
    async ready() {
      await repo.ping();
      return { database: deps.database.kind };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
