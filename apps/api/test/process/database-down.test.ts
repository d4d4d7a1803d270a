import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { isDatabaseDown } from '../../src/plugins/errors.ts';
import { createClusterDatabase } from './cluster-db.ts';

// What the error handler reads as "the database is unavailable" (503) rather
// than a bug (500), on the errors node-postgres really throws. The restart
// test found a connection dying inside a transaction answering 500: the
// ROLLBACK's own error replaced the first one.
const failure = (run: () => Promise<unknown>) =>
  run().then(
    () => undefined,
    (err: unknown) => err,
  );

describe('a database that went away', () => {
  it('a refused connection', async () => {
    const db = await openDatabase({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5498/none',
    });
    const err = await failure(() => db.db.execute(sql`select 1`));
    await db.close();
    expect(err).toBeDefined();
    expect(isDatabaseDown(err)).toBe(true);
  });

  it('a connection ended in the middle of a transaction', async () => {
    const target = await createClusterDatabase('care_down');
    const db = await openDatabase({ kind: 'postgres', url: target.url });
    const killer = new pg.Client({ connectionString: target.url });
    await killer.connect();
    const err = await failure(() =>
      db.db.transaction(async (tx) => {
        const pid = (
          (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          }
        ).rows[0]!.pid;
        await killer.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((r) => setTimeout(r, 200));
        await tx.execute(sql`select 1`);
      }),
    );
    await killer.end();
    await db.close();
    expect(err).toBeDefined();
    expect(isDatabaseDown(err), String(err)).toBe(true);
  });

  it('but not a query that is simply wrong', async () => {
    const target = await createClusterDatabase('care_down');
    const db = await openDatabase({ kind: 'postgres', url: target.url });
    const err = await failure(() => db.db.execute(sql`select * from no_such_table`));
    await db.close();
    expect(err).toBeDefined();
    expect(isDatabaseDown(err)).toBe(false);
  });
});
