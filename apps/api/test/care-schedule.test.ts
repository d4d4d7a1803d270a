import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  CARE_RECORD_MESSAGES,
  CARE_SCHEDULE_MESSAGES,
  DEFAULT_CARE_STEPS,
  type CareSchedule,
  type CareStep,
} from '@app/contract';
import { auditFor, expectFailure, setup, whileAuditRefused, type Ctx } from './factories.ts';
import { rowsOf } from './helpers.ts';
import { expectingMother, recordStep, storedNames, timeline, toDoNames } from './care-factories.ts';

// Issue 42 (ADR 059): the care schedule is data an ADMIN changes in Admin >
// Care schedule. A save names the version it was made from, keeps every
// step with records, is audited, and lays every mother's kept steps again
// on the durable queue; the timeline follows at once.

const URL = `${API_BASE}/admin/care-schedule`;

/** The built-in list with anc-2 renamed and widened, and a 21-week contact added. */
function edited(): CareStep[] {
  const steps = DEFAULT_CARE_STEPS.map((s) =>
    s.key === 'anc-2'
      ? {
          ...s,
          label: 'Antenatal contact 2 (20 weeks, with the scan)',
          window: { ...s.window, dueUntil: 5 },
        }
      : s,
  );
  const extra: CareStep = {
    key: 'anc-21',
    label: 'Nutrition visit (21 weeks)',
    kind: 'antenatal',
    at: { amount: 21, unit: 'weeks' },
    window: { dueFrom: -7, dueUntil: 3, overdueUntil: 6 },
    vaccines: [],
  };
  return [...steps, extra];
}

describe('the care schedule', () => {
  let c: Ctx;
  let admin: Record<string, string>;
  /** The contact recorded on the added step. */
  let recordId = 0;
  beforeAll(async () => {
    c = await setup();
    await c.createStaff({ email: 'schedule.admin@care.ug', role: 'ADMIN', name: 'Grace Admin' });
    admin = (await c.signIn('schedule.admin@care.ug')).headers;
  });
  afterAll(() => c.close());

  const get = async () => {
    const res = await c.app.inject({ method: 'GET', url: URL, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CareSchedule;
  };
  const put = (payload: unknown, headers = admin) =>
    c.app.inject({ method: 'PUT', url: URL, payload: payload as never, headers });
  const rebuilds = async (key: string) =>
    rowsOf<{ state: string }>(
      await c.db.execute(
        sql`select state from pgboss.job where name = 'care-steps-rebuild' and singleton_key = ${key}`,
      ),
    ).map((r) => r.state);
  /** Until the queue has run the rebuild the save queued. */
  async function rebuilt(key: string) {
    for (let i = 0; i < 150; i++) {
      if ((await rebuilds(key))[0] === 'completed') return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the rebuild ${key} did not complete: ${(await rebuilds(key)).join()}`);
  }

  it('is the built-in one until an ADMIN saves one; STAFF may neither read nor change it', async () => {
    const s = await get();
    expect(s).toEqual({
      steps: DEFAULT_CARE_STEPS,
      edited: false,
      version: 0,
      updatedAt: null,
      updatedBy: null,
      recorded: {},
    });
    expect((await c.read('/admin/care-schedule')).statusCode).toBe(403);
    expectFailure(await put({ steps: edited(), version: 0 }, c.headers), 403);
    expect((await get()).version).toBe(0);
  });

  it('saved: audited, the timeline follows at once, and every kept step is laid again on the queue', async () => {
    const m = await expectingMother(c, 17, 0);
    expect((await timeline(c, m.id)).some((s) => s.key === 'anc-21')).toBe(false);
    expect(await storedNames(c, m.id)).not.toContain('anc-21');

    const res = await put({ steps: edited(), version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as CareSchedule;
    expect(saved).toMatchObject({ edited: true, version: 1, updatedBy: 'Grace Admin' });
    expect(saved.steps).toEqual(edited());

    const steps = await timeline(c, m.id);
    expect(steps.find((s) => s.key === 'anc-2')?.label).toBe(
      'Antenatal contact 2 (20 weeks, with the scan)',
    );
    expect(steps.find((s) => s.key === 'anc-21')?.state).toBe('upcoming');
    await rebuilt('schedule-1');
    expect(await storedNames(c, m.id)).toEqual(toDoNames(steps));
    expect(await storedNames(c, m.id)).toContain('anc-21');

    const [entry] = await auditFor(c, 'care_schedule', 1);
    expect(entry?.summary).toEqual({
      before: { version: 0, builtIn: true },
      after: { version: 1, builtIn: false },
      added: ['anc-21'],
      removed: [],
      changed: ['anc-2'],
    });
  });

  it('refuses a save made from an older version (409), and two at once save one', async () => {
    const before = await get();
    const stale = await put({ steps: DEFAULT_CARE_STEPS, version: before.version - 1 });
    expect(expectFailure(stale, 409).error).toBe(CARE_SCHEDULE_MESSAGES.changedMeanwhile);
    expect(await get()).toEqual(before);

    // A double click: both made from the same version.
    const twice = await Promise.all([
      put({ steps: edited().slice(1), version: before.version }),
      put({ steps: edited().slice(1), version: before.version }),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await get()).version).toBe(before.version + 1);
    expect(await rebuilds(`schedule-${before.version + 2}`)).toEqual([]);
  });

  it('keeps a step with recorded contacts: removing it is refused by name', async () => {
    const m = await expectingMother(c, 21, 1);
    const recorded = await recordStep(c, m.id, { step: 'anc-21' });
    expect(recorded.statusCode, recorded.body).toBe(201);
    recordId = (recorded.json().data as { id: number }).id;
    const s = await get();
    expect(s.recorded['anc-21']).toBe(1);

    const without = s.steps.filter((x) => x.key !== 'anc-21' && x.key !== 'anc-3');
    const res = await put({ steps: without, version: s.version });
    expect(expectFailure(res, 409).error).toBe(CARE_SCHEDULE_MESSAGES.stepRecorded(['anc-21']));
    expect(await get()).toEqual(s);

    // Without records a step goes, and a contact can no longer be recorded on it.
    const fewer = s.steps.filter((x) => x.key !== 'anc-3');
    expect((await put({ steps: fewer, version: s.version })).statusCode).toBe(200);
    const late = await expectingMother(c, 26, 0);
    const refused = await recordStep(c, late.id, { step: 'anc-3' });
    expect(expectFailure(refused, 400).error).toBe(CARE_RECORD_MESSAGES.unknownStep);
  });

  it('refuses a list with a key twice, a window overdue before due ends, or no step', async () => {
    const s = await get();
    const twice = [...s.steps, s.steps[0]!];
    expectFailure(await put({ steps: twice, version: s.version }), 400);
    const bad = s.steps.map((x, i) =>
      i === 0 ? { ...x, window: { dueFrom: 0, dueUntil: 10, overdueUntil: 5 } } : x,
    );
    expectFailure(await put({ steps: bad, version: s.version }), 400);
    const none = await put({ steps: [], version: s.version });
    expect(JSON.stringify(expectFailure(none, 400))).toContain(CARE_SCHEDULE_MESSAGES.empty);
    expect(await get()).toEqual(s);
  });

  it('changes nothing and queues nothing when its audit entry cannot be written', async () => {
    const s = await get();
    const renamed = s.steps.map((x) => (x.key === 'anc-1' ? { ...x, label: 'First contact' } : x));
    const res = await whileAuditRefused(c, () => put({ steps: renamed, version: s.version }));
    expect(res.statusCode).toBe(500);
    expect(await get()).toEqual(s);
    expect(await rebuilds(`schedule-${s.version + 1}`)).toEqual([]);
  });

  it('puts the built-in schedule back once no record is on a step it drops, its steps laid again', async () => {
    const s = await get();
    const refused = await put({ steps: null, version: s.version });
    expect(expectFailure(refused, 409).error).toBe(CARE_SCHEDULE_MESSAGES.stepRecorded(['anc-21']));
    expect((await c.del(`/care-record/${recordId}`)).statusCode).toBe(200);

    const res = await put({ steps: null, version: s.version });
    expect(res.statusCode, res.body).toBe(200);
    const back = res.json().data as CareSchedule;
    expect(back).toMatchObject({
      edited: false,
      version: s.version + 1,
      steps: DEFAULT_CARE_STEPS,
    });
    expect(back.updatedBy).toBe('Grace Admin');
    await rebuilt(`schedule-${s.version + 1}`);
    const m = await expectingMother(c, 17, 0);
    expect(await storedNames(c, m.id)).not.toContain('anc-21');
  });
});
