import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CARE_MESSAGE_CATEGORIES,
  CARE_MESSAGE_LAST_HOUR,
  CUSTOMER_LANGUAGES,
  DEFAULT_CARE_MESSAGE_SETTINGS,
} from '@app/contract';
import { id, timestamps, ts } from './common.ts';
import { staffUsers } from './auth.ts';

const literals = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/**
 * Issue 42 (ADR 057): the library of messages for each week: a message of
 * a group (Pregnancy, Postnatal, Baby, Reminder) and a week, its place among
 * that week's messages; its texts by language in care_message_texts.
 */
export const careMessages = pgTable(
  'care_messages',
  {
    id: id(),
    category: text('category', { enum: CARE_MESSAGE_CATEGORIES }).notNull(),
    week: integer('week').notNull(),
    position: integer('position').notNull(),
    createdBy: uuid('created_by').references(() => staffUsers.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('care_messages_week_key').on(t.category, t.week, t.position),
    check(
      'care_messages_category_check',
      sql`${t.category} IN (${literals(CARE_MESSAGE_CATEGORIES)})`,
    ),
  ],
);

/**
 * A message's text in one language (ICU message format). English is the
 * one every message has; a language with no row is sent in English.
 * `updated_at` is the version a translator's edit is based on.
 */
export const careMessageTexts = pgTable(
  'care_message_texts',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => careMessages.id, { onDelete: 'cascade' }),
    language: text('language', { enum: CUSTOMER_LANGUAGES }).notNull(),
    text: text('text').notNull(),
    updatedBy: uuid('updated_by').references(() => staffUsers.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.language] }),
    check(
      'care_message_texts_language_check',
      sql`${t.language} IN (${literals(CUSTOMER_LANGUAGES)})`,
    ),
  ],
);

/**
 * The library's sending rules, one row (id 1): on or off, stage messages a
 * person gets in any 7 days, the hour (Kampala) the day's messages go from.
 * `library_filled_at`: when the shipped English library was written (once:
 * a message an ADMIN deleted is not written again).
 */
export const careMessageSettings = pgTable(
  'care_message_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(DEFAULT_CARE_MESSAGE_SETTINGS.enabled),
    perWeek: integer('per_week').notNull().default(DEFAULT_CARE_MESSAGE_SETTINGS.per_week),
    hour: integer('hour').notNull().default(DEFAULT_CARE_MESSAGE_SETTINGS.hour),
    libraryFilledAt: ts('library_filled_at'),
    updatedBy: uuid('updated_by').references(() => staffUsers.id),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    check('care_message_settings_one_row', sql`${t.id} = 1`),
    check('care_message_settings_per_week_check', sql`${t.perWeek} BETWEEN 1 AND 7`),
    check(
      'care_message_settings_hour_check',
      sql`${t.hour} BETWEEN 7 AND ${sql.raw(String(CARE_MESSAGE_LAST_HOUR))}`,
    ),
  ],
);
