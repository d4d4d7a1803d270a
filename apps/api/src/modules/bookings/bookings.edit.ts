import {
  BOOKING_MESSAGES,
  bookingEditProblems,
  isEditableBooking,
  type Booking,
  type BookingEditField,
  type bookingEditSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { mapRow } from '../../db/field-map.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../platform/audit.ts';
import { updateWithAudit } from '../../platform/audited-update.ts';
import {
  bookingFields,
  createBookingsRepo,
  type BookingRow,
  type WrittenBooking,
} from './bookings.repo.ts';

type Edit = z.output<typeof bookingEditSchema>;

/**
 * Issue 37: staff complete a request (its start date, price...) or correct a
 * booking, while it is Pending or Accepted. Only the fields sent change; the
 * write waits for the version the form showed (a stale one answers 409) and
 * its audit entry, with each changed field before and after, commits with it.
 * An Accepted booking keeps its service, start date and price (400).
 */
export function createBookingEditor(db: Db, mustGet: (key: string) => Promise<BookingRow>) {
  return async (key: string, input: Edit, actor: Actor, version?: string): Promise<Booking> => {
    const before = await mustGet(key);
    const { updatedAt: _version, ...changes } = input;
    const fields = (Object.keys(changes) as BookingEditField[]).filter(
      (k) => changes[k] !== undefined,
    );
    if (!isEditableBooking(before.status))
      throw conflict(BOOKING_MESSAGES.notEditable(before.status));
    const problems = bookingEditProblems(before.status, { ...before, ...changes });
    if (problems) throw badRequest(problems.error, problems.details);

    return db.transaction(async (tx) => {
      const repo = createBookingsRepo(tx);
      const at = version ? new Date(version) : undefined;
      const row = await updateWithAudit(tx, actor, {
        entity: 'booking',
        entityId: (written) => written.docId,
        before,
        fields,
        // The status it was checked against: a confirmation meanwhile is a change of its own.
        write: () => repo.edit(before.id, before.status, changes, at),
        async refused() {
          const now = await repo.get(String(before.id));
          if (!now) throw notFound(BOOKING_MESSAGES.notFound);
          return isEditableBooking(now.status) ? null : BOOKING_MESSAGES.notEditable(now.status);
        },
      });
      const jobCardIds = await repo.jobCardIds(row.id);
      return mapRow<Booking, WrittenBooking>(bookingFields, { ...row, jobCardIds });
    });
  };
}
