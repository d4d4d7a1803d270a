import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './common.ts';
import { staffUsers } from './auth.ts';
import { customers } from './customers.ts';
import { nurses } from './nurses.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    clickAction: text('click_action'),
    message: text('message').notNull(),
    label: text('label'),
    messageType: text('message_type', { enum: ['all', 'single'] }).notNull(),
    topic: text('topic'),
    /** 'global', or the device token it went to (kept server-side only). */
    receiver: text('receiver').notNull(),
    /** Who a single message went to, as staff read it in the history. */
    receiverName: text('receiver_name'),
    customerId: integer('customer_id').references(() => customers.id),
    nurseId: integer('nurse_id').references(() => nurses.id),
    careTipId: integer('care_tip_id'),
    /**
     * Which gateway handled it (fcm | outbox) and its answer. The row is
     * written 'sending' before the gateway is called, so a send whose answer
     * could not be saved still shows. Plain text with no check, so a new
     * state takes no migration.
     */
    gateway: text('gateway').notNull(),
    result: text('result', { enum: ['sending', 'sent', 'failed'] }).notNull(),
    gatewayMessageId: text('gateway_message_id'),
    gatewayError: text('gateway_error'),
    sentBy: uuid('sent_by').references(() => staffUsers.id),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_sent_idx').on(t.sentAt, t.id)],
);

export const careTips = pgTable(
  'care_tips',
  {
    id: id(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    details: text('details').notNull(),
    category: text('category').notNull(),
    count: integer('count').notNull().default(0),
    createdBy: uuid('created_by').references(() => staffUsers.id),
    ...timestamps,
  },
  (t) => [index('care_tips_created_idx').on(t.createdAt, t.id)],
);
