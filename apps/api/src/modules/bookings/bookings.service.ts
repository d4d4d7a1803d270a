import {
  BOOKING_FILTERS,
  BOOKING_MESSAGES,
  BOOKING_TRANSITIONS,
  bookingMissing,
  bookingRequestProblem,
  bookingStartProblem,
  type Booking,
  type BookingFilter,
  type BookingStatus,
  type bookingCreateSchema,
  type customerOrderSchema,
} from '@app/contract';
import type { AutomaticMessagesPort } from '../../platform/automatic-messages.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { phoneFragment } from '../../lib/search-term.ts';
import type { StatusChange } from '../../db/schema/index.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { updateWithAudit } from '../../platform/audited-update.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { nextNumber } from '../../lib/numbers.ts';
import type { CustomerRow } from '../customers/customers.repo.ts';
import { mapRow } from '../../db/field-map.ts';
import { createBookingEditor } from './bookings.edit.ts';
import {
  bookingFields,
  createBookingsRepo,
  type BookingRow,
  type WrittenBooking,
} from './bookings.repo.ts';

/**
 * The answer to a write, from the row it wrote, by the answer's one map
 * (bookings.repo.ts). It lists no job cards: a new booking has none, and a
 * move's answer never listed them (GET /booking/{id} does).
 */
const toBooking = (row: BookingRow): Booking =>
  mapRow<Booking, WrittenBooking>(bookingFields, { ...row, jobCardIds: [] });

/** 409 text for a refused move: it names the current status (issue 5). */
function refusal(current: BookingStatus, to: BookingStatus): string {
  if (current === to) return `This booking is already ${current}`;
  if (BOOKING_TRANSITIONS[current].length === 0)
    return `This booking is ${current}; it cannot change any more`;
  return `This booking is ${current}; it can only move to ${BOOKING_TRANSITIONS[current].join(' or ')}`;
}

/** How bookings reach customers (the customers service, passed lazily: it creates bookings too). */
export type CustomerLookup = {
  getRow: (id: number) => Promise<CustomerRow>;
  findByPhone: (phone: string) => Promise<CustomerRow | undefined>;
};

export function createBookingsService(deps: {
  db: Db;
  customers: CustomerLookup;
  automatic?: AutomaticMessagesPort;
}) {
  const repo = createBookingsRepo(deps.db);

  async function mustGet(key: string) {
    const row = await repo.get(key);
    if (!row) throw notFound(BOOKING_MESSAGES.notFound);
    return row;
  }

  return {
    async list(
      filter: BookingFilter | undefined,
      search: string | undefined,
      offset: number,
      limit: number,
    ) {
      const term = search?.trim();
      const page = await repo.page(
        filter ? BOOKING_FILTERS[filter] : undefined,
        term ? { term, phone: phoneFragment(term) } : undefined,
        offset,
        limit,
      );
      return page;
    },

    /** One booking with its job cards, as the database builds it (ADR 032). */
    async get(key: string) {
      const booking = await repo.answer(key);
      if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
      return booking;
    },

    /** A request from the customer app (ruling 17), linked to the customer by id or phone. */
    async create(input: z.output<typeof bookingCreateSchema>, actor: Actor) {
      // The given customer must exist (404 otherwise); without one, the phone finds them.
      const customer = input.customerId
        ? await deps.customers.getRow(input.customerId)
        : await deps.customers.findByPhone(input.primaryPhoneNumber);
      return deps.db.transaction(async (tx) => {
        const row = await createBookingsRepo(tx).insert({
          ...input,
          docId: await nextNumber(tx, 'booking_seq', 'BK'),
          customerId: customer?.id ?? null,
          clientId: input.clientId ?? customer?.userId ?? null,
          client: `${input.firstName} ${input.lastName}`,
          status: 'Pending',
          statusHistory: [
            { from: null, to: 'Pending', by: actor.email, at: new Date().toISOString() },
          ],
        });
        await audit(tx, actor, {
          action: 'create',
          entity: 'booking',
          entityId: row.docId,
          summary: { after: { status: 'Pending', service: row.service } },
        });
        return toBooking(row);
      });
    },

    /**
     * Moves a booking along SPEC 4. The move is a conditional UPDATE, so when
     * two staff press at once one wins and the other is told it already moved.
     */
    async changeStatus(
      key: string,
      to: BookingStatus,
      actor: Actor,
      opts: { docId?: string; version?: string } = {},
    ) {
      const before = await mustGet(key);
      if (opts.docId && opts.docId !== before.docId) {
        throw badRequest('The docId in the body does not match the address');
      }
      if (!BOOKING_TRANSITIONS[before.status].includes(to))
        throw conflict(refusal(before.status, to));
      // Issue 37: a request (no start date, price...) is completed before it is confirmed.
      const request = bookingRequestProblem(to, bookingMissing(before));
      if (request) throw conflict(request);
      // Issue 36: not under way, let alone complete (and its SMS sent), before its start date.
      const early = bookingStartProblem(to, before.serviceStartDate);
      if (early) throw conflict(early);
      return deps.db.transaction(async (tx) => {
        const change: StatusChange = {
          from: before.status,
          to,
          by: actor.email,
          at: new Date().toISOString(),
        };
        const version = opts.version ? new Date(opts.version) : undefined;
        const repo = createBookingsRepo(tx);
        const row = await updateWithAudit(tx, actor, {
          action: 'status',
          entity: 'booking',
          entityId: (written) => written.docId,
          before,
          fields: ['status'],
          // A confirmation only while nothing is missing, should an edit just have emptied a field.
          write: () => repo.move(before.id, before.status, to, change, version, to === 'Accepted'),
          async refused() {
            const now = await repo.get(String(before.id));
            if (!now) throw notFound(BOOKING_MESSAGES.notFound);
            if (now.status !== before.status)
              return `This booking was already moved to ${now.status} by someone else`;
            return bookingRequestProblem(to, bookingMissing(now));
          },
        });
        // Accepted is the booking confirmed to the customer; Completed asks for a review.
        const event =
          to === 'Accepted' ? 'booking_confirmed' : to === 'Completed' ? 'job_completed' : null;
        if (event) await deps.automatic?.trigger(tx, event, { kind: 'booking', id: row.id });
        return toBooking(row);
      });
    },

    /**
     * The order that accompanies a new customer becomes a Pending booking for
     * them (ruling 16), inside the caller's transaction.
     */
    async createForCustomer(
      tx: Db,
      customer: CustomerRow,
      order: z.output<typeof customerOrderSchema>,
      actor: Actor,
    ) {
      const row = await createBookingsRepo(tx).insert({
        docId: await nextNumber(tx, 'booking_seq', 'BK'),
        customerId: customer.id,
        clientId: customer.userId,
        firstName: customer.firstname,
        lastName: customer.lastname,
        client: `${customer.firstname} ${customer.lastname}`,
        primaryPhoneNumber: customer.phonenumber,
        otherPhoneNumber: customer.alternateNumber,
        service: order.order,
        packageDetails: [order.category, order.shippment_type].filter(Boolean).join(' · ') || null,
        dropoff: order.address ?? customer.address,
        requestedFor: order.requested_by,
        status: 'Pending',
        statusHistory: [
          { from: null, to: 'Pending', by: actor.email, at: new Date().toISOString() },
        ],
      });
      await audit(tx, actor, {
        action: 'create',
        entity: 'booking',
        entityId: row.docId,
        summary: { after: { status: 'Pending', service: order.order, customer: customer.id } },
      });
      return { id: row.id, docId: row.docId, status: row.status };
    },

    /** PATCH /booking/{id}: staff complete or correct a Pending or Accepted booking (issue 37). */
    edit: createBookingEditor(deps.db, mustGet),

    /** For job cards made from a booking. */
    getRow: mustGet,
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
