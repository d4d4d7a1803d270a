import { eq, inArray, or, sql } from 'drizzle-orm';
import type { DataSubjectKind } from '@app/contract';
import {
  babies,
  bookings,
  careRecords,
  customers,
  incomeTrace,
  jobCards,
  notifications,
  pregnancies,
  reviews,
  shopOrders,
  smsReplies,
} from '../../db/schema/index.ts';
import { nurseRules } from './erasure-nurse-tables.repo.ts';
import {
  erasedId,
  messagesTo,
  paymentLines,
  paymentPrompts,
  repliesFrom,
  standInPromptsTo,
  visitExceptionsOf,
} from './erasure-rules.repo.ts';
import { ERASED, rule, type TableRule } from './erasure-scope.ts';

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
// are scrubbed value by value (erasure-scrub.repo.ts), not by this map.

const herJobCards = (s: { id: number }) =>
  sql`(SELECT ${jobCards.id} FROM ${jobCards} WHERE ${jobCards.customerId} = ${s.id})`;

/** A customer: her profile, the job cards of her patients, her bookings, orders, ledger, messages, reviews, care records, pregnancies, babies. */
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
  // issue 43: the prompts before payment_requests, as they are found by it
  stand_in_prompts: standInPromptsTo,
  payment_requests: paymentPrompts,
  notifications: messagesTo(notifications.customerId),
  sms_replies: repliesFrom(smsReplies.customerId),
  visit_exceptions: visitExceptionsOf(false),
  reviews: rule(reviews, {
    entity: 'review',
    key: reviews.id,
    where: (s) => or(eq(reviews.customerId, s.id), inArray(reviews.jobId, herJobCards(s))),
    // kept: ratings, nps (the nurse's average is computed from them)
    set: () => ({ customer: ERASED.name, customerReview: ERASED.text, nurseReview: ERASED.text }),
  }),
  // her health: nothing of it is kept (issue 42); the contacts and doses
  // recorded first (they name the pregnancy or baby), then her babies (they
  // name the pregnancy). Her care_steps (the worklist's rows) go with her
  // deletion (the trigger of migration 0041, on deleted_at below).
  care_records: rule(careRecords, {
    entity: 'care_record',
    key: careRecords.id,
    where: (s) => eq(careRecords.customerId, s.id),
    delete: true,
  }),
  babies: rule(babies, {
    entity: 'baby',
    key: babies.id,
    where: (s) => eq(babies.customerId, s.id),
    delete: true,
  }),
  pregnancies: rule(pregnancies, {
    entity: 'pregnancy',
    key: pregnancies.id,
    where: (s) => eq(pregnancies.customerId, s.id),
    delete: true,
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
      dateOfBirth: null,
      address: ERASED.text,
      latitude: null,
      longitude: null,
      photoUrl: null,
      fcmToken: null,
      activationCode: null,
      // erased people leave the lists; kept: sms opt-out, consent record, user
      // type, station (a branch of ours, not about her), dates
      deletedAt: sql`coalesce(${customers.deletedAt}, ${s.now.toISOString()}::timestamptz)`,
      erasedAt: s.now,
    }),
  }),
};

/** The rules per kind of person, applied in this order (the person's own row last). */
export const ERASURE_TABLES: Record<DataSubjectKind, Record<string, TableRule>> = {
  customer: customerRules,
  nurse: nurseRules,
};
