import { VISIT_PROOF_MESSAGES, type ProofSummary, type VisitDay } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';

/** Issue 37: the visits area's days' proof, as the payroll is given it at start-up. */
export type ProofPort = {
  ofJobs: (
    ids: number[],
    db?: Db,
    lock?: boolean,
  ) => Promise<Map<number, ProofSummary & { days: VisitDay[] }>>;
};

/**
 * The payable jobs of a batch with what their days' proof pays: 409 naming
 * each job and day no ADMIN decided on, or a job with no day to pay (every
 * day rejected), and nothing is drafted.
 */
export function provenLines<J extends { id: number }>(
  rows: J[],
  proofs: Map<number, ProofSummary & { days: VisitDay[] }>,
): (J & { payDays: number; payAmount: number })[] {
  const open = rows
    .map((j) => ({
      id: j.id,
      days: (proofs.get(j.id)?.days ?? []).filter((d) => d.proof === 'open').map((d) => d.day),
    }))
    .filter((j) => j.days.length > 0);
  if (open.length) throw conflict(VISIT_PROOF_MESSAGES.openDays(open));
  const nothing = rows.filter((j) => proofs.get(j.id)?.payDays === 0).map((j) => j.id);
  if (nothing.length) throw conflict(VISIT_PROOF_MESSAGES.nothingToPay(nothing));
  return rows.map((j) => {
    const p = proofs.get(j.id)!;
    return { ...j, payDays: p.payDays, payAmount: p.payAmount };
  });
}
