import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nurseAccountStatus, nurses } from '../src/db/schema/index.ts';
import {
  auditFor,
  countRows,
  createNurse,
  expectFailure,
  nurseSetup,
  type NurseCtx,
} from './nurse-factories.ts';

// Account status (SPEC 4: ACTIVE, BLOCKED, SUSPENDED; one record, created or
// updated), soft delete (ruling 15, 29) and GET /portal/search?type=nurse.

let c: NurseCtx;
beforeAll(async () => {
  c = await nurseSetup();
});
afterAll(() => c.close());

describe('nurses: account status', () => {
  const statusRows = (id: number) =>
    c.db.select().from(nurseAccountStatus).where(eq(nurseAccountStatus.nurseId, id));
  const listedStatus = async (url: string, id: number) =>
    ((await c.read(url)).json().data as { id: number; blocked_user: { status: string } }[]).find(
      (n) => n.id === id,
    )?.blocked_user.status;
  const block = (method: 'POST' | 'PUT', body: Record<string, unknown>) =>
    method === 'POST'
      ? c.send('/careteam/account/blockAccount', body)
      : c.put('/careteam/account/blockAccount', body);

  it('creates or updates the one status record, shown in the detail and the lists', async () => {
    const n = await createNurse(c, { first_name: 'Harriet' }, { approved: true });
    const steps: ['POST' | 'PUT', string, Record<string, unknown>][] = [
      ['POST', 'BLOCKED', { user_id: n.user_id, update: false }],
      ['PUT', 'SUSPENDED', { update: true }],
      ['POST', 'SUSPENDED', {}],
      ['PUT', 'ACTIVE', { user_id: n.user_id }],
      ['POST', 'BLOCKED', {}],
    ];
    let previous = 'ACTIVE';
    for (const [method, status, extra] of steps) {
      const res = await block(method, { status, nurseId: n.id, ...extra });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        data: { status, user_id: n.user_id, nurseId: n.id },
      });
      expect((await c.read(`/careteam/${n.id}`)).json().data.blocked_user).toEqual({ status });
      expect(await listedStatus('/careteam?status=true', n.id)).toBe(status);
      expect(await listedStatus('/nurses', n.id)).toBe(status);
      const rows = await statusRows(n.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status, userId: n.user_id });

      const audit = (await auditFor(c, 'nurse_account', n.id)).at(-1)!;
      expect(audit.summary).toEqual({ before: { status: previous }, after: { status } });
      expect(audit.actorId).toBe(c.staffId);
      previous = status;
    }
    expect(await auditFor(c, 'nurse_account', n.id)).toHaveLength(steps.length);
  });

  it.each([
    ['a status off the list', { status: 'DISABLED' }],
    ['a lower-case status', { status: 'blocked' }],
    ['no status', { status: undefined }],
    ['no nurse id', { nurseId: undefined }],
  ])('refuses %s (400) and changes nothing', async (_, change) => {
    const n = await createNurse(c);
    const res = await block('POST', { status: 'BLOCKED', nurseId: n.id, ...change });
    expectFailure(res, 400);
    expect((await statusRows(n.id)).map((r) => r.status)).toEqual(['ACTIVE']);
    expect(await auditFor(c, 'nurse_account', n.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown nurse', async () => {
    const before = await countRows(c, nurseAccountStatus);
    expectFailure(await block('PUT', { status: 'BLOCKED', nurseId: 987654 }), 404);
    expect(await countRows(c, nurseAccountStatus)).toBe(before);
  });
});

describe('nurses: soft delete', () => {
  const ids = async (url: string) =>
    ((await c.read(url)).json().data as { id: number }[]).map((n) => n.id);

  it('keeps the row with deleted_at, hides it everywhere and audits the delete', async () => {
    const gone = await createNurse(c, { first_name: 'Winifred', last_name: 'Kansiime' });
    const kept = await createNurse(
      c,
      { first_name: 'Winifred', last_name: 'Kansiime' },
      { approved: true },
    );
    const goneApproved = await createNurse(c, { first_name: 'Olivia' }, { approved: true });
    expect(
      (await c.read('/portal/search?type=nurse&searchTerm=kansiime')).json().data,
    ).toHaveLength(2);

    for (const n of [gone, goneApproved]) {
      const res = await c.del(`/resume/profile/${n.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'success' });
    }

    const [row] = await c.db.select().from(nurses).where(eq(nurses.id, gone.id));
    expect(row).toBeDefined();
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.careNumber).toBe(gone.care_number);

    for (const n of [gone, goneApproved]) {
      expectFailure(await c.read(`/careteam/${n.id}`), 404);
      for (const url of ['/careteam?status=false', '/careteam?status=true', '/careteam', '/nurses'])
        expect(await ids(url)).not.toContain(n.id);
    }
    expect(await ids('/careteam?status=true')).toContain(kept.id);

    const found = (await c.read('/portal/search?type=nurse&searchTerm=kansiime')).json().data;
    expect(found.map((n: { id: number }) => n.id)).toEqual([kept.id]);
    const byNumber = await c.read(`/portal/search?type=nurse&searchTerm=${gone.care_number}`);
    expect(byNumber.json().data).toEqual([]);

    const audits = await auditFor(c, 'nurse', gone.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'delete']);
    expect(audits[1]!.actorId).toBe(c.staffId);
  });

  it('answers 404 to a second delete, to an update or approval of a deleted nurse', async () => {
    const n = await createNurse(c);
    expect((await c.del(`/resume/profile/${n.id}`)).statusCode).toBe(200);
    expectFailure(await c.del(`/resume/profile/${n.id}`), 404);
    expectFailure(await c.put(`/careteam/${n.id}/approve`, { verified: true }), 404);
    expectFailure(
      await c.send('/careteam/account/blockAccount', { status: 'BLOCKED', nurseId: n.id }),
      404,
    );
    expect((await auditFor(c, 'nurse', n.id)).map((a) => a.action)).toEqual(['create', 'delete']);
    expectFailure(await c.del('/resume/profile/987654'), 404);
  });
});

describe('nurses: search', () => {
  const made: Record<string, { id: number; care_number: string }> = {};
  beforeAll(async () => {
    made.beatrice = await createNurse(c, {
      first_name: 'Béatrice',
      last_name: 'Nalwoga',
      phone_number: '0752 481 937',
    });
    made.joan = await createNurse(c, {
      first_name: 'Joan',
      last_name: 'Nabukenya',
      phone_number: '0783 610 245',
    });
  });

  const search = async (term: string) => {
    const res = await c.read(`/portal/search?type=nurse&searchTerm=${encodeURIComponent(term)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('success');
    return (res.json().data as { id: number }[]).map((n) => n.id);
  };

  it.each([
    ['a part of the first name, any case', 'BEAT', 'beatrice'],
    ['the name without its accent', 'beatrice', 'beatrice'],
    ['the name with its accent', 'Béatr', 'beatrice'],
    ['a part of the last name', 'alwog', 'beatrice'],
    ['first and last name', 'joan nabu', 'joan'],
    ['a phone fragment', '481 93', 'beatrice'],
    ['the local phone number', '0783610245', 'joan'],
    ['the E.164 phone number', '+256783610245', 'joan'],
  ])('finds a nurse by %s', async (_, term, who) => {
    expect(await search(term)).toEqual([made[who]!.id]);
  });

  it('finds a nurse by care number, in any case', async () => {
    expect(await search(made.joan!.care_number)).toEqual([made.joan!.id]);
    expect(await search(made.joan!.care_number.toLowerCase())).toEqual([made.joan!.id]);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('zzzqqq')).toEqual([]);
  });

  it('refuses a term under 3 characters (400)', async () => {
    expectFailure(await c.read('/portal/search?type=nurse&searchTerm=jo'), 400);
  });
});
