import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedSql } from '../db/prepared-sql.ts';
import { dataChangeHorizon, dataChanges } from '../db/schema/index.ts';
import { ugandaToday } from '../db/uganda-time.ts';

// ADR 055: whether the data an answer was read from has changed since. The
// triggers of migration 0039 note each transaction that changed an area's
// data in data_changes; an answer read in a snapshot is still right while
// no such transaction is visible now that was not visible in that snapshot.

const p = (name: string) => sql.placeholder(name);

/**
 * For a statement that reads an answer to keep: the snapshot it reads in
 * (`snapshot`) and Kampala's today (`today`) as it saw them, as columns.
 */
export const readAsOf = sql`pg_current_snapshot()::text AS snapshot, ${ugandaToday()}::text AS today`;

/** When an answer was read: the snapshot of the statement that read it, and Kampala's day then. */
export type AsOf = { snapshot: string; today: string };

const snapshot = sql`${p('snapshot')}::pg_snapshot`;
const unchangedSince = preparedSql<{ area: string; snapshot: string; today: string }>(
  'data_unchanged_since',
  () => sql`SELECT ${ugandaToday()}::text = ${p('today')}::text
    AND pg_snapshot_xmin(${snapshot}) >= (SELECT ${dataChangeHorizon.horizon} FROM ${dataChangeHorizon})
    AND NOT EXISTS (SELECT 1 FROM ${dataChanges}
      WHERE ${dataChanges.txid} >= pg_snapshot_xmin(${snapshot})
        AND ${dataChanges.area} = ${p('area')}::text
        AND NOT pg_visible_in_snapshot(${dataChanges.txid}, ${snapshot})) AS unchanged`,
);

/**
 * Every transaction below the oldest still running has ended: its rows are
 * forgotten and the horizon moves up to it, in one statement.
 */
const forgetEnded = preparedSql<Record<string, never>>(
  'data_changes_forget',
  () => sql`WITH h AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS horizon),
    gone AS (DELETE FROM ${dataChanges} WHERE ${dataChanges.txid} < (SELECT horizon FROM h) RETURNING 1)
  UPDATE ${dataChangeHorizon} SET horizon = greatest(${dataChangeHorizon.horizon}, (SELECT horizon FROM h))
  RETURNING (SELECT count(*) FROM gone) AS forgotten`,
);

export function createDataChangesRepo(db: Db) {
  return {
    /**
     * Whether an answer of `area` read in `snapshot` on `today` is still
     * what a read now would give: the same day in Kampala, not older than
     * the horizon, and no change of the area committed since.
     */
    async unchangedSince(area: string, asOf: AsOf) {
      const [row] = await unchangedSince(db, { area, ...asOf });
      return row?.unchanged === true;
    },

    /** Forgets the changes of ended transactions; answers how many rows went. */
    async forgetEnded() {
      const [row] = await forgetEnded(db, {});
      return Number(row?.forgotten ?? 0);
    },
  };
}

export type DataChangesRepo = ReturnType<typeof createDataChangesRepo>;
