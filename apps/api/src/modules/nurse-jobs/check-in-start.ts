import { ugandaDate } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import type { JobCardsService } from '../jobcards/jobcards.service.ts';
import { createNurseJobsRepo } from './nurse-jobs.repo.ts';

/**
 * Issue 37: a nurse checking in starts her visit. In the check's
 * transaction `tx`: a pending nurse job whose first day has come becomes
 * ongoing, and its card follows (a pending card starts). The card's row is
 * locked first, as every move of a card or its jobs locks it (ADR 044), so
 * a card closed at the same moment either comes first (the job is no longer
 * pending: nothing moves) or waits. Never refuses: a job that may not start
 * (already under way, its card closed or not yet begun) is left as it is
 * and the check is recorded all the same. True when the job started.
 */
export async function startOnCheckIn(
  deps: { jobCards: JobCardsService },
  tx: Db,
  nurseJobId: number,
  actor: Actor,
  how: string,
): Promise<boolean> {
  const repo = createNurseJobsRepo(tx);
  const row = await repo.get(nurseJobId);
  if (!row || row.job.status !== 'pending') return false;
  const card = await deps.jobCards.lockRow(row.job.jobId, tx);
  const today = ugandaDate();
  if (card.status !== 'pending' && card.status !== 'ongoing') return false;
  if (card.startDate && card.startDate > today) return false;
  const moved = await repo.update(
    nurseJobId,
    { status: 'ongoing' },
    { fromStatus: 'pending', startedBy: today },
  );
  if (!moved) return false;
  await audit(tx, actor, {
    action: 'status',
    entity: 'nurse_job',
    entityId: nurseJobId,
    summary: { status: { from: 'pending', to: 'ongoing' }, by: how },
  });
  await deps.jobCards.followNurseJob(tx, card, 'ongoing', actor);
  return true;
}
