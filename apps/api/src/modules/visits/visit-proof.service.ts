import {
  VISIT_PROOF_MESSAGES as SAY,
  formatName,
  type DayDecisionInput,
  type OpenDay,
  type ProofSummary,
  type VisitDay,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { careDays, proofDays, summaryOf } from './visit-proof.days.ts';
import { createVisitProofRepo, type ProofJob } from './visit-proof.repo.ts';

export type JobProof = ProofSummary & { days: VisitDay[] };

/**
 * Issue 37: payroll pays verified days. The days of care of nurse jobs with
 * their proof (payroll reads it in its own transaction), and an ADMIN's
 * decision on a day without a check-in and out.
 */
export function createVisitProofService(deps: { db: Db }) {
  /** Each job's days and what is paid; jobs locked in `db`'s transaction when `lock`. */
  async function ofJobs(ids: number[], db: Db = deps.db, lock = false) {
    const repo = createVisitProofRepo(db);
    const out = new Map<number, JobProof>();
    if (!ids.length) return out;
    const jobs = await repo.jobs(ids, lock);
    const [from, checks, decisions] = await Promise.all([
      repo.proofFrom(),
      repo.checks(ids),
      repo.decisions(ids),
    ]);
    for (const job of jobs) {
      const days = proofDays(job, from, checks, decisions);
      out.set(job.id, { ...summaryOf(job, days), days });
    }
    return out;
  }

  return {
    ofJobs,

    /** One job's days with their proof (404 when there is no such job). */
    async daysOf(nurseJobId: number): Promise<VisitDay[]> {
      const proof = (await ofJobs([nurseJobId])).get(nurseJobId);
      if (!proof) throw notFound(SAY.noJob);
      return proof.days;
    },

    /** Completed, unpaid jobs' days without proof: undecided (open) or decided. */
    async days(state: 'open' | 'decided'): Promise<OpenDay[]> {
      const repo = createVisitProofRepo(deps.db);
      const from = await repo.proofFrom();
      if (from === null) return [];
      const jobs = await repo.completedUnpaidSince(from);
      const proofs = await ofJobs(jobs.map((j) => j.id));
      return jobs.flatMap((j) =>
        (proofs.get(j.id)?.days ?? [])
          .filter((d) =>
            state === 'open'
              ? d.proof === 'open'
              : d.proof === 'approved' || d.proof === 'rejected',
          )
          .map((d) => ({
            ...d,
            nurseId: j.nurseId,
            nurseName: formatName(j.firstName, j.lastName),
            nursePhone: j.nursePhone,
            jobCardId: j.jobCardId,
            careCardNumber: j.careCardNumber,
            clientName: j.clientName,
            shift: j.shift,
            rate: j.rate,
          })),
      );
    },

    /**
     * An ADMIN approves (paid) or rejects (not paid) a day without proof,
     * saying why. The job's row is locked, as a payout batch drafting it
     * locks it, so a decision and a batch never cross: a job in an open
     * batch or paid keeps its days.
     */
    async decide(nurseJobId: number, day: string, input: DayDecisionInput, actor: Actor) {
      return deps.db.transaction(async (tx) => {
        const repo = createVisitProofRepo(tx);
        const [job] = (await repo.jobs([nurseJobId], true)) as ProofJob[];
        if (!job) throw notFound(SAY.noJob);
        if (!careDays(job).includes(day)) throw conflict(SAY.notADay(day));
        if (job.status !== 'completed') throw conflict(SAY.notCompleted);
        const held = await repo.heldBy(nurseJobId);
        if (held || job.paymentStatus === 'Paid') throw conflict(SAY.paid(held ?? null));
        const before = (await ofJobs([nurseJobId], tx)).get(nurseJobId)!;
        const was = before.days.find((d) => d.day === day)!;
        if (was.proof === 'checked') throw conflict(SAY.checked);
        if (was.proof === 'not_required') throw conflict(SAY.notRequired);
        const reason = String(input.reason).trim();
        await repo.saveDecision({
          nurseJobId,
          day,
          decision: input.decision,
          reason,
          decidedBy: actor.id,
        });
        await audit(tx, actor, {
          action: 'decide',
          entity: 'visit_day',
          entityId: `${nurseJobId}:${day}`,
          summary: { before: { proof: was.proof }, after: { proof: input.decision, reason } },
        });
        return (await ofJobs([nurseJobId], tx)).get(nurseJobId)!;
      });
    },
  };
}

export type VisitProofService = ReturnType<typeof createVisitProofService>;
