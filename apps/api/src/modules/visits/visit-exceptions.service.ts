import {
  VISIT_EXCEPTION_MESSAGES as SAY,
  formatName,
  type VisitException,
  type VisitExceptionDecision,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { createVisitExceptionsRepo, type VisitExceptionRow } from './visit-exceptions.repo.ts';

const shape = (r: VisitExceptionRow): VisitException => ({
  id: r.id,
  at: r.at.toISOString(),
  channel: r.channel,
  phone: r.phone,
  text: r.text,
  reason: r.reason,
  kind: r.kind,
  code: r.code,
  nurseId: r.nurseId,
  nurseName: r.firstName ? formatName(r.firstName, r.lastName ?? '') : null,
  nurseJobId: r.nurseJobId,
  jobCardId: r.jobCardId,
  careCardNumber: r.careCardNumber,
  day: r.day,
  decision: r.decision,
  decisionReason: r.decisionReason,
  decidedByName: r.decidedByName,
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/**
 * Issue 37: the checks refused (or recorded with a doubt), for an ADMIN to
 * approve or reject, once, with a reason: two ADMINs at once decide it once
 * (the update names the undecided row), and each decision is audited.
 */
export function createVisitExceptionsService(deps: { db: Db }) {
  const repo = createVisitExceptionsRepo(deps.db);
  return {
    async page(state: 'open' | 'decided', offset: number, limit: number) {
      const { rows, count } = await repo.page(state, offset, limit);
      return { rows: rows.map(shape), count };
    },

    async decide(id: number, input: VisitExceptionDecision, actor: Actor) {
      const reason = String(input.reason).trim();
      await deps.db.transaction(async (tx) => {
        const r = createVisitExceptionsRepo(tx);
        if (!(await r.decide(id, input.decision, reason, actor.id))) {
          const now = await r.get(id);
          if (!now) throw notFound(SAY.notFound);
          throw conflict(SAY.decided(now.decision ?? '', now.decidedByName));
        }
        await audit(tx, actor, {
          action: 'decide',
          entity: 'visit_exception',
          entityId: id,
          summary: { after: { decision: input.decision, reason } },
        });
      });
      return shape((await repo.get(id))!);
    },
  };
}

export type VisitExceptionsService = ReturnType<typeof createVisitExceptionsService>;
