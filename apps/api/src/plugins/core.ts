import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    services: Services;
  }
}

/**
 * What every area builds on: the configuration, the open database and the
 * registry the areas' services go into (plugins/services.ts). The database
 * is opened, migrated and closed by the caller (server.ts, the tests).
 */
export const corePlugin = fp<{ config: Config; database: Database }>(
  async (app, opts) => {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    // filled by each area's plugin as it registers
    app.decorate('services', {} as Services);
  },
  { name: 'core' },
);
