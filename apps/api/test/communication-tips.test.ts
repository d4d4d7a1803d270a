import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careTips, notifications } from '../src/db/schema/index.ts';
import { auditFor, expectFailure, setup, type Ctx } from './factories.ts';

// SPEC 3 Care tip, 4 care tip, 5 Care tip, 7 GET/POST /healthtips and
// PUT /healthtips/{id}, 8 care tip toasts; ruling 24.
type Tip = { id: number; title: string; category: string; count: number; createdAt: string };

const tipBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Breastfeeding in the first week',
  subtitle: 'Feed on demand, 8 to 12 times a day',
  details: 'Let the baby feed whenever they show hunger cues. Ask a nurse if latching hurts.',
  category: 'Baby',
  ...overrides,
});

describe('communication: health tips', () => {
  let c: Ctx;
  const stored = async () => (await c.db.select({ n: count() }).from(notifications))[0]!.n;
  const tipCount = async () => (await c.db.select({ n: count() }).from(careTips))[0]!.n;
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await c.send('/healthtips', tipBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Tip;
  };
  const push = (id: number) => c.send(`/healthtips/${id}/push`, {});
  const tipRow = async (id: number) =>
    (await c.db.select().from(careTips).where(eq(careTips.id, id)))[0]!;

  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  it('saves a tip with 201, count 0, and an audit row', async () => {
    const res = await c.send('/healthtips', tipBody({ title: '  Sleep safely  ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('success');
    const tip = res.json().data;
    expect(tip).toMatchObject({ ...tipBody({ title: 'Sleep safely' }), count: 0 });
    expect(typeof tip.id).toBe('number');
    expect(await tipRow(tip.id)).toMatchObject({ title: 'Sleep safely', createdBy: c.staffId });
    const audits = await auditFor(c, 'care_tip', tip.id);
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([['create', c.staffId]]);
  });

  it("requires every field ('Field is required')", async () => {
    const before = await tipCount();
    for (const field of ['title', 'subtitle', 'details', 'category']) {
      for (const value of [undefined, '']) {
        const body = expectFailure(await c.send('/healthtips', tipBody({ [field]: value })), 400);
        expect(body.details?.[field], `${field}=${JSON.stringify(value)}`).toBe(
          'Field is required',
        );
        expect(body.error).toBe('Field is required');
      }
    }
    const blank = expectFailure(await c.send('/healthtips', { title: '   ' }), 400);
    expect(blank.details).toMatchObject({
      title: 'Field is required',
      subtitle: 'Field is required',
      details: 'Field is required',
      category: 'Field is required',
    });
    expect(await tipCount()).toBe(before);
  });

  it('takes only the five categories', async () => {
    const before = await tipCount();
    for (const category of ['Nutrition', 'baby', 'general']) {
      const body = expectFailure(await c.send('/healthtips', tipBody({ category })), 400);
      expect(body.details).toHaveProperty('category');
    }
    expect(await tipCount()).toBe(before);
    for (const category of ['General', 'Baby', 'Pregnancy', 'Postnatal', 'Depression']) {
      expect((await create({ category })).category).toBe(category);
    }
    expect(await tipCount()).toBe(before + 5);
  });

  it('updates a tip with 200 and records before and after', async () => {
    const tip = await create({ title: 'Iron during pregnancy', category: 'Pregnancy' });
    const changed = {
      title: 'Iron and folic acid during pregnancy',
      subtitle: 'One tablet a day from the first visit',
      details: 'Take it with water or juice, not with tea.',
      category: 'Postnatal',
    };
    const res = await c.put(`/healthtips/${tip.id}`, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: tip.id, ...changed, count: 0 });
    expect(await tipRow(tip.id)).toMatchObject(changed);

    const audits = await auditFor(c, 'care_tip', tip.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audits[1]!.summary).toMatchObject({
      before: { title: 'Iron during pregnancy', category: 'Pregnancy' },
      after: { title: changed.title, category: 'Postnatal' },
    });

    const bad = expectFailure(
      await c.put(`/healthtips/${tip.id}`, { ...changed, details: '' }),
      400,
    );
    expect(bad.details?.details).toBe('Field is required');
    expect((await tipRow(tip.id)).details).toBe(changed.details);
    const missing = expectFailure(await c.put('/healthtips/999999', changed), 404);
    expect(missing.error).toBe('Health tip not found');
  });

  it('lists tips newest first as {rows, count}, paged', async () => {
    const a = await create({ title: 'Paging A' });
    const b = await create({ title: 'Paging B' });
    const d = await create({ title: 'Paging C' });
    const total = await tipCount();
    const page1 = await c.read('/healthtips?offset=0&limit=2');
    expect(page1.statusCode).toBe(200);
    expect(page1.json().data.count).toBe(total);
    expect(page1.json().data.rows.map((t: Tip) => t.id)).toEqual([d.id, b.id]);
    const page2 = await c.read('/healthtips?offset=2&limit=1');
    expect(page2.json().data.rows.map((t: Tip) => t.id)).toEqual([a.id]);
    const all = (await c.read('/healthtips?limit=100')).json().data.rows as Tip[];
    expect(all).toHaveLength(total);
    const times = all.map((t) => Date.parse(t.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expectFailure(await c.get('/healthtips'), 401);
  });

  it('pushes a tip as a global notification and counts it', async () => {
    const tip = await create({ title: 'Signs of postnatal depression', category: 'Depression' });
    const before = await stored();
    const res = await push(tip.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: tip.id, count: 1 });
    expect(await stored()).toBe(before + 1);

    const [sent] = await c.db
      .select()
      .from(notifications)
      .where(eq(notifications.careTipId, tip.id));
    expect(sent).toMatchObject({
      title: 'Signs of postnatal depression',
      message: tipBody().subtitle,
      messageType: 'all',
      topic: 'global',
      receiver: 'global',
      gateway: 'outbox',
      result: 'sent',
      sentBy: c.staffId,
    });
    // the spec names no category or click target for a tip: any of the enumerations
    expect(['update', 'postAlert', 'info']).toContain(sent!.category);
    expect(['HEALTH_FEED_CREATE', 'USER_POSTS', 'MAIN_HOME']).toContain(sent!.clickAction);
    const audits = await auditFor(c, 'notification', sent!.id);
    expect(audits.map((x) => x.action)).toEqual(['send']);

    const history = (await c.read('/sendcomms/sendNotificationToTopic?limit=1')).json().data;
    expect(history.rows[0]).toMatchObject({ id: sent!.id, receiver: 'global', result: 'sent' });

    expect((await push(tip.id)).json().data.count).toBe(2);
    expect((await tipRow(tip.id)).count).toBe(2);
    const listed = (await c.read('/healthtips?limit=100')).json().data.rows as Tip[];
    expect(listed.find((t) => t.id === tip.id)!.count).toBe(2);
  });

  it('counts two parallel pushes as two, with two send records', async () => {
    const tip = await create({ title: 'Parallel pushes' });
    const [one, two] = await Promise.all([push(tip.id), push(tip.id)]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    expect([one.json().data.count, two.json().data.count].sort()).toEqual([1, 2]);
    expect((await tipRow(tip.id)).count).toBe(2);
    const records = await c.db
      .select()
      .from(notifications)
      .where(eq(notifications.careTipId, tip.id));
    expect(records).toHaveLength(2);
    expect(records.every((r) => r.result === 'sent')).toBe(true);
  });

  it('answers 404 for pushing an unknown tip and stores nothing', async () => {
    const before = await stored();
    expect(expectFailure(await push(424_242), 404).error).toBe('Health tip not found');
    expect(await stored()).toBe(before);
  });
});
