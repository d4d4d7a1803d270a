import { carryOverPglite } from './carry-over.ts';
import { type Database, openDatabase } from './client.ts';
import { withClient } from './one-client.ts';
import {
  embeddedFolders,
  isEmbeddedPostgresDir,
  startEmbeddedPostgres,
} from './embedded-postgres.ts';

export { embeddedFolders } from './embedded-postgres.ts';

/** No migration ever ran on the database: nothing in it is data. */
const isEmpty = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ empty: boolean }>(
      `SELECT to_regnamespace('drizzle') IS NULL AS empty`,
    );
    return rows[0]!.empty;
  });

/**
 * The default database (no DATABASE_URL): a PostgreSQL 18 this server starts
 * on DATA_DIR/postgres and stops when it closes (ADR 052). A PGlite folder a
 * version before this one left in DATA_DIR is carried over at the first start.
 */
export async function openEmbedded(opts: {
  dataDir: string;
  poolMax?: number;
  log: (message: string) => void;
  /** Hears where the data is, once the database answers. */
  info?: (message: string) => void;
  onCrash?: (message: string) => void;
}): Promise<Database> {
  const folders = embeddedFolders(opts.dataDir);
  const engine = await startEmbeddedPostgres({
    dir: folders.postgres,
    poolMax: opts.poolMax,
    log: opts.log,
    onCrash: opts.onCrash,
  });
  try {
    // Until the carry-over has committed, the new database stays empty: a
    // start after a failed one tries again, and never serves an empty one.
    if (isEmbeddedPostgresDir(folders.pglite)) {
      if (await isEmpty(engine.url))
        await carryOverPglite({ pgliteDir: folders.pglite, url: engine.url, log: opts.log });
      else
        opts.log(
          `${folders.pglite} (PGlite) is left as it is: the server uses ${folders.postgres}. npm run restore puts a PGlite backup back.`,
        );
    }
    const database = await openDatabase({ kind: 'postgres', url: engine.url, max: opts.poolMax });
    opts.info?.(`The embedded PostgreSQL 18 keeps the data in ${folders.postgres}`);
    return {
      ...database,
      async close() {
        await database.close();
        await engine.stop();
      },
    };
  } catch (err) {
    await engine.stop();
    throw err;
  }
}
