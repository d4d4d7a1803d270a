import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_CHANNELS, MESSAGE_TYPES, SMS_KINDS, SMS_RESULTS } from '@app/contract';
import { id, timestamps, ts } from './common.ts';
import { staffUsers } from './auth.ts';
import { customers } from './customers.ts';
import { nurses } from './nurses.ts';

/**
 * Every message sent, push or SMS (issue 24): one row a recipient, written
 * before any gateway is called. The push columns (category, title, click
 * action, label, topic) are empty strings or null on an SMS row.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    /** push | sms */
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull().default('push'),
    /** direct | group | automatic */
    kind: text('kind', { enum: SMS_KINDS }).notNull().default('direct'),
    /** The automatic message's event (booking_confirmed, ...), null otherwise. */
    event: text('event'),
    /** The number an SMS goes to, E.164 (personal data: never logged). */
    phone: text('phone'),
    category: text('category').notNull(),
    title: text('title').notNull(),
    clickAction: text('click_action'),
    message: text('message').notNull(),
    label: text('label'),
    messageType: text('message_type', { enum: MESSAGE_TYPES }).notNull(),
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
    result: text('result', { enum: SMS_RESULTS }).notNull(),
    /** The gateway's delivery report for an SMS (Sent, Submitted, Buffered, Success, Failed, Rejected). */
    deliveryStatus: text('delivery_status'),
    /** SMS parts and their estimated cost in UGX when queued. */
    segments: integer('segments'),
    costUgx: integer('cost_ugx'),
    /** Gateway calls made so far (at most 5 for an SMS). */
    attempts: integer('attempts').notNull().default(0),
    /** The group send a message belongs to. */
    batchId: uuid('batch_id'),
    /**
     * One automatic message per event and subject (e.g. visit_tomorrow for
     * job card 12 on 2026-11-27): a second try to queue it does nothing.
     */
    dedupeKey: text('dedupe_key'),
    gatewayMessageId: text('gateway_message_id'),
    gatewayError: text('gateway_error'),
    sentBy: uuid('sent_by').references(() => staffUsers.id),
    sentAt: ts('sent_at').notNull().defaultNow(),
    /** When the row last changed (a send, a retry, a delivery report). */
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_sent_idx').on(t.sentAt, t.id),
    index('notifications_channel_sent_idx').on(t.channel, t.sentAt, t.id),
    uniqueIndex('notifications_dedupe_key_idx')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} IS NOT NULL`),
    // Issue 42: the care messages she had lately (the weekly limit, the days between)
    index('notifications_care_idx')
      .on(t.customerId, t.sentAt)
      .where(sql`${t.event} IN ('care_stage', 'care_reminder')`),
    index('notifications_gateway_message_idx')
      .on(t.gatewayMessageId)
      .where(sql`${t.gatewayMessageId} IS NOT NULL`),
  ],
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
