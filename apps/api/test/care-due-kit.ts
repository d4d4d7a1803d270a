import type { CareDueItem, CareTimelineStep } from '@app/contract';
import { setup, type Ctx } from './factories.ts';
import { today } from './pregnancy-factories.ts';
import { expectingMother, motherAfter, stepName, timeline, type Mother } from './care-factories.ts';

// The Care due suites' mothers and their oracle (issue 42): what the worklist
// must answer is worked out from the mothers' care timelines (careTimeline,
// the one rule), never from dates written in a test.

export type Row = { customer_id: number; name: string; state: string; dueFrom: string };
export const TO_DO = new Set(['due', 'overdue', 'upcoming']);

export const sortRows = (rows: Row[]) =>
  rows.sort(
    (a, b) =>
      a.dueFrom.localeCompare(b.dueFrom) ||
      a.customer_id - b.customer_id ||
      a.name.localeCompare(b.name),
  );

/** What the worklist must answer for [from, to], from the mothers' timelines. */
export function expected(
  timelines: Map<number, CareTimelineStep[]>,
  from: string,
  to: string,
  keep: (s: CareTimelineStep, id: number) => boolean = () => true,
): Row[] {
  const start = from > today() ? from : today();
  const out: Row[] = [];
  for (const [id, steps] of timelines)
    for (const s of steps)
      if (TO_DO.has(s.state) && s.dueFrom <= to && s.overdueUntil >= start && keep(s, id))
        out.push({ customer_id: id, name: stepName(s), state: s.state, dueFrom: s.dueFrom });
  return sortRows(out);
}

/** The worklist's rows as the oracle writes them. */
export const asRows = (items: readonly CareDueItem[]): Row[] =>
  items.map((r) => ({
    customer_id: r.customer_id,
    name: stepName(r),
    state: r.state,
    dueFrom: r.dueFrom,
  }));

/**
 * An app with five mothers at known points of their timelines, each with her
 * station: `due` (20+3 weeks, Kikubo: the 20-week contact due, its last day),
 * `overdue` (22 weeks, Mutungo), `none` (24+3 weeks, no station: the 20-week
 * contact overdue 3 more days, the 26-week one coming in 4), `born` (twins 3
 * days ago, Nassana: the day-3 contact due, the birth doses overdue) and
 * `loss` (10 days ago, Kikubo: nothing to do).
 */
export async function careDueSetup() {
  const c: Ctx = await setup();
  const mothers = new Map<string, Mother>();
  const live = new Set<number>();
  const stations = new Map<number, string | null>();
  async function add(name: string, made: Promise<Mother>, station: string | null) {
    const m = await made;
    mothers.set(name, m);
    live.add(m.id);
    stations.set(m.id, station);
    return m;
  }
  await add('due', expectingMother(c, 20, 3, 'Kikubo'), 'Kikubo');
  await add('overdue', expectingMother(c, 22, 0, 'Mutungo'), 'Mutungo');
  await add('none', expectingMother(c, 24, 3, null), null);
  await add('born', motherAfter(c, 3, 2, 'Nassana'), 'Nassana');
  await add('loss', motherAfter(c, 10, 0, 'Kikubo'), 'Kikubo');
  /** The live mothers' timelines, by customer. */
  async function timelines() {
    const out = new Map<number, CareTimelineStep[]>();
    for (const id of live) out.set(id, await timeline(c, id));
    return out;
  }
  return { c, mothers, live, stations, add, timelines };
}
