import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUALIFICATIONS } from '@app/contract';
import {
  auditLog,
  nurseAcademics,
  nurseAccountStatus,
  nurses,
  nurseWork,
} from '../src/db/schema/index.ts';
import {
  auditFor,
  countRows,
  createNurse,
  expectFailure,
  nurseBody,
  nurseSetup,
  type NurseCtx,
  type NurseData,
} from './nurse-factories.ts';

// POST /careteam (SPEC 3 nurse profile, SPEC 5 nurse form, ruling 13) and
// the nurse lists GET /careteam, GET /nurses, GET /careteam/{id} (ruling 28).

let c: NurseCtx;
beforeAll(async () => {
  c = await nurseSetup();
});
afterAll(() => c.close());

describe('nurses: create and read', () => {
  const rowOf = async (id: number) =>
    (await c.db.select().from(nurses).where(eq(nurses.id, id)))[0]!;

  /** Every table a create writes to, so a refusal can be shown to change nothing. */
  const snapshot = async () => ({
    nurses: await countRows(c, nurses),
    work: await countRows(c, nurseWork),
    academics: await countRows(c, nurseAcademics),
    status: await countRows(c, nurseAccountStatus),
    audit: await countRows(c, auditLog),
  });

  it('saves the three parts with the SPEC 3 defaults, trimmed text and an E.164 phone', async () => {
    const body = nurseBody({
      nurse: {
        first_name: ' Grace ',
        last_name: '  Akello ',
        email: '  grace.akello@example.ug ',
        phone_number: '0772 123 456',
        address: '  Kireka, Wakiso  ',
        ref_name: ' Sr. Mary Namusoke ',
      },
      academics: {
        qualification: 'Registered Midwife',
        school: ' Mulago School of Nursing ',
        course: ['Registered Midwife'],
        startDate: '2015-08-03',
        endDate: '2018-07-27',
        grade: 'Distinction',
      },
    });
    const res = await c.send('/careteam', body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.status).toBe('success');
    const id = created.data.id as number;

    const got = await c.read(`/careteam/${id}`);
    expect(got.statusCode, got.body).toBe(200);
    const n = got.json().data;
    expect(n).toMatchObject({
      id,
      first_name: 'Grace',
      last_name: 'Akello',
      username: 'Grace Akello',
      email: 'grace.akello@example.ug',
      phone_number: '+256772123456',
      address: 'Kireka, Wakiso',
      ref_name: 'Sr. Mary Namusoke',
      verified: false,
      active: true,
      online: false,
      profileComplete: false,
      profile_picture: '',
      rating: null,
      qualification: 'Registered Midwife',
      graduation_year: 2018,
      blocked_user: { status: 'ACTIVE' },
    });
    expect(n.care_number).toMatch(/^CN-\d{6}$/);
    expect(n.user_id).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(n.join_date))).toBe(false);
    // ruling 28: work history and academics in the same answer.
    expect(n.work).toEqual([
      expect.objectContaining({
        position: 'Midwife',
        company: 'Mengo Hospital',
        currentPosition: false,
        startDate: '2019-01-07',
        endDate: '2023-06-30',
      }),
    ]);
    // ruling 13: startDate is when school started, endDate when it ended (no swap).
    expect(n.academics).toEqual([
      expect.objectContaining({
        school: 'Mulago School of Nursing',
        course: ['Registered Midwife'],
        startDate: '2015-08-03',
        endDate: '2018-07-27',
        grade: 'Distinction',
      }),
    ]);

    const row = await rowOf(id);
    expect(row).toMatchObject({
      firstName: 'Grace',
      username: 'Grace Akello',
      phoneNumber: '+256772123456',
      verified: false,
      active: true,
      online: false,
      profileComplete: false,
      profilePicture: '',
      deletedAt: null,
    });
    const [acad] = await c.db.select().from(nurseAcademics).where(eq(nurseAcademics.nurseId, id));
    expect(acad).toMatchObject({ startDate: '2015-08-03', endDate: '2018-07-27' });
    const statusRows = await c.db
      .select()
      .from(nurseAccountStatus)
      .where(eq(nurseAccountStatus.nurseId, id));
    expect(statusRows.map((r) => r.status)).toEqual(['ACTIVE']);

    const audits = await auditFor(c, 'nurse', id);
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect(audits[0]!.actorId).toBe(c.staffId);
  });

  it('gives every nurse a readable, unique, increasing care number', async () => {
    const made: NurseData[] = [];
    for (let i = 0; i < 3; i++) made.push(await createNurse(c, { first_name: `Care${i}` }));
    const numbers = made.map((n) => n.care_number);
    for (const cn of numbers) expect(cn).toMatch(/^CN-\d{6}$/);
    expect(new Set(numbers).size).toBe(3);
    expect([...numbers].sort()).toEqual(numbers);
  });

  it('accepts each of the 18 qualifications', async () => {
    expect(QUALIFICATIONS).toHaveLength(18);
    for (const qualification of QUALIFICATIONS) {
      const res = await c.send('/careteam', nurseBody({ nurse: { qualification } }));
      expect(res.statusCode, `${qualification}: ${res.body}`).toBe(201);
      expect(res.json().data.qualification).toBe(qualification);
    }
  });

  it('saves all or nothing: a failing academics insert leaves no nurse behind', async () => {
    const email = 'all.or.nothing@example.ug';
    const before = await snapshot();
    await c.db.execute(
      sql`ALTER TABLE nurse_academics ADD CONSTRAINT t_fail CHECK (false) NOT VALID`,
    );
    try {
      const res = await c.send('/careteam', nurseBody({ nurse: { email } }));
      const body = expectFailure(res, 500);
      expect(body.error).not.toMatch(/t_fail|nurse_academics|check/i);
    } finally {
      await c.db.execute(sql`ALTER TABLE nurse_academics DROP CONSTRAINT t_fail`);
    }
    expect(await countRows(c, nurses, eq(nurses.email, email))).toBe(0);
    expect(await snapshot()).toEqual(before);

    const again = await c.send('/careteam', nurseBody({ nurse: { email } }));
    expect(again.statusCode, again.body).toBe(201);
    expect(await countRows(c, nurses, eq(nurses.email, email))).toBe(1);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['no first name', { first_name: undefined }, 'nurse.first_name', 'Field is required'],
    ['a blank first name', { first_name: '   ' }, 'nurse.first_name', 'Field is required'],
    ['no last name', { last_name: '' }, 'nurse.last_name', 'Field is required'],
    ['no qualification', { qualification: undefined }, 'nurse.qualification', ''],
    ['a qualification not on the list', { qualification: 'Doctor' }, 'nurse.qualification', ''],
    ['no graduation year', { graduation_year: undefined }, 'nurse.graduation_year', ''],
    ['a 2-digit graduation year', { graduation_year: '18' }, 'nurse.graduation_year', ''],
    ['a 5-digit graduation year', { graduation_year: 20188 }, 'nurse.graduation_year', ''],
    ['a year with letters', { graduation_year: '20l8' }, 'nurse.graduation_year', ''],
    [
      'no phone number',
      { phone_number: undefined },
      'nurse.phone_number',
      'Phone number is required',
    ],
    [
      'an empty phone number',
      { phone_number: '' },
      'nurse.phone_number',
      'Phone number is required',
    ],
    ['a phone that is not Ugandan', { phone_number: '12345' }, 'nurse.phone_number', ''],
    ['no e-mail', { email: undefined }, 'nurse.email', 'E-mail is required'],
    ['an empty e-mail', { email: '  ' }, 'nurse.email', 'E-mail is required'],
    ['an e-mail without @', { email: 'grace.example.ug' }, 'nurse.email', 'E-mail must be valid'],
    ['an e-mail without a dot', { email: 'grace@example' }, 'nurse.email', 'E-mail must be valid'],
  ];

  it.each(refusals)('refuses %s (400) and changes nothing', async (_, change, field, message) => {
    const before = await snapshot();
    const res = await c.send('/careteam', nurseBody({ nurse: change }));
    const body = expectFailure(res, 400);
    expect(body.details).toBeDefined();
    expect(Object.keys(body.details!)).toEqual([field]);
    if (message) {
      expect(body.details![field]).toBe(message);
      expect(body.error).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('honours an Idempotency-Key header: a replay creates nothing, another payload 422', async () => {
    const headers = { ...c.headers, 'idempotency-key': 'nurse-form-key-0001' };
    const body = nurseBody({ nurse: { email: 'idem.nurse@example.ug' } });
    const first = await c.post('/careteam', body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const before = await snapshot();
    const again = await c.post('/careteam', body, headers);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = nurseBody({ nurse: { email: 'idem.other@example.ug' } });
    expectFailure(await c.post('/careteam', other, headers), 422);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown nurse and 400 for a malformed id', async () => {
    expectFailure(await c.read('/careteam/987654'), 404);
    expectFailure(await c.read('/careteam/abc'), 400);
  });
});
