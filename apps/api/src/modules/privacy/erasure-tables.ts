import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DataSubjectKind } from '@app/contract';
import {
  bookings,
  customers,
  incomeTrace,
  jobCards,
  notifications,
  nurseAcademics,
  nurseAccountStatus,
  nurseWork,
  nurses,
  payoutLines,
  reviews,
  shopOrders,
  statementLines,
} from '../../db/schema/index.ts';
import { ERASED, escapeRegex, rule, type Scope, type TableRule } from './erasure-scope.ts';
import { visitChecksOf, visitExceptionsOf } from './erasure-visits.ts';

export { ERASED, phoneForms, type Scope } from './erasure-scope.ts';

// Issue 26, erasure: which rows of which table hold a person's data, and what
// each personal column becomes. Read column by column from db/schema; what is
// not listed is kept on purpose (the books and the law need it):
// - amounts, dates, receipt / invoice / care card / order / batch numbers,
//   statuses, shifts, durations, nurse pay, ratings, the service booked;
// - staff columns (created_by, status history "by"): staff, not the person;
// - nurse care numbers (the provider's own number, printed on pay records);
// - sms opt-out (an erased person still gets no SMS);
// - rows of other tables: nurse_jobs, payout_batches, shop_order_items,
//   income_trace_totals, care_tips, sms_templates, statement_imports (the
//   file is emptied once imported), statement_suggestions (scores and
//   reasons), staff_users, sessions, otp_codes, rate_limits, settings and
//   access_log (ids and "what", never personal values) hold none of it;
// - pg-boss job payloads carry ids only (sms:<id>, { event, subject }).
// audit_log summaries and idempotency_keys response bodies are JSON: they
// are scrubbed value by value (erasure-scrub.ts), not by this map.

const erasedId = (s: Scope) => `erased-${s.id}`;
const herJobCards = (s: Scope) =>
  sql`(SELECT ${jobCards.id} FROM ${jobCards} WHERE ${jobCards.customerId} = ${s.id})`;
const herIncome = (s: Scope) =>
  sql`(SELECT ${incomeTrace.id} FROM ${incomeTrace} WHERE ${incomeTrace.userId} = ${s.id})`;
const byPhone = (col: PgColumn, s: Scope) => (s.phones.length ? inArray(col, s.phones) : undefined);

/** Messages to her: by her id, her numbers, or her device token. */
const messagesTo = (own: PgColumn) =>
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
const paymentLines = rule(statementLines, {
  entity: 'statement_line',
  key: statementLines.id,
  where: paymentsFrom,
  set: () => ({ phone: null, payerName: null, reference: null }),
});

/** A customer: her profile, the job cards of her patients, her bookings, orders, ledger, messages, reviews. */
const customerRules: Record<string, TableRule> = {
  job_cards: rule(jobCards, {
    entity: 'job_card',
    key: jobCards.id,
    where: (s) => eq(jobCards.customerId, s.id),
    set: () => ({
      clientName: ERASED.name,
      contact: null,
      patientName: null,
      facility: null,
      address: null,
      latitude: null,
      longitude: null,
      relation: null,
      ageGroup: null,
      gender: null,
      medicalCondition: null,
      pysioServices: null,
      careServices: null,
      thcDescription: null,
      description: null,
      medicationApplication: null,
      requestedBy: null,
      // kept: care card, invoice and receipt numbers and amounts, dates, status, shifts, service
    }),
  }),
  bookings: rule(bookings, {
    entity: 'booking',
    key: bookings.id,
    where: (s) => or(eq(bookings.customerId, s.id), eq(bookings.clientId, s.userId)),
    set: (s) => ({
      firstName: ERASED.first,
      lastName: ERASED.last,
      client: null,
      clientId: erasedId(s),
      primaryPhoneNumber: ERASED.phone,
      otherPhoneNumber: null,
      dropoff: null,
      requestedFor: null,
      motherNames: null,
      // kept: doc id, service, package, costs, dates, status and its history (staff names)
    }),
  }),
  shop_orders: rule(shopOrders, {
    entity: 'shop_order',
    key: shopOrders.id,
    where: (s) => or(eq(shopOrders.customerId, s.id), eq(shopOrders.userid, s.userId)),
    set: (s) => ({
      userid: sql`CASE WHEN ${shopOrders.userid} IS NULL THEN NULL ELSE ${erasedId(s)} END`,
      customerName: ERASED.name,
      contact: ERASED.phone,
      address: null,
      // kept: order number, items, totals, dates, payment and delivery method, status history
    }),
  }),
  income_trace: rule(incomeTrace, {
    entity: 'income_trace',
    key: incomeTrace.id,
    where: (s) => eq(incomeTrace.userId, s.id),
    // free text; kept: date, receipt number, amount, status, product, station, method
    set: () => ({ summary: null }),
  }),
  statement_lines: paymentLines,
  notifications: messagesTo(notifications.customerId),
  visit_exceptions: visitExceptionsOf(false),
  reviews: rule(reviews, {
    entity: 'review',
    key: reviews.id,
    where: (s) => or(eq(reviews.customerId, s.id), inArray(reviews.jobId, herJobCards(s))),
    // kept: ratings, nps (the nurse's average is computed from them)
    set: () => ({ customer: ERASED.name, customerReview: ERASED.text, nurseReview: ERASED.text }),
  }),
  customers: rule(customers, {
    entity: 'customer',
    key: customers.id,
    where: (s) => eq(customers.id, s.id),
    set: (s) => ({
      userId: erasedId(s),
      firstname: ERASED.first,
      lastname: ERASED.last,
      email: null,
      phonenumber: ERASED.phone,
      alternateNumber: null,
      gender: null,
      children: null,
      company: null,
      occupation: null,
      address: ERASED.text,
      latitude: null,
      longitude: null,
      photoUrl: null,
      fcmToken: null,
      activationCode: null,
      // erased people leave the lists; kept: sms opt-out, consent record, user type, dates
      deletedAt: sql`coalesce(${customers.deletedAt}, ${s.now.toISOString()}::timestamptz)`,
      erasedAt: s.now,
    }),
  }),
};

/** A nurse: her profile, work and schooling, account, pay lines, reviews, messages, booking mentions. */
const nurseRules: Record<string, TableRule> = {
  nurse_work: rule(nurseWork, {
    entity: null,
    key: nurseWork.id,
    where: (s) => eq(nurseWork.nurseId, s.id),
    delete: true,
  }),
  nurse_academics: rule(nurseAcademics, {
    entity: null,
    key: nurseAcademics.id,
    where: (s) => eq(nurseAcademics.nurseId, s.id),
    delete: true,
  }),
  nurse_account_status: rule(nurseAccountStatus, {
    entity: 'nurse_account',
    key: nurseAccountStatus.nurseId,
    where: (s) => eq(nurseAccountStatus.nurseId, s.id),
    set: (s) => ({ userId: erasedId(s) }),
  }),
  payout_lines: rule(payoutLines, {
    entity: 'payout_line',
    key: payoutLines.id,
    where: (s) => eq(payoutLines.nurseId, s.id),
    // kept: days, rate, amount, state, channel, transaction id, dates
    set: () => ({ nurseName: ERASED.name, msisdn: ERASED.phone, failureReason: null }),
  }),
  bookings: rule(bookings, {
    entity: 'booking',
    key: bookings.id,
    where: (s) =>
      and(
        isNotNull(bookings.nurseNames),
        sql`strpos(lower(${bookings.nurseNames}), lower(${s.fullName})) > 0`,
      ),
    set: (s) => ({
      nurseNames: sql`regexp_replace(${bookings.nurseNames}, ${escapeRegex(s.fullName)}, ${ERASED.name}, 'gi')`,
    }),
  }),
  reviews: rule(reviews, {
    entity: 'review',
    key: reviews.id,
    where: (s) => eq(reviews.nurseId, s.id),
    set: () => ({ customerReview: ERASED.text, nurseReview: ERASED.text }),
  }),
  statement_lines: paymentLines,
  notifications: messagesTo(notifications.nurseId),
  visit_checks: visitChecksOf(true),
  visit_exceptions: visitExceptionsOf(true),
  nurses: rule(nurses, {
    entity: 'nurse',
    key: nurses.id,
    where: (s) => eq(nurses.id, s.id),
    set: (s) => ({
      userId: erasedId(s),
      firebaseId: null,
      fcmToken: null,
      firstName: ERASED.first,
      lastName: ERASED.last,
      username: ERASED.name,
      email: `${erasedId(s)}@erased.invalid`,
      phoneNumber: ERASED.phone,
      mobileMoneyNumber: null,
      otherNumber: null,
      address: null,
      latitude: null,
      longitude: null,
      aboutMe: null,
      personalStatement: null,
      dateOfBirth: null,
      gender: null,
      profilePicture: '',
      refName: null,
      refPhoneNumber: null,
      refEmail: null,
      employmentStatus: null,
      workStatus: null,
      availability: null,
      certificateNo: null,
      qualification: ERASED.text,
      educationLevel: null,
      online: false,
      // issue 27: her registration and licence, its copy (the file goes after
      // the commit, erasure.ts) and her calendar feed (revoked)
      unmcRegistrationNumber: null,
      licenceNumber: null,
      licenceExpiry: null,
      licenceFile: null,
      licenceFileName: null,
      licenceFileType: null,
      licenceFileSize: null,
      licenceUploadedAt: null,
      calendarTokenHash: null,
      calendarTokenAt: null,
      // kept: care number, join date, graduation year, rating, verified, sms opt-out, station
      deletedAt: sql`coalesce(${nurses.deletedAt}, ${s.now.toISOString()}::timestamptz)`,
      erasedAt: s.now,
    }),
  }),
};

/** The rules per kind of person, applied in this order (the person's own row last). */
export const ERASURE_TABLES: Record<DataSubjectKind, Record<string, TableRule>> = {
  customer: customerRules,
  nurse: nurseRules,
};
