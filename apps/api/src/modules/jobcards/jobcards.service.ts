import {
  MSG,
  JOB_TRANSITIONS,
  formatName,
  isStartedJobStatus,
  jobStartProblem,
  ugandaDate,
  type JobStatus,
  type ServiceSettings,
  type jobCardCreateSchema,
  type jobCardUpdateSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/audit.ts';
import type { AutomaticMessagesPort } from '../../platform/automatic-messages.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { nextNumber } from '../../lib/numbers.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import { createJobCardsRepo, type JobCardRow } from './jobcards.repo.ts';
import { fieldColumns, toJobCard } from './jobcards.fields.ts';
import { renderCareCard } from './care-card-pdf.ts';

export const JOB_NOT_FOUND = 'Job card not found';

export function transitionError(from: JobStatus, to: JobStatus): string {
  if (JOB_TRANSITIONS[from].length === 0)
    return `This job is ${from}; a ${from} job cannot change status`;
  return `This job is ${from}; it can only move to ${JOB_TRANSITIONS[from].join(' or ')}, not ${to}`;
}

export function createJobCardsService(deps: {
  db: Db;
  customers: CustomersService;
  bookings: BookingsService;
  /** The provider as printed on the care card (Admin's service details). */
  service: () => Promise<ServiceSettings>;
  automatic?: AutomaticMessagesPort;
}) {
  const repo = createJobCardsRepo(deps.db);

  async function mustGet(id: number) {
    const row = await repo.get(id);
    if (!row) throw notFound(JOB_NOT_FOUND);
    return row;
  }

  /**
   * Edits fields and/or moves the status along ruling 27 on `cards` (the
   * repo, or the repo of a transaction); refused moves answer 409.
   */
  async function updateIn(
    cards: ReturnType<typeof createJobCardsRepo>,
    id: number,
    input: z.output<typeof jobCardUpdateSchema>,
    actor: Actor,
  ) {
    // Issue 36: ongoing and completed wait for the start date (Kampala's today).
    const today = ugandaDate();
    const startedBy = (to: JobStatus | undefined) =>
      to && isStartedJobStatus(to) ? today : undefined;
    // A move alone from the board's buttons (no other edit, no version):
    // read, checked and moved in one statement (ADR 017). When it moves
    // nothing, the card is read below to say why (or, if it may move by
    // now, to move it from the status it is read in).
    if (input.status && !input.fields && !input.updatedAt) {
      const moved = await cards.write(
        id,
        { to: input.status },
        { from: 'reachable', startedBy: startedBy(input.status) },
        actor,
      );
      if (moved) return toJobCard(moved);
    }
    const before = await cards.get(id);
    if (!before) throw notFound(JOB_NOT_FOUND);
    if (!input.fields && input.status === before.status) {
      // A second press of the same button: tell them it already moved.
      throw conflict(`This job is already ${before.status}`);
    }
    const target = input.status && input.status !== before.status ? input.status : undefined;
    if (target && !JOB_TRANSITIONS[before.status].includes(target)) {
      throw conflict(transitionError(before.status, target));
    }
    const start = input.fields ? input.fields.start_date : before.startDate;
    const early =
      target || start !== before.startDate
        ? jobStartProblem(target ?? before.status, start, today)
        : null;
    if (early) throw conflict(early);
    const row = await cards.write(
      id,
      { to: target, fields: input.fields ? fieldColumns(input.fields) : undefined },
      {
        from: target ? before.status : undefined,
        version: input.updatedAt ? new Date(input.updatedAt) : undefined,
        // an edit brings its own start date, checked above
        startedBy: input.fields ? undefined : startedBy(target),
      },
      actor,
    );
    if (row) return toJobCard(row);
    // Why the guarded write matched nothing, read after it.
    const now = await cards.get(id);
    if (!now) throw notFound(JOB_NOT_FOUND);
    if (target && now.status !== before.status) {
      throw conflict(`This job was already moved to ${now.status} by someone else`);
    }
    const late = target ? jobStartProblem(target, now.startDate, today) : null;
    if (late) throw conflict(late);
    throw conflict(MSG.staleRecord);
  }

  const page = ({ rows, count }: { rows: JobCardRow[]; count: number }) => ({
    rows: rows.map(toJobCard),
    count,
  });

  return {
    list: async (status: JobStatus | undefined, offset: number, limit: number) =>
      page(await repo.list(status, offset, limit)),

    async forCustomer(customerId: number, offset: number, limit: number) {
      await deps.customers.getRow(customerId);
      return page(await repo.forCustomer(customerId, offset, limit));
    },

    get: async (id: number) => toJobCard(await mustGet(id)),

    search: async (term: string) => (await repo.search(term.trim(), 20)).map(toJobCard),

    /**
     * SPEC 7: status pending, the signed-in staff member as DashboardUserId
     * and created_by. The card and its entry are one statement; its number
     * is taken first (a sequence, which no rollback would return anyway).
     */
    async create(input: z.output<typeof jobCardCreateSchema>, actor: Actor) {
      const customer = await deps.customers.getRow(input.UserId);
      const booking = input.bookingId
        ? await deps.bookings.getRow(String(input.bookingId))
        : undefined;
      const careCardNumber = await nextNumber(deps.db, 'care_card_seq', 'CC');
      const row = await repo.insert(
        {
          ...fieldColumns(input),
          careCardNumber,
          customerId: customer.id,
          clientName: formatName(customer.firstname, customer.lastname),
          contact: customer.phonenumber,
          status: 'pending',
          requestedVia: 'portal',
          bookingId: booking?.id ?? null,
          dashboardUserId: actor.id,
          createdBy: actor.id,
        },
        actor,
        { after: { care_card_number: careCardNumber, customer: customer.id, status: 'pending' } },
      );
      return toJobCard(row);
    },

    /**
     * Edits fields and/or moves the status along ruling 27; refused moves
     * answer 409. Every route is one write (repo.write): the change and
     * its audit entries in one statement, guarded so that what was checked
     * still holds when it is written.
     */
    async update(id: number, input: z.output<typeof jobCardUpdateSchema>, actor: Actor) {
      // Completing a card sends the customer its message (issue 24): the move
      // and the message's event commit together, in one transaction.
      if (input.status !== 'completed' || !deps.automatic) return updateIn(repo, id, input, actor);
      const automatic = deps.automatic;
      return deps.db.transaction(async (tx) => {
        const card = await updateIn(createJobCardsRepo(tx), id, input, actor);
        if (card.status === 'completed')
          await automatic.trigger(tx, 'job_completed', { kind: 'jobcard', id });
        return card;
      });
    },

    async remove(id: number, actor: Actor) {
      const row = await repo.write(id, { remove: true }, {}, actor);
      if (!row) throw notFound(JOB_NOT_FOUND);
    },

    /** The care card as a PDF, with the nurses assigned to it. */
    async careCard(id: number) {
      const row = await mustGet(id);
      const nurses = await repo.nurseNames(id);
      const pdf = await renderCareCard(toJobCard(row), nurses, await deps.service());
      return { pdf, fileName: `care-card-${row.careCardNumber}.pdf`, customerId: row.customerId };
    },
  };
}

export type JobCardsService = ReturnType<typeof createJobCardsService>;
