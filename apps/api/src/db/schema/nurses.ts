import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_STATUSES, NURSE_GENDERS } from '@app/contract';
import { nurseNameText } from './search.ts';
import { id, softDelete, timestamps, ts } from './common.ts';

export const nurses = pgTable(
  'nurses',
  {
    id: id(),
    userId: text('user_id').notNull(),
    firebaseId: text('firebase_id'),
    /** The push device token the nurse app registers (single notifications). */
    fcmToken: text('fcm_token'),
    /** Asked for no SMS (issue 24): when, and how (staff, or a STOP reply). */
    smsOptOutAt: ts('sms_opt_out_at'),
    smsOptOutSource: text('sms_opt_out_source'),
    /** Issue 26: objected to marketing (health tips push, group SMS); every sender leaves them out. */
    marketingObjectedAt: ts('marketing_objected_at'),
    /** Issue 26: personal data replaced by placeholders (the row stays for the books). */
    erasedAt: ts('erased_at'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** Issue 25: where pay goes (E.164); null pays the phone number. */
    mobileMoneyNumber: text('mobile_money_number'),
    otherNumber: text('other_number'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    aboutMe: text('about_me'),
    personalStatement: text('personal_statement'),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender', { enum: NURSE_GENDERS }),
    joinDate: ts('join_date').notNull().defaultNow(),
    verified: boolean('verified').notNull().default(false),
    active: boolean('active').notNull().default(true),
    online: boolean('online').notNull().default(false),
    profileComplete: boolean('profile_complete').notNull().default(false),
    profilePicture: text('profile_picture').notNull().default(''),
    refName: text('ref_name'),
    refPhoneNumber: text('ref_phone_number'),
    refEmail: text('ref_email'),
    employmentStatus: text('employment_status'),
    workStatus: text('work_status'),
    availability: text('availability'),
    certificateNo: text('certificate_no'),
    qualification: text('qualification').notNull(),
    educationLevel: text('education_level'),
    graduationYear: integer('graduation_year').notNull(),
    careNumber: text('care_number').notNull(),
    /** Average customer rating, stars out of 5 in half steps. */
    rating: real('rating'),
    /** Issue 27: UNMC registration, practising licence (its last valid day) and the stored copy. */
    unmcRegistrationNumber: text('unmc_registration_number'),
    licenceNumber: text('licence_number'),
    licenceExpiry: date('licence_expiry'),
    /** The copy's stored name (DATA_DIR/licences), its original name, type, size and when it came. */
    licenceFile: text('licence_file'),
    licenceFileName: text('licence_file_name'),
    licenceFileType: text('licence_file_type'),
    licenceFileSize: integer('licence_file_size'),
    licenceUploadedAt: ts('licence_uploaded_at'),
    /** The station the nurse works from (the finance stations). */
    station: text('station'),
    /** The calendar feed's secret, as its SHA-256 (the address is shown once); null: no feed. */
    calendarTokenHash: text('calendar_token_hash'),
    calendarTokenAt: ts('calendar_token_at'),
    /** Who made the feed's address: it stops when they are deactivated (issue 39). */
    calendarTokenBy: uuid('calendar_token_by'),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('nurses_care_number_key').on(t.careNumber),
    index('nurses_verified_idx').on(t.verified, t.createdAt, t.id),
    index('nurses_name_trgm_idx').using('gin', sql`(${nurseNameText(t)}) gin_trgm_ops`),
    index('nurses_phone_trgm_idx').using('gin', sql`${t.phoneNumber} gin_trgm_ops`),
    // Issue 37: a check-in by SMS or USSD finds the nurse by her number, exactly.
    index('nurses_phone_idx').on(t.phoneNumber),
    // a second nurse with the same e-mail is refused (issue 21.10): the check reads this
    index('nurses_email_idx').on(sql`lower(${t.email})`),
    // whose device a pushed token is (send_to_one_user's `receiver`)
    index('nurses_fcm_token_idx')
      .on(t.fcmToken)
      .where(sql`${t.fcmToken} IS NOT NULL AND ${t.deletedAt} IS NULL`),
    // a calendar app's request finds its nurse by the secret's hash
    uniqueIndex('nurses_calendar_token_key')
      .on(t.calendarTokenHash)
      .where(sql`${t.calendarTokenHash} IS NOT NULL`),
    // The schedule's rows (issue 27): the care team by name, a page at a time
    index('nurses_schedule_idx')
      .on(t.lastName, t.firstName, t.id)
      .where(sql`${t.verified} AND ${t.deletedAt} IS NULL AND ${t.erasedAt} IS NULL`),
    // The free-nurse search reads the care team best rated first and stops once
    // it has enough; what it filters and sorts by is in the index (an index-only
    // scan; id is unique, so the columns after it do not change the order)
    index('nurses_free_search_idx')
      .on(t.rating.desc().nullsLast(), t.id, t.licenceExpiry, t.latitude, t.longitude, t.station)
      .where(sql`${t.verified} AND ${t.deletedAt} IS NULL AND ${t.erasedAt} IS NULL`),
    // Home's and the digest's licences expiring soon
    index('nurses_licence_expiry_idx')
      .on(t.licenceExpiry)
      .where(sql`${t.licenceExpiry} IS NOT NULL AND ${t.deletedAt} IS NULL`),
  ],
);

export const nurseWork = pgTable(
  'nurse_work',
  {
    id: id(),
    nurseId: integer('nurse_id')
      .notNull()
      .references(() => nurses.id),
    position: text('position'),
    company: text('company'),
    currentPosition: boolean('current_position').notNull().default(false),
    startDate: date('start_date'),
    endDate: date('end_date'),
    description: text('description'),
    ...timestamps,
  },
  (t) => [index('nurse_work_nurse_idx').on(t.nurseId)],
);

export const nurseAcademics = pgTable(
  'nurse_academics',
  {
    id: id(),
    nurseId: integer('nurse_id')
      .notNull()
      .references(() => nurses.id),
    qualification: text('qualification'),
    school: text('school'),
    course: text('course').array(),
    /** School started (ruling 13: the original's swap is not reproduced). */
    startDate: date('start_date'),
    endDate: date('end_date'),
    grade: text('grade'),
    ...timestamps,
  },
  (t) => [index('nurse_academics_nurse_idx').on(t.nurseId)],
);

/** SPEC 3 Account status; one record per nurse, created or updated. */
export const nurseAccountStatus = pgTable(
  'nurse_account_status',
  {
    nurseId: integer('nurse_id')
      .primaryKey()
      .references(() => nurses.id),
    userId: text('user_id').notNull(),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('ACTIVE'),
    ...timestamps,
  },
  // The free-nurse search leaves out the few nurses blocked or suspended, read at once from here
  (t) => [
    index('nurse_account_status_not_active_idx')
      .on(t.nurseId)
      .where(sql`${t.status} <> 'ACTIVE'`),
  ],
);
