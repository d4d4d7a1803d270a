import {
  JOB_TRANSITIONS,
  VISIT_MESSAGES,
  formatName,
  jobStartProblem,
  ugandaDate,
  type JobStatus,
  type OpenNurseJobChoice,
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
import { JOB_NOT_FOUND, updateIn } from './jobcards.update.ts';

export { JOB_NOT_FOUND, transitionError } from './jobcards.update.ts';

export function createJobCardsService(deps: {
  db: Db;
  customers: CustomersService;
  bookings: BookingsService;
  /** The provider as printed on the care card (Admin's service details). */
  service: () => Promise<ServiceSettings>;
  automatic?: AutomaticMessagesPort;
  /**
   * Issue 37: closes a card's open nurse jobs in the card's transaction (the
   * nurse jobs area; looked up when a request comes, as it registers after this one).
   */
  openJobs?: {
    close: (
      tx: Db,
      card: JobCardRow,
      choice: OpenNurseJobChoice | undefined,
      actor: Actor,
      today: string,
    ) => Promise<void>;
  };
}) {
  const repo = createJobCardsRepo(deps.db);

  async function mustGet(id: number) {
    const row = await repo.get(id);
    if (!row) throw notFound(JOB_NOT_FOUND);
    return row;
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
      const to = input.status;
      if (to !== 'completed' && to !== 'cancelled') return updateIn(repo, id, input, actor);
      // Issue 37: completing or cancelling a card closes its open nurse jobs as
      // the person chose, in one transaction with the move (the card locked
      // first, as every status move of its nurse jobs locks it). Completing
      // sends the customer its message (issue 24), committed with the move.
      return deps.db.transaction(async (tx) => {
        const cards = createJobCardsRepo(tx);
        const locked = await cards.lock(id);
        const today = ugandaDate();
        if (
          locked &&
          JOB_TRANSITIONS[locked.status].includes(to) &&
          !jobStartProblem(to, input.fields ? input.fields.start_date : locked.startDate, today)
        )
          await deps.openJobs?.close(tx, locked, input.open_nurse_jobs, actor, today);
        const card = await updateIn(cards, id, input, actor);
        if (card.status === 'completed')
          await deps.automatic?.trigger(tx, 'job_completed', { kind: 'jobcard', id });
        return card;
      });
    },

    /** Issue 37: the live card locked in `tx`, 404 when there is none. */
    async lockRow(id: number, tx: Db) {
      const row = await createJobCardsRepo(tx).lock(id);
      if (!row) throw notFound(JOB_NOT_FOUND);
      return row;
    },

    /**
     * Issue 37: the card follows its nurse jobs, in the job's transaction
     * (`card` locked in `tx` before the job moved to `to`). The first job
     * started starts a pending card (not before the card's first day); the
     * last open job closed completes it when one of them was completed.
     */
    async followNurseJob(tx: Db, card: JobCardRow, to: JobStatus, actor: Actor) {
      const cards = createJobCardsRepo(tx);
      const today = ugandaDate();
      if (to === 'ongoing') {
        if (card.status === 'completed' || card.status === 'cancelled')
          throw conflict(VISIT_MESSAGES.cardClosed(card.careCardNumber, card.status));
        if (card.status !== 'pending') return;
        if (card.startDate && card.startDate > today)
          throw conflict(VISIT_MESSAGES.cardNotStarted(card.careCardNumber, card.startDate));
        await cards.write(card.id, { to: 'ongoing' }, { from: 'pending' }, actor);
        return;
      }
      if (card.status !== 'pending' && card.status !== 'ongoing') return;
      const jobs = await cards.jobStates(card.id);
      if (jobs.open > 0 || jobs.completed === 0) return;
      // A card whose own first day has not come stays as it is (a person completes it).
      const moved = await cards.write(
        card.id,
        { to: 'completed' },
        { from: card.status, startedBy: today },
        actor,
      );
      if (moved)
        await deps.automatic?.trigger(tx, 'job_completed', { kind: 'jobcard', id: card.id });
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
