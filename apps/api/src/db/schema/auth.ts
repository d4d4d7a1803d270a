import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@app/contract';
import { timestamps, ts } from './common.ts';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
    /** Set by an admin's create or reset (a temporary password): the next sign-in must change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Wrong one-time codes in a row; 10 lock code sign-in (issue 20.9), a sign-in clears them. */
    codeFailures: integer('code_failures').notNull().default(0),
    /** Code sign-in refused until then (stored here, so every server on the database sees it). */
    codeLockedUntil: ts('code_locked_until'),
    lastLoginAt: ts('last_login_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('staff_users_email_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** One live code per staff user: a new login replaces the old one. */
export const otpCodes = pgTable('otp_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  id: uuid('id').notNull().defaultRandom(),
  /** HMAC-SHA-256 of the code with the server secret, hex. */
  codeHmac: text('code_hmac').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  consumedAt: ts('consumed_at'),
});
