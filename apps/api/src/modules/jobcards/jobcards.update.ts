import {
  JOB_TRANSITIONS,
  isStartedJobStatus,
  jobStartProblem,
  ugandaDate,
  type JobStatus,
  type jobCardUpdateSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Actor } from '../../platform/audit.ts';
import { writtenOr409 } from '../../platform/audited-update.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { createJobCardsRepo } from './jobcards.repo.ts';
import { fieldColumns, toJobCard } from './jobcards.fields.ts';

export const JOB_NOT_FOUND = 'Job card not found';

export function transitionError(from: JobStatus, to: JobStatus): string {
  if (JOB_TRANSITIONS[from].length === 0)
    return `This job is ${from}; a ${from} job cannot change status`;
  return `This job is ${from}; it can only move to ${JOB_TRANSITIONS[from].join(' or ')}, not ${to}`;
}

/**
 * Edits fields and/or moves the status along ruling 27 on `cards` (the
 * repo, or the repo of a transaction); refused moves answer 409.
 */
export async function updateIn(
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
  // The card and its entries are one statement (ADR 033); why it matched nothing, read after it.
  const written = await writtenOr409(row, async () => {
    const now = await cards.get(id);
    if (!now) throw notFound(JOB_NOT_FOUND);
    if (target && now.status !== before.status)
      return `This job was already moved to ${now.status} by someone else`;
    return target ? jobStartProblem(target, now.startDate, today) : null;
  });
  return toJobCard(written);
}
