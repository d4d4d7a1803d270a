import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './common.ts';

/** Fixed-window counters shared by every server process on the database. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
