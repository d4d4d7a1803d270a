import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SMS_REPLY_OUTCOMES } from '@app/contract';
import { id, ts } from './common.ts';
import { staffUsers } from './auth.ts';
import { customers } from './customers.ts';
import { nurses } from './nurses.ts';
import { pregnancies } from './maternal.ts';

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

/**
 * Issue 42: every SMS sent to us, kept, with what it did (SMS_REPLY_OUTCOMES)
 * and who sent it as far as the number tells (a customer, or a nurse). The
 * gateway's id makes a retried callback one reply. A reply is answered by
 * staff (answered_at); a birth reported is open until its pregnancy has an
 * outcome. Her replies are deleted on erasure (issue 26).
 */
export const smsReplies = pgTable(
  'sms_replies',
  {
    id: id(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    outcome: text('outcome', { enum: SMS_REPLY_OUTCOMES }).notNull(),
    gatewayMessageId: text('gateway_message_id'),
    customerId: integer('customer_id').references(() => customers.id),
    nurseId: integer('nurse_id').references(() => nurses.id),
    pregnancyId: integer('pregnancy_id').references(() => pregnancies.id),
    answeredAt: ts('answered_at'),
    answeredBy: uuid('answered_by').references(() => staffUsers.id),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_replies_gateway_message_key')
      .on(t.gatewayMessageId)
      .where(sql`${t.gatewayMessageId} IS NOT NULL`),
    index('sms_replies_customer_idx').on(t.customerId, t.receivedAt),
    index('sms_replies_received_idx').on(t.receivedAt, t.id),
    index('sms_replies_pregnancy_idx').on(t.pregnancyId),
    check(
      'sms_replies_outcome_check',
      sql.raw(`outcome IN (${SMS_REPLY_OUTCOMES.map((o) => `'${o}'`).join(', ')})`),
    ),
  ],
);
