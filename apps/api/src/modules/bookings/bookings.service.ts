import type { customerOrderSchema } from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bookings, type StatusChange } from '../../db/schema/index.ts';
import { nextNumber } from '../../lib/numbers.ts';
import { audit, type Actor } from '../../lib/audit.ts';
import type { CustomerRow } from '../customers/customers.repo.ts';

export function createBookingsService(deps: { db: Db }) {
  return {
    /**
     * The order that accompanies a new customer becomes a Pending booking for
     * them (DECISIONS 16), inside the caller's transaction.
     */
    async createForCustomer(
      tx: Db,
      customer: CustomerRow,
      order: z.output<typeof customerOrderSchema>,
      actor: Actor,
    ) {
      const docId = await nextNumber(tx, 'booking_seq', 'BK');
      const history: StatusChange[] = [
        { from: null, to: 'Pending', by: actor.email, at: new Date().toISOString() },
      ];
      const [row] = await tx
        .insert(bookings)
        .values({
          docId,
          customerId: customer.id,
          clientId: customer.userId,
          firstName: customer.firstname,
          lastName: customer.lastname,
          client: `${customer.firstname} ${customer.lastname}`,
          primaryPhoneNumber: customer.phonenumber,
          otherPhoneNumber: customer.alternateNumber,
          service: order.order,
          packageDetails:
            [order.category, order.shippment_type].filter(Boolean).join(' · ') || null,
          dropoff: order.address ?? customer.address,
          requestedFor: order.requested_by,
          status: 'Pending',
          statusHistory: history,
        })
        .returning({ id: bookings.id, docId: bookings.docId, status: bookings.status });
      await audit(tx, actor, {
        action: 'create',
        entity: 'booking',
        entityId: row!.docId,
        summary: { after: { status: 'Pending', service: order.order, customer: customer.id } },
      });
      return row!;
    },
    db: deps.db,
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
