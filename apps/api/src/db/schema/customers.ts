import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CONSENT_METHODS,
  CUSTOMER_GENDERS,
  CUSTOMER_LANGUAGES,
  CUSTOMER_TYPES,
  DEFAULT_CUSTOMER_LANGUAGE,
} from '@app/contract';
import { customerNameText } from './search.ts';
import { id, softDelete, timestamps, ts } from './common.ts';
import { staffUsers } from './auth.ts';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    /** The customer's account id in the customer app (SPEC 3 user_id). */
    userId: text('user_id').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email'),
    phonenumber: text('phonenumber').notNull(),
    alternateNumber: text('alternate_number'),
    gender: text('gender', { enum: CUSTOMER_GENDERS }),
    children: integer('children'),
    company: text('company'),
    occupation: text('occupation'),
    /** Issue 42: for a pregnancy's age risk; null when not known. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Issue 42: the station that looks after her (the contract's STATIONS), or null; the Care due worklist is read by it. */
    station: text('station'),
    /** Issue 42: the language she prefers her messages in (CUSTOMER_LANGUAGES); English unless told. */
    preferredLanguage: text('preferred_language', { enum: CUSTOMER_LANGUAGES })
      .notNull()
      .default(DEFAULT_CUSTOMER_LANGUAGE),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    contry: text('contry').notNull().default('Uganda, East Africa'),
    userType: text('user_type', { enum: CUSTOMER_TYPES }).notNull(),
    signupMethod: text('signup_method').notNull().default('portal'),
    verified: boolean('verified').notNull().default(false),
    photoUrl: text('photo_url'),
    fcmToken: text('fcm_token'),
    /** Asked for no SMS (issue 24): when, and how (staff, or a STOP reply). */
    smsOptOutAt: ts('sms_opt_out_at'),
    smsOptOutSource: text('sms_opt_out_source'),
    /** Issue 26: objected to marketing (health tips push, group SMS); every sender leaves them out. */
    marketingObjectedAt: ts('marketing_objected_at'),
    /** Issue 26: personal data replaced by placeholders (the row stays for the books). */
    erasedAt: ts('erased_at'),
    /** Issue 26: how consent was given (app, phone, in_person), when, and the staff member who recorded it. */
    consentMethod: text('consent_method', { enum: CONSENT_METHODS }),
    consentAt: ts('consent_at'),
    consentBy: uuid('consent_by').references(() => staffUsers.id),
    activationCode: text('activation_code'),
    createdBy: uuid('created_by').references(() => staffUsers.id),
    /**
     * The name as search compares it, kept with the row: a 3-letter search
     * then costs a column read per row instead of unaccent(), which lets the
     * planner walk the newest customers and stop at the first page.
     */
    searchText: text('search_text').generatedAlwaysAs((): SQL =>
      customerNameText({ firstname: customers.firstname, lastname: customers.lastname }),
    ),
    /**
     * The name as searchText holds it, then the main and the alternate
     * number, parted by chr(1), which no search term holds: a short phone
     * search tests one column per customer instead of three (ADR 016).
     */
    searchAll: text('search_all').generatedAlwaysAs(
      (): SQL =>
        sql`${customerNameText({ firstname: customers.firstname, lastname: customers.lastname })} || chr(1) || ${customers.phonenumber} || chr(1) || coalesce(${customers.alternateNumber}, '')`,
    ),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    index('customers_user_id_idx').on(t.userId),
    index('customers_created_idx').on(t.createdAt, t.id),
    // The newest live customers with the columns a short phone search reads,
    // so that walk never reads a row it does not answer (ADR 016).
    index('customers_search_walk_idx')
      .on(t.createdAt, t.id, t.searchAll, t.searchText, t.phonenumber, t.alternateNumber)
      .where(sql`${t.deletedAt} IS NULL`),
    index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('customers_phone_trgm_idx').using('gin', sql`${t.phonenumber} gin_trgm_ops`),
    index('customers_alternate_trgm_idx').using('gin', sql`${t.alternateNumber} gin_trgm_ops`),
    // whose device a pushed token is (send_to_one_user's `receiver`)
    index('customers_fcm_token_idx')
      .on(t.fcmToken)
      .where(sql`${t.fcmToken} IS NOT NULL AND ${t.deletedAt} IS NULL`),
    check(
      'customers_preferred_language_check',
      sql.raw(`preferred_language IN (${CUSTOMER_LANGUAGES.map((l) => `'${l}'`).join(', ')})`),
    ),
  ],
);
