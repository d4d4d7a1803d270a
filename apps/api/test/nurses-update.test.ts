import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nurseAcademics, nurses, nurseWork } from '../src/db/schema/index.ts';
import {
  auditFor,
  createNurse,
  expectFailure,
  nurseBody,
  nurseSetup,
  type NurseCtx,
} from './nurse-factories.ts';

// PUT /careteam/{id}: validated like a create (ruling 14), work and
// academics edited too, optimistic concurrency on updatedAt (API.md).

let c: NurseCtx;
beforeAll(async () => {
  c = await nurseSetup();
});
afterAll(() => c.close());

describe('nurses: update', () => {
  const detail = async (id: number) => {
    const res = await c.read(`/careteam/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** The nurse, her work and academics rows exactly as stored. */
  const stored = async (id: number) => ({
    nurse: (await c.db.select().from(nurses).where(eq(nurses.id, id)))[0],
    work: await c.db.select().from(nurseWork).where(eq(nurseWork.nurseId, id)),
    academics: await c.db.select().from(nurseAcademics).where(eq(nurseAcademics.nurseId, id)),
  });

  it('the profile a PUT answers is the one GET answers, field for field', async () => {
    const n = await createNurse(c);
    // every kind of value the profile holds, set beyond what the form sends
    await c.db.update(nurses).set({ rating: 4.5 }).where(eq(nurses.id, n.id));
    await c.db.insert(nurseWork).values([
      { nurseId: n.id, position: 'Nurse', company: 'Mulago', startDate: '2015-01-05' },
      { nurseId: n.id, position: null, company: null, currentPosition: true },
    ]);
    await c.db.insert(nurseAcademics).values([
      { nurseId: n.id, qualification: 'Diploma', school: 'Aga Khan', course: null },
      { nurseId: n.id, qualification: 'Certificate', school: 'Mengo', course: ['A', 'B'] },
    ]);
    await c.db.execute(
      sql`INSERT INTO nurse_account_status (nurse_id, user_id, status)
        SELECT id, user_id, 'BLOCKED' FROM nurses WHERE id = ${n.id}
        ON CONFLICT (nurse_id) DO UPDATE SET status = 'BLOCKED'`,
    );
    const seen = await detail(n.id);
    expect(seen.work).toHaveLength(3);
    expect(seen.academics).toHaveLength(3);
    // the update keeps work and academics it is not sent, and answers the profile as GET does
    const { nurse } = nurseBody({
      nurse: { latitude: 0.3476, longitude: 32.5825, date_of_birth: '1990-02-28' },
    });
    const res = await c.put(`/careteam/${n.id}`, { nurse, updatedAt: seen.updatedAt });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json().data;
    expect(await detail(n.id)).toEqual(answered);
    expect(answered).toMatchObject({
      rating: 4.5,
      latitude: 0.3476,
      longitude: 32.5825,
      date_of_birth: '1990-02-28',
      blocked_user: { status: 'BLOCKED' },
    });
    expect(answered.academics.map((a: { course: string[] }) => a.course)).toContainEqual([]);
  });

  it('updates the profile, work history and academics, and audits the change', async () => {
    const n = await createNurse(c);
    const body = {
      ...nurseBody({
        nurse: {
          first_name: ' Mercy ',
          last_name: 'Atim ',
          phone_number: '256 785 000 111',
          email: 'mercy.atim@example.ug',
          qualification: 'Registered Nurse',
          graduation_year: '2016',
        },
        work: {
          position: 'Senior Nurse',
          company: ' Nsambya Hospital ',
          currentPosition: true,
          startDate: '2023-07-01',
          endDate: null,
          description: null,
        },
        academics: {
          qualification: 'Registered Nurse',
          school: 'Lubaga School of Nursing',
          course: ['Registered Nurse'],
          startDate: '2012-02-01',
          endDate: '2015-12-15',
          grade: 'Credit',
        },
      }),
      updatedAt: n.updatedAt,
    };
    const res = await c.put(`/careteam/${n.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('success');

    const after = await detail(n.id);
    expect(after).toMatchObject({
      first_name: 'Mercy',
      last_name: 'Atim',
      username: 'Mercy Atim',
      phone_number: '+256785000111',
      email: 'mercy.atim@example.ug',
      qualification: 'Registered Nurse',
      graduation_year: 2016,
      care_number: n.care_number,
      verified: false,
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(n.updatedAt));
    expect(after.work).toEqual([
      expect.objectContaining({
        position: 'Senior Nurse',
        company: 'Nsambya Hospital',
        currentPosition: true,
        startDate: '2023-07-01',
        endDate: null,
      }),
    ]);
    expect(after.academics).toEqual([
      expect.objectContaining({
        school: 'Lubaga School of Nursing',
        startDate: '2012-02-01',
        endDate: '2015-12-15',
        grade: 'Credit',
      }),
    ]);

    const updates = (await auditFor(c, 'nurse', n.id)).filter((a) => a.action === 'update');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.actorId).toBe(c.staffId);
    expect(JSON.stringify(updates[0]!.summary)).toContain('Mercy');
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['a blank first name', { first_name: '' }],
    ['no last name', { last_name: undefined }],
    ['a qualification not on the list', { qualification: 'Surgeon' }],
    ['a 3-digit graduation year', { graduation_year: 201 }],
    ['no phone number', { phone_number: undefined }],
    ['an invalid e-mail', { email: 'mercy@nowhere' }],
    ['no e-mail', { email: '' }],
  ];

  it.each(invalid)('refuses an update with %s (400) and changes nothing', async (_, change) => {
    const n = await createNurse(c);
    const before = await stored(n.id);
    const body = { ...nurseBody({ nurse: { first_name: 'Changed', ...change } }) };
    const res = await c.put(`/careteam/${n.id}`, body);
    const err = expectFailure(res, 400);
    expect(err.details).toBeDefined();
    expect(await stored(n.id)).toEqual(before);
    expect((await auditFor(c, 'nurse', n.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('refuses a stale updatedAt with 409 and keeps the other change', async () => {
    const n = await createNurse(c);
    const first = await c.put(`/careteam/${n.id}`, {
      ...nurseBody({ nurse: { first_name: 'First' } }),
      updatedAt: n.updatedAt,
    });
    expect(first.statusCode, first.body).toBe(200);
    const before = await stored(n.id);

    const stale = await c.put(`/careteam/${n.id}`, {
      ...nurseBody({ nurse: { first_name: 'Second' } }),
      updatedAt: n.updatedAt,
    });
    expectFailure(stale, 409);
    expect(await stored(n.id)).toEqual(before);
    expect((await detail(n.id)).first_name).toBe('First');

    const fresh = await c.put(`/careteam/${n.id}`, {
      ...nurseBody({ nurse: { first_name: 'Second' } }),
      updatedAt: first.json().data.updatedAt,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await detail(n.id)).first_name).toBe('Second');
  });

  it('answers 404 when the nurse does not exist', async () => {
    expectFailure(await c.put('/careteam/987654', nurseBody()), 404);
  });
});

// PUT /careteam/{id}/approve (SPEC 4 nurse approval).
describe('nurses: approval', () => {
  const listed = async (status: 'true' | 'false') =>
    ((await c.read(`/careteam?status=${status}`)).json().data as { id: number }[]).map((n) => n.id);

  it('moves the nurse between the unapproved and approved lists, and back', async () => {
    const n = await createNurse(c, { first_name: 'Proscovia' });
    expect(await listed('false')).toContain(n.id);
    expect(await listed('true')).not.toContain(n.id);

    const approve = await c.put(`/careteam/${n.id}/approve`, {
      verified: true,
      firebaseId: null,
      phone_number: '0701000000',
      email: 'x@y.ug',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ status: 'success', data: { id: n.id, verified: true } });
    expect(await listed('true')).toContain(n.id);
    expect(await listed('false')).not.toContain(n.id);
    expect((await c.read(`/careteam/${n.id}`)).json().data.verified).toBe(true);

    const unapprove = await c.put(`/careteam/${n.id}/approve`, { verified: false });
    expect(unapprove.statusCode, unapprove.body).toBe(200);
    expect(unapprove.json().data.verified).toBe(false);
    expect(await listed('false')).toContain(n.id);
    expect(await listed('true')).not.toContain(n.id);

    const audits = (await auditFor(c, 'nurse', n.id)).filter((a) => a.action !== 'create');
    expect(audits.map((a) => a.summary)).toEqual([
      { before: { verified: false }, after: { verified: true } },
      { before: { verified: true }, after: { verified: false } },
    ]);
    expect(audits.every((a) => a.actorId === c.staffId)).toBe(true);
  });

  it('refuses a missing or non-boolean verified (400) and changes nothing', async () => {
    const n = await createNurse(c);
    expectFailure(await c.put(`/careteam/${n.id}/approve`, {}), 400);
    expectFailure(await c.put(`/careteam/${n.id}/approve`, { verified: 'yes' }), 400);
    expect((await c.read(`/careteam/${n.id}`)).json().data.verified).toBe(false);
    expect((await auditFor(c, 'nurse', n.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('answers 404 for an unknown nurse', async () => {
    expectFailure(await c.put('/careteam/987654/approve', { verified: true }), 404);
  });
});
