import type { FastifyBaseLogger } from 'fastify';
import { PRIVACY_MESSAGES, type DataSubjectKind, type ObjectionAnswer } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { PushGateway } from '../../integrations/push.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { followMarketing } from '../communication/marketing.ts';
import { createObjectionRepo } from './objection.repo.ts';

export const NOT_FOUND: Record<DataSubjectKind, string> = {
  customer: 'Customer not found',
  nurse: 'Nurse not found',
};

/**
 * Objection to marketing (issue 26): one click on the profile, honoured by
 * every marketing sender (see communication/marketing.ts for which those are).
 */
export function createObjectionService(deps: {
  db: Db;
  push: Pick<PushGateway, 'setTopic'>;
  log?: Pick<FastifyBaseLogger, 'error'>;
}) {
  const repo = createObjectionRepo(deps.db);

  /**
   * Objects to marketing or withdraws the objection. Objecting again keeps
   * the first time and writes nothing; so does withdrawing twice.
   *
   * The device leaves the health tips topic before the objection is saved:
   * should the gateway fail, the answer says so and nothing changes (the
   * same click tries again). A withdrawal is saved first, then the device
   * rejoins the topic; should that fail, the person misses tips until her
   * app next registers its token, never gets one she objected to.
   */
  async function set(
    kind: DataSubjectKind,
    id: number,
    objected: boolean,
    actor: Actor,
  ): Promise<ObjectionAnswer> {
    const before = await repo.find(kind, id);
    if (!before) throw notFound(NOT_FOUND[kind]);
    if (objected && before.token) {
      const out = await followMarketing(deps.push, before.token, true);
      if (!out.ok) throw new AppError(502, `${PRIVACY_MESSAGES.topicFailed}: ${out.error}`);
    }
    const after = await deps.db.transaction(async (tx) => {
      const row = await createObjectionRepo(tx).set(kind, id, objected);
      if (!row) throw notFound(NOT_FOUND[kind]);
      if (!!before.objectedAt !== objected)
        await audit(tx, actor, {
          action: 'update',
          entity: kind,
          entityId: id,
          summary: {
            before: { marketingObjected: !objected },
            after: { marketingObjected: objected },
          },
        });
      return row;
    });
    if (!objected && before.token) {
      const back = await followMarketing(deps.push, before.token, false);
      if (!back.ok)
        deps.log?.error({ kind, id, error: back.error }, 'device not put back in the health tips');
    }
    return {
      subjectKind: kind,
      subjectId: id,
      marketingObjectedAt: after.objectedAt?.toISOString() ?? null,
    };
  }

  return { set };
}

export type ObjectionService = ReturnType<typeof createObjectionService>;
