import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  PREGNANCY_MESSAGES,
  addDays,
  datesDisagree,
  eddFromLmp,
  lmpFromEdd,
  pregnancyDateProblem,
  type Pregnancy,
} from '@app/contract';
import { accessLog } from '../src/db/schema/index.ts';
import { auditFor, createCustomer, expectFailure, setup, type Ctx } from './factories.ts';
import {
  createPregnancy,
  editBody,
  fieldErrors,
  lmpAt,
  patchPregnancy,
  pregnanciesUrl,
  pregnancyBody,
  rowsOfCustomer,
  today,
} from './pregnancy-factories.ts';

// Issue 42: a customer's pregnancies. GET and POST /customer/{id}/pregnancies,
// PATCH /pregnancy/{id}: LMP or EDD (one computes the other), today's
// gestational age, one ongoing at a time (also under a race), Idempotency-Key,
// the version an edit is based on, its audit entry and the read's access entry.

describe('pregnancies', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  it('registers one by LMP: the EDD 280 days on, the gestational age today, who registered it', async () => {
    const customer = await createCustomer(c);
    const lmp = lmpAt(32, 4);
    const p = await createPregnancy(c, customer.id, { lmp, risks: ['hiv', 'previous_c_section'] });
    expect(p).toMatchObject({
      customer_id: customer.id,
      lmp,
      edd: addDays(lmp, 280),
      gestational_age: '32+4 weeks',
      gestational_weeks: 32,
      gestational_days: 4,
      gravida: 3,
      parity: 2,
      // in the list's order, whatever the order sent
      risks: ['previous_c_section', 'hiv'],
      risk_notes: 'BP 150/95 at the last visit',
      facility: 'Mulago Hospital',
      status: 'ongoing',
      created_by: 'Front Desk',
    });
    const list = (await c.read(pregnanciesUrl(customer.id))).json().data as Pregnancy[];
    expect(list).toEqual([p]);
  });

  it('registers one by EDD: the LMP 280 days before; a whole week reads +0', async () => {
    const customer = await createCustomer(c);
    const edd = eddFromLmp(lmpAt(12));
    const p = await createPregnancy(c, customer.id, { lmp: null, edd });
    expect(p.lmp).toBe(lmpFromEdd(edd));
    expect(p.gestational_age).toBe('12+0 weeks');
    // both given, a day apart: they agree
    const other = await createCustomer(c);
    const lmp = lmpAt(8);
    const both = await createPregnancy(c, other.id, { lmp, edd: addDays(eddFromLmp(lmp), 1) });
    expect(both.edd).toBe(addDays(eddFromLmp(lmp), 1));
  });

  it('refuses wrong figures and dates, each with its words, on its field', async () => {
    const { id } = await createCustomer(c);
    const send = (changes: Record<string, unknown>) =>
      c.send(pregnanciesUrl(id), pregnancyBody(changes));
    expect(fieldErrors(await send({ gravida: 0 })).gravida).toBe(PREGNANCY_MESSAGES.gravida);
    expect(fieldErrors(await send({ gravida: 2.5 })).gravida).toBe(PREGNANCY_MESSAGES.gravida);
    expect(fieldErrors(await send({ parity: -1 })).parity).toBe(PREGNANCY_MESSAGES.parity);
    expect(fieldErrors(await send({ gravida: 2, parity: 2 })).parity).toBe(
      PREGNANCY_MESSAGES.parityBelowGravida,
    );
    expect(fieldErrors(await send({ lmp: null, edd: '' })).lmp).toBe(
      PREGNANCY_MESSAGES.datesRequired,
    );
    // the date rules' own words (maternal-dates.ts), on the field to fix
    const dateProblem = (lmp: string | null, edd: string | null) =>
      pregnancyDateProblem(lmp, edd, today())!.message;
    const future = addDays(today(), 3);
    expect(fieldErrors(await send({ lmp: future })).lmp).toBe(dateProblem(future, null));
    expect(fieldErrors(await send({ lmp: lmpAt(46) })).lmp).toBe(dateProblem(lmpAt(46), null));
    const far = addDays(today(), 320);
    expect(fieldErrors(await send({ lmp: null, edd: far })).edd).toBe(dateProblem(null, far));
    const lmp = lmpAt(10);
    const edd = addDays(eddFromLmp(lmp), 9);
    expect(fieldErrors(await send({ lmp, edd })).edd).toBe(datesDisagree(lmp, edd));
    expect(fieldErrors(await send({ risks: ['smoking'] }))['risks.0']).toBe(
      PREGNANCY_MESSAGES.unknownRisk,
    );
    expect(fieldErrors(await send({ facility: 'x'.repeat(121) })).facility).toBe(
      'Max 120 characters',
    );
    expect(await rowsOfCustomer(c, id)).toHaveLength(0);
  });

  it('answers 404 for a customer that is not there or was deleted, and for no such pregnancy', async () => {
    expect(expectFailure(await c.read(pregnanciesUrl(2_000_000)), 404).error).toBe(
      PREGNANCY_MESSAGES.customerNotFound,
    );
    expectFailure(await c.send(pregnanciesUrl(2_000_000), pregnancyBody()), 404);
    const gone = await createCustomer(c);
    expect((await c.del(`/customer/${gone.id}`)).statusCode).toBe(200);
    expectFailure(await c.send(pregnanciesUrl(gone.id), pregnancyBody()), 404);
    const res = await patchPregnancy(c, 2_000_000, pregnancyBody());
    expect(expectFailure(res, 404).error).toBe(PREGNANCY_MESSAGES.notFound);
  });

  it('keeps one ongoing pregnancy per customer: the second is 409', async () => {
    const { id } = await createCustomer(c);
    await createPregnancy(c, id);
    const second = await c.send(pregnanciesUrl(id), pregnancyBody({ lmp: lmpAt(3) }));
    expect(expectFailure(second, 409).error).toBe(PREGNANCY_MESSAGES.ongoingExists);
    expect(await rowsOfCustomer(c, id)).toHaveLength(1);
  });

  it('two registrations at once: one 201, one 409, one row', async () => {
    const { id } = await createCustomer(c);
    const [a, b] = await Promise.all([
      c.send(pregnanciesUrl(id), pregnancyBody()),
      c.send(pregnanciesUrl(id), pregnancyBody({ lmp: lmpAt(4) })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((a.statusCode === 409 ? a : b).json().error).toBe(PREGNANCY_MESSAGES.ongoingExists);
    expect(await rowsOfCustomer(c, id)).toHaveLength(1);
  });

  it('a double click with one Idempotency-Key: one row and the same answer', async () => {
    const { id } = await createCustomer(c);
    const key = { 'idempotency-key': `pregnancy-${id}` };
    const first = await c.send(pregnanciesUrl(id), pregnancyBody(), key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await c.send(pregnanciesUrl(id), pregnancyBody(), key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOfCustomer(c, id)).toHaveLength(1);
  });

  it('edits at the version read; a stale edit is 409 and changes nothing', async () => {
    const { id } = await createCustomer(c);
    const p = await createPregnancy(c, id);
    const edd = addDays(eddFromLmp(p.lmp), 7);
    const res = await patchPregnancy(
      c,
      p.id,
      editBody(p, { lmp: null, edd, parity: 1, facility: 'Nsambya Hospital' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data as Pregnancy;
    expect(edited).toMatchObject({
      edd,
      lmp: lmpFromEdd(edd),
      parity: 1,
      facility: 'Nsambya Hospital',
    });
    expect(edited.gestational_age).toBe('19+3 weeks');
    const stale = await patchPregnancy(c, p.id, editBody(p, { parity: 0 }));
    expect(expectFailure(stale, 409).error).toBe(MSG.staleRecord);
    const [row] = await rowsOfCustomer(c, id);
    expect(row!.parity).toBe(1);
  });

  it('audits the registration and the edit with what changed', async () => {
    const { id } = await createCustomer(c);
    const p = await createPregnancy(c, id, { risks: [] });
    await patchPregnancy(c, p.id, editBody(p, { risks: ['diabetes'], gravida: 4 }));
    const entries = await auditFor(c, 'pregnancy', p.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['create', c.staffId],
      ['update', c.staffId],
    ]);
    expect(entries[0]!.summary).toMatchObject({ after: { customer_id: id, lmp: p.lmp } });
    expect(entries[1]!.summary).toEqual({
      before: { gravida: 3, risks: [] },
      after: { gravida: 4, risks: ['diabetes'] },
    });
  });

  it('accounts for every answer holding her pregnancies in the access log', async () => {
    const { id } = await createCustomer(c);
    // none yet: no health data read
    expect((await c.read(pregnanciesUrl(id))).json().data).toEqual([]);
    const p = await createPregnancy(c, id);
    await c.read(pregnanciesUrl(id));
    await patchPregnancy(c, p.id, editBody(p, { parity: 0 }));
    const entries = await c.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.subjectKind, 'customer'), eq(accessLog.subjectId, id)))
      .orderBy(accessLog.id);
    expect(entries.map((e) => [e.action, e.record, e.recordId, e.actorId, e.detail])).toEqual([
      ['read', 'pregnancy', String(p.id), c.staffId, 'answer to its registration'],
      ['read', 'pregnancy', null, c.staffId, '1 pregnancy'],
      ['read', 'pregnancy', String(p.id), c.staffId, 'answer to its edit'],
    ]);
  });

  it('is open to any signed-in staff member (as editing a customer), to no one signed out', async () => {
    const { id } = await createCustomer(c);
    expectFailure(await c.get(pregnanciesUrl(id)), 401);
    expectFailure(await c.post(pregnanciesUrl(id), pregnancyBody()), 401);
    expectFailure(await patchPregnancy(c, 1, pregnancyBody(), {}), 401);
    await c.createStaff({ email: 'pregnancy.admin@care.ug', role: 'ADMIN' });
    const admin = (await c.signIn('pregnancy.admin@care.ug')).headers;
    expect((await c.post(pregnanciesUrl(id), pregnancyBody(), admin)).statusCode).toBe(201);
    expect((await c.get(pregnanciesUrl(id), admin)).statusCode).toBe(200);
  });
});
