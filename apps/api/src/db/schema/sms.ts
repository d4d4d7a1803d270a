import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './common.ts';
import { staffUsers } from './auth.ts';

/**
 * The automatic messages' texts and whether each is on (Admin, issue 24),
 * one row an event, written by the migration with their first texts.
 */
export const smsTemplates = pgTable('sms_templates', {
  event: text('event').primaryKey(),
  text: text('text').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: uuid('updated_by').references(() => staffUsers.id),
  updatedAt: ts('updated_at'),
});
