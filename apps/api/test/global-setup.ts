import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string | null;
  }
}

/**
 * Migrates once, then every test file copies the result: a PGlite data-dir
 * dump, and on PostgreSQL a template database (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'care-api-test-'));
  const database = await openDatabase({ kind: 'pglite' });
  await runMigrations(database);
  const pglite = (
    database.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }
  ).$client;
  const dump = await pglite.dumpDataDir('gzip');
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);

  let pgTemplate: string | null = null;
  const url = process.env.TEST_DATABASE_URL;
  // TEST_DB is set in the project's env, which reaches the workers; the
  // global setup runs in the main process and reads it from the config.
  const wanted = (project.config.env?.TEST_DB ?? process.env.TEST_DB) === 'postgres';
  if (wanted && !url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  if (url && wanted) {
    pgTemplate = `care_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pgTemplate}`);
    await admin.query(`CREATE DATABASE ${pgTemplate}`);
    await admin.end();
    const tpl = await openDatabase({
      kind: 'postgres',
      url: withDatabase(url, pgTemplate),
      max: 1,
    });
    await runMigrations(tpl);
    await tpl.close();
  }
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && pgTemplate) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`care_t_${process.pid}_%`],
      );
      for (const r of rows)
        await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${pgTemplate} WITH (FORCE)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
