import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { expect } from 'vitest';
import { carryOverPglite } from '../../src/db/carry-over.ts';
import { openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { withClient } from '../../src/db/one-client.ts';
import { contents, type Contents, type Queryable } from '../../src/db/pglite-upgrade.ts';
import { seedDemo } from '../../src/demo-seed.ts';
import { fingerprint, type Fingerprint } from '../db-fingerprint.ts';
import { withDatabase } from '../global-setup.ts';

// The helpers of carry-over.test.ts: sample rows beside the demo's, the
// demo-seeded PGlite folder each case copies, and the new databases of the
// suite's PostgreSQL each case carries a copy into.

/** Rows of our own beside the demo's: a name beyond ASCII, an amount beyond 2^53, a text with a SET line. */
export async function addSamples(db: Queryable) {
  await db.query(
    `INSERT INTO customers (user_id, firstname, lastname, phonenumber, address, user_type, created_at)
     VALUES ('carry-1', 'Nakato Ñ', 'Ssemwogerere – “Kampala”', '0772000001', 'Plot 5, Ntinda',
             'Individual', '2026-11-22 06:30:00.123456+00')`,
  );
  await db.query(
    `INSERT INTO income_trace (txn_date, product, lead_source, station, payment_method, status,
                               amount, doc_id, summary, user_id, created_at)
     SELECT '2026-02-28', 'Home care', 'Referral', 'Kampala', 'Mobile money', 'Paid',
            9007199254740993, 'RCT-ÑAKATO-1', E'Two lines:\nSET transaction_timeout = 0;', id,
            '2026-02-28 23:59:59.999999+00'
       FROM customers WHERE user_id = 'carry-1'`,
  );
}

/** Those rows, with the last income entry of the demo, as each database answers them. */
export const samples = async (db: Queryable) =>
  (
    await db.query(
      `SELECT c.id, c.firstname, c.lastname, c.created_at, i.id AS income, i.txn_date::text AS day,
              i.amount::text AS amount, i.summary, i.status, i.created_at AS booked
         FROM public.income_trace i JOIN public.customers c ON c.id = i.user_id
        WHERE c.user_id = 'carry-1' OR i.id = (SELECT max(id) - 1 FROM public.income_trace)
        ORDER BY i.id`,
    )
  ).rows;

export const onServer = <T>(at: string, fn: (c: pg.Client) => Promise<T>): Promise<T> =>
  withClient(at, fn, { utc: true });

/** What a target holds: nothing at all after a failure. */
export const heldBy = (target: string) =>
  onServer(target, async (c) => ({
    contents: await contents(c),
    schemas: (
      await c.query<{ s: string }>(
        `SELECT nspname AS s FROM pg_namespace WHERE nspname IN ('drizzle', 'pgboss')`,
      )
    ).rows,
  }));

/** What the demo-seeded folder holds, as every copy carried over must. */
export type Source = { contents: Contents; fingerprint: Fingerprint; samples: unknown[] };

/**
 * A scratch folder with the demo-seeded PGlite folder (the template) in it,
 * and the databases made on the server at `url`, for one test file. The
 * state is in what this returns, not in this module: the API suite loads a
 * module once per worker (isolate: false in vitest.config.ts).
 */
export function carryOverKit(url: string) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'care-carry-over-'));
  const template = path.join(scratch, 'template', 'pgdata');
  const databases: string[] = [];

  /** A new, empty database on the test server, dropped after the file. */
  async function newTarget(): Promise<string> {
    const name = `carry_${randomBytes(6).toString('hex')}`;
    await onServer(url, (c) => c.query(`CREATE DATABASE ${name}`));
    databases.push(name);
    return withDatabase(url, name);
  }

  /** A copy of the demo-seeded PGlite folder, as DATA_DIR/pgdata. */
  function pgliteFolder(name: string): string {
    const dir = path.join(scratch, name, 'pgdata');
    cpSync(template, dir, { recursive: true });
    return dir;
  }

  /** Carries a folder over into a new database: where, what it said, where the folder went. */
  async function carriedOver(dir: string) {
    const target = await newTarget();
    const said: string[] = [];
    const aside = await carryOverPglite({ pgliteDir: dir, url: target, log: (m) => said.push(m) });
    return { target, said, aside };
  }

  /**
   * Carries a copy of the folder over into a new database that `sabotage` (SQL
   * run on it first, with a schema sabotage) makes fail, and expects the
   * failure `reason` and that nothing changed: the folder, the database.
   */
  async function sabotaged(sabotage: string, reason: string) {
    const dir = pgliteFolder(`sabotaged-${databases.length}`);
    const target = await newTarget();
    await onServer(target, (c) => c.query(`CREATE SCHEMA sabotage; ${sabotage}`));
    await expect(carryOverPglite({ pgliteDir: dir, url: target, log: () => {} })).rejects.toThrow(
      `The carry-over of the embedded database failed and changed nothing (${dir} is as it was): ${reason}`,
    );
    expect(readdirSync(path.dirname(dir))).toEqual(['pgdata']);
    expect(await heldBy(target)).toEqual({ contents: {}, schemas: [] });
    return { dir, target };
  }

  /** Seeds the template (migrations, the demo, the sample rows): what it then holds. */
  async function seedTemplate(): Promise<Source> {
    const database = await openDatabase({ kind: 'pglite', dataDir: template });
    const pglite = (database.db as unknown as { $client: Queryable }).$client;
    try {
      await runMigrations(database);
      await seedDemo(database.db, { seed: 7 });
      await addSamples(pglite);
      // fingerprint() folds the ledger's totals first: the copies start folded
      const print = await fingerprint(database.db);
      return {
        contents: await contents(pglite),
        fingerprint: print,
        samples: await samples(pglite),
      };
    } finally {
      await database.close();
    }
  }

  /** Removes the scratch folder and drops the databases made. */
  async function cleanUp() {
    rmSync(scratch, { recursive: true, force: true });
    if (databases.length > 0)
      await onServer(url, async (c) => {
        for (const name of databases) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
  }

  return { scratch, newTarget, pgliteFolder, carriedOver, sabotaged, seedTemplate, cleanUp };
}
