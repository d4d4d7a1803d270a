import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ACCESS_ACTIONS, DATA_SUBJECT_KINDS, RETENTION_TRIGGERS } from '@app/contract';
import { ts } from './common.ts';

/**
 * Issue 26: every read of a record with health data and every bulk export:
 * who, when, which record, whose data, from which address. Kept for the
 * retention policy's accessLogDays, then deleted by the retention run (a
 * trigger refuses UPDATE; DELETE is the retention run's).
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: ts('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    /** read | export */
    action: text('action', { enum: ACCESS_ACTIONS }).notNull(),
    /** ACCESS_RECORDS: job_card, care_card, customer_job_cards, ledger_csv, ... */
    record: text('record').notNull(),
    recordId: text('record_id'),
    /** customer | nurse: whose personal data it was (null: many people's, e.g. the whole ledger). */
    subjectKind: text('subject_kind', { enum: DATA_SUBJECT_KINDS }),
    subjectId: integer('subject_id'),
    /** What an export held, never personal data. */
    detail: text('detail'),
    ip: text('ip'),
  },
  (t) => [
    index('access_log_at_idx').on(t.at),
    index('access_log_subject_idx').on(t.subjectKind, t.subjectId, t.at),
    index('access_log_actor_idx').on(t.actorId, t.at),
  ],
);

/** Issue 26: each run of the retention policy, scheduled or started by an ADMIN. */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    trigger: text('trigger', { enum: RETENTION_TRIGGERS }).notNull(),
    erasedCustomers: integer('erased_customers').notNull().default(0),
    erasedNurses: integer('erased_nurses').notNull().default(0),
    blocked: integer('blocked').notNull().default(0),
    deletedAccessEntries: integer('deleted_access_entries').notNull().default(0),
    deletedCodes: integer('deleted_codes').notNull().default(0),
    deletedSessions: integer('deleted_sessions').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('retention_runs_started_idx').on(t.startedAt)],
);
