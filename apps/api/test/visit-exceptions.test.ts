import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, VISIT_EXCEPTION_MESSAGES as SAY } from '@app/contract';
import { incoming, visit, visitSetup, type VisitCtx } from './visit-checks-factories.ts';

// Issue 37: "A check from an unknown phone, for another nurse's visit,
// outside the visit's days, or twice, is refused ... and stored as an
// exception": staff see them, an ADMIN approves or rejects each with a
// reason, once.

let c: VisitCtx;
beforeAll(async () => {
  c = await visitSetup();
});
afterAll(() => c.close());

type Row = {
  id: number;
  reason: string;
  phone: string;
  nurseName: string | null;
  careCardNumber: string | null;
  decision: string | null;
  decisionReason: string | null;
};
const list = async (state = 'open', headers = c.headers) => {
  const res = await c.app.inject({
    method: 'GET',
    url: `${API_BASE}/visits/exceptions?state=${state}&limit=100`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: Row[]; count: number };
};
const decide = (id: number, body: unknown, headers = c.adminHeaders) =>
  c.app.inject({
    method: 'POST',
    url: `${API_BASE}/visits/exceptions/${id}/decision`,
    headers,
    payload: body as never,
  });

describe('refused checks, for an ADMIN to decide', () => {
  it('lists the refusals newest first with the nurse and the card they name', async () => {
    const v = await visit(c);
    await incoming(c, '+256700111222', `IN ${v.code}`);
    await incoming(c, v.phone, `IN ${v.code}`);
    await incoming(c, v.phone, `IN ${v.code}`);
    const { rows } = await list();
    const twice = rows.find((r) => r.phone === v.phone)!;
    expect(twice).toMatchObject({
      reason: 'twice',
      nurseName: expect.stringMatching(/^Mary /),
      careCardNumber: v.card,
      decision: null,
    });
    const stranger = rows.find((r) => r.phone === '+256700111222')!;
    expect(stranger).toMatchObject({ reason: 'unknown_phone', nurseName: null });
    expect(rows.indexOf(twice)).toBeLessThan(rows.indexOf(stranger));
  });

  it('an ADMIN decides once, with a reason; staff cannot; the decided list shows it', async () => {
    await incoming(c, '+256700333444', 'OUT 1234');
    const row = (await list()).rows.find((r) => r.phone === '+256700333444')!;
    expect(
      (await decide(row.id, { decision: 'rejected', reason: 'Not ours' }, c.headers)).statusCode,
    ).toBe(403);
    expect((await decide(row.id, { decision: 'rejected', reason: ' ' })).statusCode).toBe(400);
    const [a, b] = await Promise.all([
      decide(row.id, { decision: 'rejected', reason: 'Not one of our nurses' }),
      decide(row.id, { decision: 'approved', reason: 'Her new phone' }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    const won = a.statusCode === 200 ? a : b;
    expect(refused.json().error).toBe(SAY.decided(won.json().data.decision, 'Boss'));
    expect((await list()).rows.map((r) => r.id)).not.toContain(row.id);
    const decided = (await list('decided')).rows.find((r) => r.id === row.id)!;
    expect(decided.decision).toBe(won.json().data.decision);
    expect(decided.decisionReason).toBe(won.json().data.decisionReason);
  });

  it('no such exception: 404', async () => {
    const res = await decide(999_999, { decision: 'approved', reason: 'whatever' });
    expect([res.statusCode, res.json().error]).toEqual([404, SAY.notFound]);
  });
});
