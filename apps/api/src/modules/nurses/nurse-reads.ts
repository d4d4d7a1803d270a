import type { Nurse } from '@app/contract';
import { notFound } from '../../lib/errors.ts';
import type { createNursesRepo } from './nurses.repo.ts';

export const NURSE_NOT_FOUND = 'Nurse not found';

/** The two reads every nurse write starts or ends with (the practice area's through the nurses service). */
export function nurseReads(repo: ReturnType<typeof createNursesRepo>) {
  return {
    /** The nurse's row, or 404. */
    async mustGet(id: number) {
      const row = await repo.get(id);
      if (!row) throw notFound(NURSE_NOT_FOUND);
      return row;
    },

    /** The profile as the database builds it (ADR 022, 032): a write answers what GET does. */
    async answer(id: number): Promise<Nurse> {
      const built = await repo.profile(id);
      if (!built) throw notFound(NURSE_NOT_FOUND);
      return JSON.parse(built.json) as Nurse;
    },
  };
}
