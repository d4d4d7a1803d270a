import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNurse,
  expectFailure,
  nurseSetup,
  type NurseCtx,
  type NurseData,
} from './nurse-factories.ts';

// GET /careteam?status=true|false (approved / unapproved infinite lists),
// GET /nurses; newest first, offset and limit (API.md "Lists").

let c: NurseCtx;
beforeAll(async () => {
  c = await nurseSetup();
});
afterAll(() => c.close());

describe('nurses: lists', () => {
  let a: NurseData, b: NurseData, d: NurseData;
  beforeAll(async () => {
    a = await createNurse(c, { first_name: 'Alpha' });
    b = await createNurse(c, { first_name: 'Bravo' }, { approved: true });
    d = await createNurse(c, { first_name: 'Delta' });
  });

  const ids = async (url: string) => {
    const res = await c.read(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('success');
    expect(Array.isArray(res.json().data)).toBe(true);
    return (res.json().data as { id: number }[]).map((n) => n.id);
  };

  it('status=false lists the unapproved newest first; status=true the approved', async () => {
    expect(await ids('/careteam?status=false')).toEqual([d.id, a.id]);
    expect(await ids('/careteam?status=true')).toEqual([b.id]);
    expect(await ids('/careteam')).toEqual([d.id, b.id, a.id]);
    expect(await ids('/nurses')).toEqual([d.id, b.id, a.id]);
  });

  it('lists a nurse as SPEC 3 "Nurse as listed"', async () => {
    const res = await c.read('/careteam?status=true');
    expect(res.json().data[0]).toMatchObject({
      id: b.id,
      user_id: b.user_id,
      first_name: 'Bravo',
      last_name: 'Akello',
      verified: true,
      rating: null,
      profile_picture: '',
      phone_number: expect.stringMatching(/^\+2567\d{8}$/),
      email: expect.stringMatching(/^grace\.akello\+\d+@example\.ug$/),
      care_number: b.care_number,
      blocked_user: { status: 'ACTIVE' },
    });
    expect(res.json().data[0]).toHaveProperty('firebaseId');
  });

  it('pages with offset and limit; a short page means the end', async () => {
    expect(await ids('/careteam?status=false&offset=0&limit=1')).toEqual([d.id]);
    expect(await ids('/careteam?status=false&offset=1&limit=1')).toEqual([a.id]);
    expect(await ids('/careteam?status=false&offset=2&limit=1')).toEqual([]);
    expect(await ids('/nurses?offset=1&limit=5')).toEqual([b.id, a.id]);
    expect(await ids('/careteam?status=false&limit=100')).toEqual([d.id, a.id]);
  });

  it.each([
    ['limit over 100', '/careteam?status=true&limit=101'],
    ['limit 0', '/careteam?limit=0'],
    ['a negative offset', '/careteam?offset=-1'],
    ['a status that is not true or false', '/careteam?status=yes'],
    ['/nurses with limit over 100', '/nurses?limit=500'],
  ])('refuses %s with 400', async (_, url) => {
    expectFailure(await c.read(url), 400);
  });

  it('needs a session', async () => {
    const res = await c.get('/careteam?status=true');
    expectFailure(res, 401);
  });
});
