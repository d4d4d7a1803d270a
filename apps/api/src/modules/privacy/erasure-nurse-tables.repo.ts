import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  bookings,
  notifications,
  nurseAcademics,
  nurseAccountStatus,
  nurseWork,
  nurses,
  payoutLines,
  reviews,
  smsReplies,
} from '../../db/schema/index.ts';
import {
  erasedId,
  messagesTo,
  paymentLines,
  repliesFrom,
  visitChecksOf,
  visitExceptionsOf,
} from './erasure-rules.repo.ts';
import { ERASED, escapeRegex, rule, type TableRule } from './erasure-scope.ts';

// A nurse's erasure rules (issue 26), read with erasure-tables.repo.ts: what
// of each table is hers and what each personal column becomes.

/** A nurse: her profile, work and schooling, account, pay lines, reviews, messages, booking mentions. */
export const nurseRules: Record<string, TableRule> = {
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
  sms_replies: repliesFrom(smsReplies.nurseId),
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
      // the commit, erasure.service.ts) and her calendar feed (revoked)
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
