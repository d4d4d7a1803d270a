import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** A transaction id as PostgreSQL counts them (xid8), read and written as its text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * ADR 055: which transactions changed the data an answer a server keeps is
 * read from. Statement triggers (migration 0039) add one row per
 * transaction and area (`schedule`: the nurses, their jobs, those jobs'
 * cards and the account statuses the schedule shows; `care-due`, migration
 * 0041: the worklist's steps, its customers and babies); a kept answer is
 * still right while no row of its area committed after the snapshot it was
 * read in (platform/answer-cache.ts).
 */
export const dataChanges = pgTable(
  'data_changes',
  {
    txid: xid8('txid').notNull(),
    area: text('area').notNull(),
  },
  (t) => [primaryKey({ columns: [t.txid, t.area] })],
);

/**
 * The one row saying below which transaction id `data_changes` has been
 * emptied: an answer read in a snapshot older than that is read again.
 */
export const dataChangeHorizon = pgTable(
  'data_change_horizon',
  {
    id: integer('id').primaryKey(),
    horizon: xid8('horizon').notNull(),
  },
  (t) => [check('data_change_horizon_one_row', sql`${t.id} = 1`)],
);
