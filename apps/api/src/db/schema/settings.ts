import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './common.ts';

/**
 * The provider's name, phone and e-mail as an ADMIN set them (issue 21.16):
 * one row (id 1). A null column is not set: the environment's SERVICE_*
 * value applies, and where neither is set printed papers leave it out.
 */
export const serviceSettings = pgTable(
  'service_settings',
  {
    id: integer('id').primaryKey().default(1),
    serviceName: text('service_name'),
    servicePhone: text('service_phone'),
    serviceEmail: text('service_email'),
    /** Issue 25: a payout batch is approved by an ADMIN other than the one who drafted it. */
    payoutTwoApprovers: boolean('payout_two_approvers').notNull().default(true),
    /** Issue 26: retention in days (deleted people erased; access entries; used codes and ended sessions). */
    retentionSoftDeletedDays: integer('retention_soft_deleted_days').notNull().default(90),
    retentionAccessLogDays: integer('retention_access_log_days').notNull().default(730),
    retentionAuthDays: integer('retention_auth_days').notNull().default(1),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [check('service_settings_one_row', sql`${t.id} = 1`)],
);
