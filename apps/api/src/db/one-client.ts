import pg from 'pg';

// Plain, erasable TypeScript: `npm run restore` reaches it through
// embedded-postgres.ts, imported as it is (Node strips the types).

/**
 * Runs `fn` on one connection of its own to `url`, closed after whatever
 * happens. A lost connection fails the query in progress; its error event is
 * heard here, so it never ends the process.
 */
export async function withClient<T>(
  url: string,
  fn: (client: pg.Client) => Promise<T>,
  opts: { utc?: boolean } = {},
): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    ...(opts.utc ? { options: '-c TimeZone=UTC' } : {}),
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}
