import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { VISIT_ALERT_KINDS } from '@app/contract';
import { id, ts } from './common.ts';
import { staffUsers } from './auth.ts';
import { nurseJobs } from './nurse-jobs.ts';

// Issue 37, Today's visits: when the shifts start (set by an ADMIN) and the
// alerts sent when a visit turned late or missed. The kinds are the
// contract's VISIT_ALERT_KINDS.

/** The coordinator's alerts, and the nurse's reminder (the same once-a-day claim). */
const VISIT_ALERT_KIND = [...VISIT_ALERT_KINDS, 'reminder'] as const;

/**
 * One row (id 1): the shift starts, Kampala time (HH:MM), and the
 * coordinator's mobile the alerts go to. No row: the contract's defaults
 * (Day 08:00, Night 20:00) and the service's phone.
 */
export const visitSettings = pgTable(
  'visit_settings',
  {
    id: integer('id').primaryKey().default(1),
    dayShiftStart: text('day_shift_start').notNull().default('08:00'),
    nightShiftStart: text('night_shift_start').notNull().default('20:00'),
    coordinatorPhone: text('coordinator_phone'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => staffUsers.id),
  },
  (t) => [check('visit_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * An alert to the coordinator: once per visit (nurse job and day of care)
 * and kind. The unique index holds that across servers: each run inserts
 * ON CONFLICT DO NOTHING and alerts only for the rows it inserted.
 */
export const visitAlerts = pgTable(
  'visit_alerts',
  {
    id: id(),
    nurseJobId: integer('nurse_job_id')
      .notNull()
      .references(() => nurseJobs.id),
    day: date('day').notNull(),
    kind: text('kind', { enum: VISIT_ALERT_KIND }).notNull(),
    /** The number the SMS went to; null when no number was set (the board shows it alone). */
    smsTo: text('sms_to'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('visit_alerts_once_key').on(t.nurseJobId, t.day, t.kind)],
);
