import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract';
import type { Db } from '../src/db/client.ts';
import { changedFields, sameValue } from '../src/lib/diff.ts';
import { updateWithAudit } from '../src/platform/audited-update.ts';
import { auditFor, createCard, createNurse, nurseSetup, type NurseCtx } from './nurse-factories.ts';

// Issue 41: an area's update (guarded write, 409, audit entry with the
// changed fields) is written once, platform/audited-update.ts; a date saved
// unchanged is no change, whether it is held as a Date or as its text.

describe('the changed fields of an update', () => {
  const at = '2026-03-01T08:30:00.000Z';

  it('compares dates by value: a Date, or its ISO text', () => {
    expect(sameValue(new Date(at), new Date(at))).toBe(true);
    expect(sameValue(new Date(at), at)).toBe(true);
    expect(sameValue(at, new Date(at))).toBe(true);
    expect(sameValue(new Date('2026-03-01'), '2026-03-01')).toBe(true);
    expect(sameValue(new Date(at), '2026-03-02T08:30:00.000Z')).toBe(false);
    expect(sameValue(new Date(at), 'not a date')).toBe(false);
    expect(sameValue(new Date(at), null)).toBe(false);
  });

  it('lists only the fields whose value changed', () => {
    const before = { start: new Date(at), end: '2026-03-04', rate: 40_000, note: null };
    const after = { start: at, end: '2026-03-04', rate: 45_000, note: null };
    expect(
      changedFields<Record<string, unknown>>(before, after, ['start', 'end', 'rate', 'note']),
    ).toEqual({ before: { rate: 40_000 }, after: { rate: 45_000 } });
  });
});

describe('updateWithAudit', () => {
  /** A transaction that keeps the entries it is given: the helper's own rule, without a database. */
  function fakeTx() {
    const entries: Record<string, unknown>[] = [];
    const tx = {
      insert: () => ({ values: async (v: Record<string, unknown>) => void entries.push(v) }),
    } as unknown as Db;
    return { tx, entries };
  }
  const actor = { id: null, email: 'nora@care.ug' };
  const before = { id: 7, title: 'Latch', due: new Date('2026-03-01T00:00:00.000Z') };

  it('answers the written row and audits the fields that changed, dates by value', async () => {
    const { tx, entries } = fakeTx();
    const written = { id: 7, title: 'Latching', due: '2026-03-01T00:00:00.000Z' };
    const row = await updateWithAudit(tx, actor, {
      entity: 'care_tip',
      entityId: 7,
      before,
      fields: ['title', 'due'],
      write: async () => written,
    });
    expect(row).toBe(written);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'update',
        entity: 'care_tip',
        entityId: '7',
        actorEmail: 'nora@care.ug',
        summary: { before: { title: 'Latch' }, after: { title: 'Latching' } },
      }),
    ]);
  });

  it('a write that matched nothing is a 409 (stale, or the reason read) with no entry', async () => {
    const { tx, entries } = fakeTx();
    const base = { entity: 'care_tip', entityId: 7, before, fields: ['title'] as const };
    await expect(
      updateWithAudit(tx, actor, { ...base, write: async () => undefined }),
    ).rejects.toMatchObject({ statusCode: 409, message: MSG.staleRecord });
    await expect(
      updateWithAudit(tx, actor, {
        ...base,
        write: async () => undefined,
        refused: async () => 'This tip was already moved',
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: 'This tip was already moved' });
    expect(entries).toEqual([]);
  });
});

describe('a nurse job saved with its dates unchanged', () => {
  let c: NurseCtx;
  beforeAll(async () => {
    c = await nurseSetup();
  });
  afterAll(() => c.close());

  it('audits no change of its dates (issue 41: they were compared by identity)', async () => {
    const card = await createCard(c);
    const nurseId = (await createNurse(c, {}, { approved: true })).id;
    const made = await c.send(`/portal/jobcard/nurse/${nurseId}`, {
      jobId: card.id,
      start_date: '2025-02-03',
      duration: 3,
      rate: 40_000,
    });
    expect(made.statusCode, made.body).toBe(201);
    const job = made.json().data as { id: number; start_date: string; updatedAt: string };

    const same = {
      start_date: job.start_date,
      duration: 3,
      rate: 40_000,
      updatedAt: job.updatedAt,
    };
    const saved = await c.put(`/portal/jobcard/nurse/${job.id}`, { ...same, rate: 45_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await c.put(`/portal/jobcard/nurse/${job.id}`, {
      ...same,
      rate: 45_000,
      updatedAt: saved.json().data.updatedAt,
    });
    expect(again.statusCode, again.body).toBe(200);

    const updates = (await auditFor(c, 'nurse_job', job.id)).filter((a) => a.action === 'update');
    expect(updates.map((a) => a.summary)).toEqual([
      { before: { rate: 40_000, amount: 120_000 }, after: { rate: 45_000, amount: 135_000 } },
      { before: {}, after: {} },
    ]);
  });
});
