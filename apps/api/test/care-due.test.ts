import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_RECORD_MESSAGES, addDays, type CareDueItem } from '@app/contract';
import { accessLog } from '../src/db/schema/index.ts';
import { expectFailure } from './factories.ts';
import { today } from './pregnancy-factories.ts';
import {
  allCareDue,
  careDue,
  counts,
  stepsOf,
  storedNames,
  timeline,
  toDoNames,
} from './care-factories.ts';
import { TO_DO, asRows, careDueSetup, expected, sortRows } from './care-due-kit.ts';

// Issue 42: GET /care-due, the steps not done whose due or overdue days meet
// a window (default today to 14 days on), by station, kind and state, paged;
// GET /care-due/counts, Home's figures. Every answer is checked against the
// care timelines of the mothers on file (care-due-kit.ts).

describe('Care due', () => {
  let s: Awaited<ReturnType<typeof careDueSetup>>;
  beforeAll(async () => {
    s = await careDueSetup();
  });
  afterAll(() => s.c.close());

  it('keeps each mother’s rows as her timeline’s steps to do; a loss leaves none', async () => {
    for (const m of s.mothers.values())
      expect(await storedNames(s.c, m.id)).toEqual(toDoNames(await timeline(s.c, m.id)));
    const loss = s.mothers.get('loss')!;
    expect(await stepsOf(s.c, loss.id)).toEqual([]);
    const lossTimeline = await timeline(s.c, loss.id);
    expect(lossTimeline.filter((x) => x.kind === 'postnatal')).toEqual([]);
    expect(lossTimeline.every((x) => x.state === 'missed')).toBe(true);
  });

  it('lists by default today and the next 14 days, by due day then customer, with her phone and station', async () => {
    const page = await careDue(s.c, { limit: 100 });
    const want = expected(await s.timelines(), today(), addDays(today(), 14));
    expect(want.length).toBeGreaterThan(5);
    expect(page.count).toBe(want.length);
    expect(sortRows(asRows(page.rows))).toEqual(want);
    // the order the worklist answers: by the day each is due from, then customer
    expect(page.rows.map((r) => [r.dueFrom, r.customer_id])).toEqual(
      want.map((r) => [r.dueFrom, r.customer_id]),
    );
    const due = s.mothers.get('due')!;
    const anc2 = page.rows.find((r) => r.customer_id === due.id && r.step === 'anc-2');
    const step = (await timeline(s.c, due.id)).find((x) => x.key === 'anc-2')!;
    expect(anc2).toEqual({
      customer_id: due.id,
      customer_name: 'Amina Nakato',
      phonenumber: expect.stringMatching(/^\+?\d+$/),
      station: 'Kikubo',
      step: 'anc-2',
      label: step.label,
      kind: 'antenatal',
      vaccines: [],
      pregnancy_id: due.pregnancy.id,
      baby_id: null,
      baby_name: null,
      target: step.target,
      dueFrom: step.dueFrom,
      dueUntil: step.dueUntil,
      overdueUntil: step.overdueUntil,
      state: 'due',
    });
    const born = s.mothers.get('born')!;
    const doses = page.rows.filter((r) => r.customer_id === born.id && r.step === 'imm-birth');
    expect(doses.map((r) => [r.baby_id, r.baby_name, r.state, r.pregnancy_id])).toEqual([
      [born.babies[0]!.id, 'Baby 1', 'overdue', null],
      [born.babies[1]!.id, 'Baby 2', 'overdue', null],
    ]);
    expect(doses[0]!.vaccines.length).toBeGreaterThan(0);
  });

  it('filters by station (none: no station), kind and state', async () => {
    const all = await s.timelines();
    const window = [today(), addDays(today(), 14)] as const;
    for (const station of ['Kikubo', 'Mutungo', 'Nassana', 'Head Office']) {
      const rows = await allCareDue(s.c, { station });
      expect(rows.every((r) => r.station === station)).toBe(true);
      expect(sortRows(asRows(rows))).toEqual(
        expected(all, ...window, (_x, id) => s.stations.get(id) === station),
      );
    }
    const none = await allCareDue(s.c, { station: 'none' });
    expect(none.length).toBeGreaterThan(0);
    expect(none.every((r) => r.station === null)).toBe(true);
    expect(sortRows(asRows(none))).toEqual(
      expected(all, ...window, (_x, id) => s.stations.get(id) === null),
    );
    for (const kind of ['antenatal', 'postnatal', 'immunisation'] as const) {
      const rows = await allCareDue(s.c, { kind });
      expect(rows.length).toBeGreaterThan(0);
      expect(sortRows(asRows(rows))).toEqual(expected(all, ...window, (x) => x.kind === kind));
    }
    for (const state of ['due', 'overdue', 'upcoming'] as const) {
      const rows = await allCareDue(s.c, { state });
      expect(rows.length).toBeGreaterThan(0);
      expect(sortRows(asRows(rows))).toEqual(expected(all, ...window, (x) => x.state === state));
    }
    const both = await allCareDue(s.c, {
      station: 'Nassana',
      kind: 'postnatal',
      state: 'upcoming',
    });
    expect(both.map((r) => r.step)).toEqual(['pnc-week-2']);
    expectFailure(await s.c.read('/care-due?station=Entebbe'), 400);
    expectFailure(await s.c.read('/care-due?state=missed'), 400);
  });

  it('takes a chosen window, and refuses one that ends before it starts or is too long', async () => {
    const all = await s.timelines();
    for (const [from, to] of [
      [addDays(today(), 20), addDays(today(), 60)],
      [addDays(today(), -30), addDays(today(), -1)],
      [today(), today()],
    ] as const) {
      const rows = await allCareDue(s.c, { from, to });
      expect(sortRows(asRows(rows)), `${from}..${to}`).toEqual(expected(all, from, to));
    }
    // only a start: 14 days from it
    const from = addDays(today(), 30);
    expect(sortRows(asRows(await allCareDue(s.c, { from })))).toEqual(
      expected(all, from, addDays(from, 14)),
    );
    const backwards = expectFailure(
      await s.c.read(`/care-due?from=${today()}&to=${addDays(today(), -1)}`),
      400,
    );
    expect(backwards.details?.to).toBe(CARE_RECORD_MESSAGES.windowOrder);
    const long = expectFailure(
      await s.c.read(`/care-due?from=${today()}&to=${addDays(today(), 367)}`),
      400,
    );
    expect(long.details?.to).toBe(CARE_RECORD_MESSAGES.windowTooLong);
  });

  it('pages with offset and limit, each page with the count of all', async () => {
    const whole = await careDue(s.c, { limit: 100 });
    const pages: CareDueItem[] = [];
    for (let offset = 0; offset < whole.count; offset += 2) {
      const page = await careDue(s.c, { offset, limit: 2 });
      expect(page.count).toBe(whole.count);
      expect(page.rows.length).toBe(Math.min(2, whole.count - offset));
      pages.push(...page.rows);
    }
    expect(pages).toEqual(whole.rows);
    expect(await careDue(s.c, { offset: whole.count + 5, limit: 2 })).toEqual({
      rows: [],
      count: whole.count,
    });
  });

  it('counts for Home: due and overdue today, due or overdue in the coming 7 days', async () => {
    const all = await s.timelines();
    const steps = [...all.values()].flat().filter((x) => TO_DO.has(x.state));
    expect(await counts(s.c)).toEqual({
      due: steps.filter((x) => x.state === 'due').length,
      overdue: steps.filter((x) => x.state === 'overdue').length,
      this_week: steps.filter((x) => x.dueFrom <= addDays(today(), 6)).length,
    });
  });

  it('accounts for each mother or baby a page shows as a read of her health data', async () => {
    const station = 'Nassana';
    const rows = await allCareDue(s.c, { station });
    const born = s.mothers.get('born')!;
    const reads = await s.c.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.subjectId, born.id), eq(accessLog.detail, 'care due list')));
    expect(rows.length).toBeGreaterThan(0);
    const records = new Set(reads.map((r) => `${r.record}:${r.recordId}`));
    expect(records).toEqual(
      new Set([
        `pregnancy:${born.pregnancy.id}`,
        `baby:${born.babies[0]!.id}`,
        `baby:${born.babies[1]!.id}`,
      ]),
    );
  });

  it('answers any signed-in staff member, and no one without a session', async () => {
    expectFailure(await s.c.get('/care-due'), 401);
    expectFailure(await s.c.get('/care-due/counts'), 401);
  });
});
