import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp, LOG_REDACT } from './app.ts';
import { ensureFirstAdmin, loadSecret, maybeSeed } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL, redact: LOG_REDACT });

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = config.WEB_DIST ?? path.resolve(here, '../../web/dist');

const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pgdata') },
);
await runMigrations(database);

const app = await buildApp({
  config,
  database,
  secret: loadSecret(config),
  loggerInstance: logger,
  webRoot,
});
const isNew = await ensureFirstAdmin(database.db, config, app.log);
await maybeSeed(database.db, config, isNew, app.log);

// Graceful shutdown: stop taking requests, finish those in flight (10 s at
// most), close the database, exit 0.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
