import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { JOB_STATUSES, PATIENT_GENDERS } from '@app/contract';
import { jobCardSearchText } from './search.ts';
import { id, softDelete, timestamps } from './common.ts';
import { staffUsers } from './auth.ts';
import { customers } from './customers.ts';

export const jobCards = pgTable(
  'job_cards',
  {
    id: id(),
    careCardNumber: text('care_card_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    clientName: text('client_name').notNull(),
    contact: text('contact'),
    patientName: text('patient_name'),
    service: text('service').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    facility: text('facility'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    relation: text('relation'),
    ageGroup: text('age_group'),
    gender: text('gender', { enum: PATIENT_GENDERS }),
    medicalCondition: text('medical_condition'),
    pysioServices: text('pysio_services').array(),
    careServices: text('care_services').array(),
    thcDescription: text('thc_description'),
    description: text('description'),
    invoiceNumber: text('invoice_number'),
    invoiceAmount: bigint('invoice_amount', { mode: 'number' }),
    receiptNumber: text('receipt_number'),
    receiptAmount: bigint('receipt_amount', { mode: 'number' }),
    days: integer('days'),
    nights: integer('nights'),
    duration: integer('duration'),
    shifts: text('shifts'),
    hasDoctor: boolean('has_doctor').notNull().default(false),
    medicationApplication: text('medication_application'),
    requestedVia: text('requested_via').notNull().default('portal'),
    requestedBy: text('requested_by'),
    bookingId: integer('booking_id'),
    dashboardUserId: uuid('dashboard_user_id').references(() => staffUsers.id),
    createdBy: uuid('created_by').references(() => staffUsers.id),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('job_cards_number_key').on(t.careCardNumber),
    index('job_cards_customer_idx').on(t.customerId),
    index('job_cards_status_idx').on(t.status, t.createdAt, t.id),
    index('job_cards_created_idx').on(t.createdAt, t.id),
    index('job_cards_booking_idx').on(t.bookingId),
    index('job_cards_search_trgm_idx').using('gin', sql`(${jobCardSearchText(t)}) gin_trgm_ops`),
  ],
);
