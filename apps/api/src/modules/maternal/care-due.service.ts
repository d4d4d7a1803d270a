import {
  NO_STATION,
  careDueWindow,
  type CareDueItem,
  type careDueQuerySchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { JsonText } from '../../db/json.ts';
import { createAnswerCache } from '../../platform/answer-cache.ts';
import { recordAccess, type AccessEntryInput } from '../../platform/access-log.ts';
import type { Actor } from '../../platform/audit.ts';
import { createCareDueRepo, type CareDueShape } from './care-due.repo.ts';

type CareDueQuery = z.output<typeof careDueQuerySchema>;

/**
 * The worklist shows maternal health data (a pregnancy's contacts, a baby's
 * doses): each mother or baby on a page is a read, accounted for as a list
 * of job cards is (issue 26), in one insert.
 */
function readsOf(rows: readonly CareDueItem[]): AccessEntryInput[] {
  const seen = new Map<string, AccessEntryInput>();
  for (const r of rows) {
    const baby = r.baby_id !== null;
    const entry: AccessEntryInput = {
      action: 'read',
      record: baby ? 'baby' : 'pregnancy',
      recordId: baby ? r.baby_id : r.pregnancy_id,
      subject: { kind: 'customer', id: r.customer_id },
      detail: 'care due list',
    };
    seen.set(`${entry.record}:${entry.recordId}:${r.customer_id}`, entry);
  }
  return [...seen.values()];
}

/**
 * Issue 42: the Care due worklist and Home's counts. Everyone on the screen
 * asks for the same pages, which change only when a step, a customer's name,
 * phone, station or deletion, or a baby's name does: a page is given again
 * while the database says none of it changed (ADR 055, area `care-due`).
 */
export function createCareDueService(deps: { db: Db; keptPages: number }) {
  const repo = createCareDueRepo(deps.db);
  const kept = createAnswerCache({ db: deps.db, area: 'care-due', maxEntries: deps.keptPages });

  async function pageJson(q: CareDueQuery): Promise<string> {
    const { from, to } = careDueWindow(q);
    const shape: CareDueShape = {
      station: q.station === undefined ? null : q.station === NO_STATION ? 'none' : 'one',
      kind: q.kind !== undefined,
      state: q.state ?? null,
      first: q.offset === 0,
      limit: q.limit,
    };
    const values = { from, to, station: q.station, kind: q.kind, offset: q.offset };
    const key = JSON.stringify([shape, values]);
    const json = deps.keptPages ? await kept.get(key) : undefined;
    if (json !== undefined) return json;
    const page = await repo.page(shape, values);
    const count = page.rows.length || q.offset === 0 ? page.total : await repo.count(shape, values);
    const answer = `{"rows":[${page.rows.join(',')}],"count":${count}}`;
    if (page.asOf) kept.put(key, answer, page.asOf);
    return answer;
  }

  return {
    /** GET /care-due: a page of steps to do, and the count of all; each one shown is a read. */
    async list(q: CareDueQuery, actor: Actor): Promise<JsonText> {
      const json = await pageJson(q);
      const { rows } = JSON.parse(json) as { rows: CareDueItem[] };
      await recordAccess(deps.db, actor, readsOf(rows));
      return { json };
    },

    /** GET /care-due/counts: due and overdue today, and in the coming 7 days. */
    async counts(): Promise<JsonText> {
      const json = deps.keptPages ? await kept.get('counts') : undefined;
      if (json !== undefined) return { json };
      const read = await repo.counts();
      kept.put('counts', read.json, read.asOf);
      return { json: read.json };
    },
  };
}

export type CareDueService = ReturnType<typeof createCareDueService>;
