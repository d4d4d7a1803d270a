import type { AccessLogQuery } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { createAccessRepo, type AccessLogFilter } from './access.repo.ts';

const CHOOSE_PERSON = 'Choose a customer or a nurse';

/** Issue 26: the access log as the Admin screen reads it. */
export function createAccessService(db: Db) {
  const repo = createAccessRepo(db);
  return {
    /** A page of entries, newest first; a person is a kind and an id, both or neither (400). */
    async page(q: AccessLogFilter & Pick<AccessLogQuery, 'subjectKind' | 'subjectId'>) {
      if ((q.subjectKind === undefined) !== (q.subjectId === undefined)) {
        const field = q.subjectKind === undefined ? 'subjectKind' : 'subjectId';
        throw badRequest(CHOOSE_PERSON, { [field]: CHOOSE_PERSON });
      }
      return repo.page(q);
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
