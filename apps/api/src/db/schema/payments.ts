import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PAYMENT_NETWORKS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATES,
  PAYMENT_TARGETS,
  STAND_IN_DECISIONS,
  type PaymentEventEntry,
} from '@app/contract';
import { id, timestamps, ts } from './common.ts';
import { staffUsers } from './auth.ts';
import { customers } from './customers.ts';
import { incomeTrace } from './finance.ts';

const literals = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/**
 * Issue 43 (ADR 058): a payment prompt sent to a customer's phone, from the
 * request to its outcome. One waits per thing at a time (the partial unique
 * index): two staff, a double click or a retry never prompt her twice.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: id(),
    target: text('target', { enum: PAYMENT_TARGETS }).notNull(),
    targetId: integer('target_id').notNull(),
    /** What it is for, in words, as it was asked ("Job card CC-2026-000123"). */
    label: text('label').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    /** Whole UGX asked. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** E.164, the number prompted. */
    phone: text('phone').notNull(),
    network: text('network', { enum: PAYMENT_NETWORKS }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    note: text('note'),
    state: text('state', { enum: PAYMENT_STATES }).notNull().default('Pending'),
    reason: text('reason'),
    /** Ours, sent to the provider: MTN's X-Reference-Id, Airtel's transaction id. */
    reference: uuid('reference').notNull(),
    /** The provider's transaction id once she paid (the ledger's receipt number). */
    transactionId: text('transaction_id'),
    /** The ledger entry it paid: the one it was for, or the one it created. */
    incomeId: integer('income_id').references(() => incomeTrace.id),
    timeline: jsonb('timeline').$type<PaymentEventEntry[]>().notNull().default([]),
    /** When the books gave up waiting (a late payment is still taken). */
    expiresAt: ts('expires_at').notNull(),
    finishedAt: ts('finished_at'),
    requestedBy: uuid('requested_by').references(() => staffUsers.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_requests_reference_key').on(t.reference),
    uniqueIndex('payment_requests_waiting_key')
      .on(t.target, t.targetId)
      .where(sql`${t.state} = 'Pending'`),
    uniqueIndex('payment_requests_transaction_key')
      .on(t.network, t.transactionId)
      .where(sql`${t.transactionId} IS NOT NULL`),
    index('payment_requests_created_idx').on(t.createdAt, t.id),
    index('payment_requests_target_idx').on(t.target, t.targetId, t.createdAt),
    index('payment_requests_customer_idx').on(t.customerId, t.createdAt),
    index('payment_requests_waiting_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'Pending'`),
    check('payment_requests_amount_check', sql`${t.amount} > 0`),
    check('payment_requests_target_check', sql`${t.target} IN (${literals(PAYMENT_TARGETS)})`),
    check('payment_requests_state_check', sql`${t.state} IN (${literals(PAYMENT_STATES)})`),
    check('payment_requests_network_check', sql`${t.network} IN (${literals(PAYMENT_NETWORKS)})`),
    check(
      'payment_requests_provider_check',
      sql`${t.provider} IN (${literals(PAYMENT_PROVIDERS)})`,
    ),
  ],
);

/**
 * The local stand-in's side of a prompt (no provider keys): what her phone
 * would show, and the answer staff gave as the customer. Kept in the
 * database, so any server reads it, as a provider's status would be.
 */
export const standInPrompts = pgTable(
  'stand_in_prompts',
  {
    reference: uuid('reference').primaryKey(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    msisdn: text('msisdn').notNull(),
    note: text('note').notNull(),
    decision: text('decision', { enum: STAND_IN_DECISIONS }),
    transactionId: text('transaction_id'),
    decidedBy: uuid('decided_by').references(() => staffUsers.id),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('stand_in_prompts_decision_check', sql`${t.decision} IN ('accepted', 'declined')`)],
);
