import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { ensureFirstAdmin, loadSecret, maybeSeed } from './bootstrap.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { oneServerAtATime, runMigrations } from './db/migrate.ts';
import { openEmbedded } from './db/open-embedded.ts';
import type { Telemetry } from './telemetry.ts';

/**
 * The server itself, loaded by server.ts once tracing (when configured) has
 * its hooks in place: opens and migrates the database, builds the app,
 * listens, and shuts down on SIGTERM or SIGINT.
 */
export async function serve(config: Config, logger: Logger, telemetry?: Telemetry) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webRoot = config.WEB_DIST ?? path.resolve(here, '../../web/dist');

  const database = config.DATABASE_URL
    ? await openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        max: config.DATABASE_POOL_MAX,
      })
    : await openEmbedded({
        dataDir: config.DATA_DIR,
        poolMax: config.DATABASE_POOL_MAX,
        log: (message) => logger.warn(message),
        info: (message) => logger.info(message),
        // Nothing can be served without it: the service manager (or the user) starts again.
        onCrash: (message) => {
          logger.fatal(message);
          process.exit(1);
        },
      });
  await oneServerAtATime(database, () => runMigrations(database));

  const app = await buildApp({
    config,
    database,
    secret: loadSecret(config),
    loggerInstance: logger,
    webRoot,
  });
  await oneServerAtATime(database, async () => {
    const isNew = await ensureFirstAdmin(database.db, config, app.log);
    await maybeSeed(database.db, config, isNew, app.log);
  });

  // The embedded database is this process's alone: `npm run backup` and
  // `npm run restore` refuse while this file names a live server.
  const pidFile = config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'server.pid');

  // Graceful shutdown: stop taking requests, let those in flight finish (10 s
  // at most, then their connections are cut), close the database, send the
  // last spans (tracing on), exit 0.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const cut = setTimeout(() => {
        app.log.warn('requests still running after 10 s: closing their connections');
        app.server.closeAllConnections();
      }, 10_000);
      // should closing itself hang, leave anyway
      setTimeout(() => process.exit(1), 15_000).unref();
      void app
        .close()
        .then(() => {
          clearTimeout(cut);
          return database.close();
        })
        .then(() => {
          if (pidFile) rmSync(pidFile, { force: true });
          app.log.info('database closed, exiting');
          return telemetry?.shutdown();
        })
        .then(() => process.exit(0))
        .catch((err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        });
    });
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ node: process.version }, 'running on Node %s', process.version);
  if (pidFile) writeFileSync(pidFile, String(process.pid));
}
