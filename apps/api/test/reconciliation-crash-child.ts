import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

// A server whose queue workers take up a statement import and which dies
// (SIGKILL: no shutdown of any kind) once CRASH_AFTER_ROWS rows of import
// CRASH_IMPORT_ID are stored. Run by reconciliation-import-safety.test.ts
// through `node --import tsx`, on its database (CRASH_DATABASE_URL).

const env = process.env;
const importId = Number(env.CRASH_IMPORT_ID);
const afterRows = Number(env.CRASH_AFTER_ROWS);
const database = await openDatabase({ kind: 'postgres', url: env.CRASH_DATABASE_URL! });
const app = await buildApp({
  config: loadConfig({ DATA_DIR: '/nonexistent', QUEUE_WORKERS: 'true', LOG_LEVEL: 'warn' }),
  database,
  secret: randomBytes(32).toString('hex'),
  mailer: { kind: 'log', send: async () => {} },
  logger: false,
});
await app.ready();

for (;;) {
  const result = await database.db.execute(
    sql`SELECT processed_rows FROM statement_imports WHERE id = ${importId}`,
  );
  const [row] = (result as unknown as { rows: { processed_rows: number }[] }).rows;
  if ((row?.processed_rows ?? 0) >= afterRows) process.kill(process.pid, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 5));
}
