import { integer, pgSequence, timestamp } from 'drizzle-orm/pg-core';

// Timestamps every record carries. `updatedAt` doubles as the optimistic
// concurrency version (API.md: a stale If-Unmodified-Since answers 409).
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Soft delete marker (ruling 15, 29). */
export const softDelete = {
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
};

// List indexes are ascending on purpose: PostgreSQL walks them backward for
// ORDER BY x DESC, id DESC. Drizzle's .desc() builds DESC NULLS LAST, which an
// ORDER BY x DESC (NULLS FIRST by default) cannot use, so every page sorted
// the whole table.

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Readable, gap-tolerant numbers: CC-2026-000123, BK-2026-000045, SO-2026-000078. */
export const careCardSeq = pgSequence('care_card_seq');
export const bookingSeq = pgSequence('booking_seq');
export const shopOrderSeq = pgSequence('shop_order_seq');
/** Nurses' care numbers: CN-000123. */
export const nurseSeq = pgSequence('nurse_seq');
