import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  VISIT_CHANNELS,
  VISIT_CHECK_KINDS,
  VISIT_DECISIONS,
  VISIT_EXCEPTION_REASONS,
} from '@app/contract';
import { id, ts } from './common.ts';
import { staffUsers } from './auth.ts';
import { nurses } from './nurses.ts';
import { nurseJobs } from './nurse-jobs.ts';

// Issue 37, proof of the visit. A visit is one nurse job on one day of care;
// the nurse checks in and out of it (SMS first; USSD, a signed link and staff
// later), and whatever is refused is kept as an exception for an ADMIN.
// The lists are the contract's (VISIT_CHANNELS, VISIT_EXCEPTION_REASONS, ...).

/**
 * A nurse job's short code (`IN 4821`): four digits, given the first time
 * someone asks for it (the reminder SMS, the job's screen) and kept. Unique
 * per nurse, so her phone and the code name one job; another nurse may hold
 * the same digits. The nurse is the job's (a job never changes nurse).
 */
export const visitCodes = pgTable(
  'visit_codes',
  {
    nurseJobId: integer('nurse_job_id')
      .primaryKey()
      .references(() => nurseJobs.id),
    nurseId: integer('nurse_id')
      .notNull()
      .references(() => nurses.id),
    code: text('code').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // code first: an incoming check finds every job with its digits by it
  (t) => [uniqueIndex('visit_codes_code_nurse_key').on(t.code, t.nurseId)],
);

/**
 * A check in or out of a visit: once per job, day of care and kind (the
 * unique index holds that across servers and retried callbacks). `day` is
 * the day of care it belongs to (a night's check-out the next morning is the
 * night's), `at` when it came.
 */
export const visitChecks = pgTable(
  'visit_checks',
  {
    id: id(),
    nurseJobId: integer('nurse_job_id')
      .notNull()
      .references(() => nurseJobs.id),
    day: date('day').notNull(),
    kind: text('kind', { enum: VISIT_CHECK_KINDS }).notNull(),
    channel: text('channel', { enum: VISIT_CHANNELS }).notNull(),
    /** The number it came from (E.164), when it came from a phone. */
    phone: text('phone'),
    at: ts('at').notNull(),
    /** Where the nurse was, when the channel tells (not SMS), and how far from the card's address. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    distanceM: integer('distance_m'),
    /** The gateway's id of the message (a retried callback is known by it). */
    messageId: text('message_id'),
    /** The staff member who recorded it (channel staff). */
    createdBy: uuid('created_by').references(() => staffUsers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visit_checks_once_key').on(t.nurseJobId, t.day, t.kind),
    // today's visits board, and payroll's days
    index('visit_checks_day_idx').on(t.day, t.nurseJobId),
  ],
);

/**
 * A check refused (or recorded with a doubt: no_check_in), with what was
 * sent and why, for an ADMIN to approve or reject later.
 */
export const visitExceptions = pgTable(
  'visit_exceptions',
  {
    id: id(),
    at: ts('at').notNull(),
    channel: text('channel', { enum: VISIT_CHANNELS }).notNull(),
    /** The number as it came (E.164 when it is a Ugandan mobile). */
    phone: text('phone'),
    /** What was sent, as sent. */
    text: text('text').notNull(),
    reason: text('reason', { enum: VISIT_EXCEPTION_REASONS }).notNull(),
    kind: text('kind', { enum: VISIT_CHECK_KINDS }),
    code: text('code'),
    nurseId: integer('nurse_id').references(() => nurses.id),
    nurseJobId: integer('nurse_job_id').references(() => nurseJobs.id),
    day: date('day'),
    /** The check recorded despite the doubt (no_check_in). */
    checkId: integer('check_id').references(() => visitChecks.id),
    messageId: text('message_id'),
    decision: text('decision', { enum: VISIT_DECISIONS }),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => staffUsers.id),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // a retried callback of a refused message is kept once
    uniqueIndex('visit_exceptions_message_key')
      .on(t.channel, t.messageId)
      .where(sql`${t.messageId} IS NOT NULL`),
    // the ADMIN's list of exceptions still to decide, newest first
    index('visit_exceptions_open_idx')
      .on(t.at, t.id)
      .where(sql`${t.decision} IS NULL`),
    index('visit_exceptions_job_idx')
      .on(t.nurseJobId, t.day)
      .where(sql`${t.nurseJobId} IS NOT NULL`),
  ],
);

/**
 * When a number last got a refusal SMS: at most one an hour, so a stranger
 * cannot run up the SMS bill (an atomic upsert, the same on every server).
 */
export const smsReplyLimits = pgTable('sms_reply_limits', {
  phone: text('phone').primaryKey(),
  lastAt: ts('last_at').notNull(),
});
