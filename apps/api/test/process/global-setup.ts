import type { TestProject } from 'vitest/node';
import { startPrivatePostgres } from './private-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    privatePostgresPort: number;
    privatePostgresDir: string;
  }
}

/** Port 5499 is this suite's; the machine's shared PostgreSQL is never used here. */
export const PRIVATE_PG_PORT = 5499;

export default function setup(project: TestProject) {
  const pg = startPrivatePostgres(PRIVATE_PG_PORT);
  project.provide('privatePostgresPort', pg.port);
  project.provide('privatePostgresDir', pg.dir);
  return () => pg.destroy();
}
