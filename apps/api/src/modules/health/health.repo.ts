import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export function createHealthRepo(db: Db) {
  return {
    /** The cheapest statement that still needs a working connection. */
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}
