import { eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  incomeTrace,
  notifications,
  paymentRequests,
  smsReplies,
  standInPrompts,
  statementLines,
  visitChecks,
  visitExceptions,
} from '../../db/schema/index.ts';
import { ERASED, rule, type Scope } from './erasure-scope.ts';

// The erasure rules both kinds of person share (erasure-tables.repo.ts):
// her numbers, the messages to her, her payments, her check-ins.

/** What her account ids become: unique, no longer hers. */
export const erasedId = (s: Scope) => `erased-${s.id}`;
const herIncome = (s: Scope) =>
  sql`(SELECT ${incomeTrace.id} FROM ${incomeTrace} WHERE ${incomeTrace.userId} = ${s.id})`;
export const byPhone = (col: PgColumn, s: Scope) =>
  s.phones.length ? inArray(col, s.phones) : undefined;

/** Issue 42: the SMS she sent us (her words, a birth reported): deleted, by her id or her numbers. */
export const repliesFrom = (own: PgColumn) =>
  rule(smsReplies, {
    entity: 'sms_reply',
    key: smsReplies.id,
    where: (s) => or(eq(own, s.id), byPhone(smsReplies.phone, s)),
    delete: true,
  });

/** Messages to her: by her id, her numbers, or her device token. */
export const messagesTo = (own: PgColumn) =>
  rule(notifications, {
    entity: 'notification',
    key: notifications.id,
    where: (s) =>
      or(
        eq(own, s.id),
        byPhone(notifications.phone, s),
        s.fcmToken ? eq(notifications.receiver, s.fcmToken) : undefined,
      ),
    set: () => ({
      phone: null,
      title: ERASED.text,
      message: ERASED.text,
      receiverName: null,
      // 'global' is a topic, not her; a device token is hers
      receiver: sql`CASE WHEN ${notifications.receiver} = 'global' THEN 'global' ELSE ${ERASED.text} END`,
      gatewayError: null,
      // a group send's key names the number (batch:<id>:<phone>): still unique, no longer hers
      dedupeKey: sql`CASE WHEN ${notifications.dedupeKey} IS NULL THEN NULL ELSE 'erased:' || ${notifications.id} END`,
    }),
  });

/** Payments from her numbers, and those matched to her ledger entries. */
const paymentsFrom = (s: Scope) =>
  or(
    byPhone(statementLines.phone, s),
    s.kind === 'customer' ? inArray(statementLines.incomeId, herIncome(s)) : undefined,
  );
export const paymentLines = rule(statementLines, {
  entity: 'statement_line',
  key: statementLines.id,
  where: paymentsFrom,
  set: () => ({ phone: null, payerName: null, reference: null }),
});

/**
 * Issue 37: check-ins and refused checks from her numbers (a nurse's, or
 * anyone's who texted the service): the number, where she was and what she
 * sent go; the day, the time, the channel and the distance stay (pay proof).
 */
export const visitChecksOf = (nurse: boolean) =>
  rule(visitChecks, {
    entity: null,
    key: visitChecks.id,
    where: (s) =>
      or(
        nurse
          ? sql`${visitChecks.nurseJobId} IN (SELECT id FROM nurse_jobs WHERE nurse_id = ${s.id})`
          : undefined,
        byPhone(visitChecks.phone, s),
      ),
    set: () => ({ phone: null, latitude: null, longitude: null, messageId: null }),
  });
export const visitExceptionsOf = (nurse: boolean) =>
  rule(visitExceptions, {
    entity: null,
    key: visitExceptions.id,
    where: (s) =>
      or(nurse ? eq(visitExceptions.nurseId, s.id) : undefined, byPhone(visitExceptions.phone, s)),
    set: () => ({ phone: null, text: ERASED.text, messageId: null }),
  });

/**
 * Issue 43: the payment prompts sent to her: the number prompted, the note
 * she saw and the timeline's words go; the amount, what it paid, the state,
 * the provider's ids and the dates stay (the books need them). The local
 * stand-in's copy of the prompt loses the number and the note too.
 */
const promptsTo = (s: Scope) =>
  or(eq(paymentRequests.customerId, s.id), byPhone(paymentRequests.phone, s));
export const paymentPrompts = rule(paymentRequests, {
  entity: 'payment_request',
  key: paymentRequests.id,
  where: promptsTo,
  set: () => ({
    phone: ERASED.phone,
    note: null,
    timeline: sql`(SELECT coalesce(jsonb_agg(jsonb_set(e, '{detail}', 'null'::jsonb)), '[]'::jsonb)
      FROM jsonb_array_elements(${paymentRequests.timeline}) e)`,
  }),
});
export const standInPromptsTo = rule(standInPrompts, {
  entity: null,
  key: standInPrompts.reference,
  where: (s) =>
    or(
      inArray(
        standInPrompts.reference,
        sql`(SELECT ${paymentRequests.reference} FROM ${paymentRequests} WHERE ${promptsTo(s)})`,
      ),
      byPhone(standInPrompts.msisdn, s),
    ),
  set: () => ({ msisdn: ERASED.phone, note: ERASED.text }),
});
