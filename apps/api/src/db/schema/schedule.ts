import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './common.ts';

/**
 * Issue 27: one row per day the licence digest went out to the ADMINs. The
 * daily check inserts its day first (ON CONFLICT DO NOTHING), so a second
 * run that day, on this server or another, sends nothing.
 */
export const licenceDigests = pgTable('licence_digests', {
  day: date('day').primaryKey(),
  sentAt: ts('sent_at').notNull().defaultNow(),
  expired: integer('expired').notNull(),
  expiring: integer('expiring').notNull(),
  /** The ADMIN addresses it went to, comma separated. */
  recipients: text('recipients').notNull(),
});
