import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

// One database per test file in the suite's private cluster.

export const privateUrl = (database = 'postgres') =>
  `postgres://postgres@127.0.0.1:${inject('privatePostgresPort')}/${database}`;

export async function createClusterDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: privateUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = privateUrl(name);
  return {
    name,
    url,
    /** One query on this database, on a connection of its own. */
    async query<T = Record<string, unknown>>(text: string, values: unknown[] = []) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query(text, values)).rows as T[];
      } finally {
        await c.end();
      }
    },
  };
}
