import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '@app/contract';
import { bookingSearchText } from './search.ts';
import { id, softDelete, timestamps } from './common.ts';
import { customers } from './customers.ts';

export type StatusChange = { from: string | null; to: string; by: string | null; at: string };

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    docId: text('doc_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    clientId: text('client_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    client: text('client'),
    primaryPhoneNumber: text('primary_phone_number').notNull(),
    otherPhoneNumber: text('other_phone_number'),
    service: text('service').notNull(),
    serviceStartDate: date('service_start_date'),
    totalCost: bigint('total_cost', { mode: 'number' }),
    packagePrice: bigint('package_price', { mode: 'number' }),
    packageDetails: text('package_details'),
    extras: text('extras'),
    dropoff: text('dropoff'),
    nurseNames: text('nurse_names'),
    requestedFor: text('requested_for'),
    motherNames: text('mother_names'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('Pending'),
    clientStatus: text('client_status'),
    statusHistory: jsonb('status_history').$type<StatusChange[]>().notNull().default([]),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bookings_doc_id_key').on(t.docId),
    // Live bookings only: a list's count reads the index alone.
    index('bookings_status_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_search_trgm_idx').using('gin', sql`(${bookingSearchText(t)}) gin_trgm_ops`),
  ],
);
