import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_DEFAULTS, type Retention } from '@app/contract';
import { auditLog, retentionRuns, serviceSettings } from '../src/db/schema/index.ts';
import {
  nextRunAt,
  RETENTION_CRON,
  RETENTION_QUEUE,
} from '../src/modules/privacy/retention.service.ts';
import { expectFailure } from './factories.ts';
import { rowsOf } from './helpers.ts';
import { data, payrollSetup, type PayCtx } from './payroll-factories.ts';
import { retentionApi } from './privacy-retention-factories.ts';
import { eventually } from './sms-factories.ts';

// Issue 26, retention: the policy ("configurable", defaults 90 days, 2
// years, 1 day) as the Admin screen reads and saves it, and the daily run
// on the durable queue (what a run does: privacy-retention.test.ts).
let c: PayCtx;
beforeAll(async () => {
  c = await payrollSetup();
});
afterAll(() => c.close());

const { retention, putPolicy, runNow, customer, customerRow } = retentionApi(() => c);

describe('the policy', () => {
  it('starts at the issue defaults and says when the next run is', async () => {
    const r = await retention();
    expect(r.policy).toEqual(RETENTION_DEFAULTS);
    expect(r.lastRun).toBeNull();
    expect(r.nextRunAt).toBe(nextRunAt().toISOString());
  });

  it('the next run is the next 02:30 in Kampala', () => {
    // 23:00 in Kampala: tonight's 02:30 is 30 min away (23:30 UTC)
    expect(nextRunAt(new Date('2026-11-26T20:00:00Z')).toISOString()).toBe(
      '2026-11-26T23:30:00.000Z',
    );
    // 13:00 in Kampala
    expect(nextRunAt(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe(
      '2026-11-26T23:30:00.000Z',
    );
    // exactly at 02:30: the next is tomorrow's
    expect(nextRunAt(new Date('2026-11-26T23:30:00Z')).toISOString()).toBe(
      '2026-11-27T23:30:00.000Z',
    );
  });

  it('is saved by an ADMIN, audited with before and after', async () => {
    const policy = { softDeletedDays: 30, accessLogDays: 400, authDays: 2 };
    const saved = data<Retention>(await putPolicy(policy));
    expect(saved.policy).toEqual(policy);
    expect((await retention()).policy).toEqual(policy);
    const [entry] = await c.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'retention'), eq(auditLog.action, 'update')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: c.admin1Id,
      entityId: 'policy',
      summary: { before: RETENTION_DEFAULTS, after: policy },
    });
    data(await putPolicy(RETENTION_DEFAULTS));
  });

  it('refuses bad values with a message per field, and saves nothing', async () => {
    const before = await c.db.select().from(serviceSettings);
    const res = await putPolicy({ softDeletedDays: 0, accessLogDays: 100, authDays: 31 });
    expectFailure(res, 400);
    expect(res.json().details).toEqual({
      softDeletedDays: 'At least 1 day',
      accessLogDays: 'At least 365 days',
      authDays: 'At most 30 days',
    });
    expectFailure(
      await putPolicy({ softDeletedDays: 'soon', accessLogDays: 730, authDays: 1 }),
      400,
    );
    expectFailure(await putPolicy({ softDeletedDays: 1.5, accessLogDays: 730, authDays: 1 }), 400);
    expectFailure(await putPolicy({ accessLogDays: 730, authDays: 1 }), 400);
    expect(await c.db.select().from(serviceSettings)).toEqual(before);
    expect((await retention()).policy).toEqual(RETENTION_DEFAULTS);
  });

  it('is for ADMINs only (STAFF: 403)', async () => {
    expectFailure(await c.read('/privacy/retention'), 403);
    expectFailure(await putPolicy(RETENTION_DEFAULTS, c.headers), 403);
    expectFailure(await runNow(c.headers), 403);
  });
});

describe('the schedule', () => {
  it('runs daily at 02:30 Kampala time on the durable queue', async () => {
    const rows = rowsOf<{ cron: string; timezone: string }>(
      await c.db.execute(
        sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${RETENTION_QUEUE}`,
      ),
    );
    expect(rows).toEqual([{ cron: RETENTION_CRON, timezone: 'Africa/Kampala' }]);
    expect(RETENTION_CRON).toBe('30 2 * * *');
  });

  it('an occurrence the queue hands out is a run with trigger schedule', async () => {
    const d = await customer(95);
    await c.db.transaction((tx) => c.app.queue.enqueue(tx, RETENTION_QUEUE, [{ data: {} }]));
    const run = await eventually(async () => {
      const [row] = await c.db
        .select()
        .from(retentionRuns)
        .where(eq(retentionRuns.trigger, 'schedule'))
        .orderBy(desc(retentionRuns.id))
        .limit(1);
      return row?.finishedAt && row.erasedCustomers === 1 ? row : undefined;
    });
    expect(run.error).toBeNull();
    expect((await customerRow(d.id)).erasedAt).not.toBeNull();
  });
});
