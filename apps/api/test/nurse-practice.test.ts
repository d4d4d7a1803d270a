import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, addDays, ugandaDate } from '@app/contract';
import { nurses } from '../src/db/schema/index.ts';
import {
  auditFor,
  createNurse,
  expectFailure,
  nurseSetup,
  type NurseCtx,
} from './nurse-factories.ts';

// Issue 27: PUT /careteam/{id}/practice saves a nurse's UNMC registration,
// practising licence (number, last valid day) and station; the list entry
// and profile carry them with the licence's state today (Kampala), which
// the database (profile) and TypeScript (list) work out alike.

let c: NurseCtx;
beforeAll(async () => {
  c = await nurseSetup();
});
afterAll(() => c.close());

const practice = (id: number, body: Record<string, unknown>) =>
  c.put(`/careteam/${id}/practice`, body);

describe('PUT /careteam/{id}/practice', () => {
  it('saves the four fields, answers the whole nurse and audits the change', async () => {
    const n = await createNurse(c, { first_name: 'Harriet', last_name: 'Nambi' });
    const res = await practice(n.id, {
      unmc_registration_number: ' RN-12345 ',
      licence_number: 'PL/2026/0099',
      licence_expiry: '2027-12-31',
      station: 'Mutungo',
      updatedAt: n.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: n.id,
      unmc_registration_number: 'RN-12345',
      licence_number: 'PL/2026/0099',
      licence_expiry: '2027-12-31',
      station: 'Mutungo',
      licence_copy: null,
      calendar_feed: false,
      first_name: 'Harriet',
    });
    expect(data.licence_state).toBe(
      data.licence_expiry > addDays(ugandaDate(), 30) ? 'valid' : 'expiring',
    );
    const read = (await c.read(`/careteam/${n.id}`)).json().data;
    expect(read).toEqual(data);
    const audits = await auditFor(c, 'nurse', n.id);
    const last = audits.at(-1)!;
    expect(last.action).toBe('update');
    expect(last.summary).toMatchObject({
      before: { licenceNumber: null, station: null },
      after: { licenceNumber: 'PL/2026/0099', station: 'Mutungo', licenceExpiry: '2027-12-31' },
    });

    // emptied again: blanks are null
    const cleared = await practice(n.id, {
      unmc_registration_number: '',
      licence_number: null,
      licence_expiry: '',
      station: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({
      unmc_registration_number: null,
      licence_number: null,
      licence_expiry: null,
      licence_state: 'missing',
      station: null,
    });
  });

  it.each([
    ['an impossible date', { licence_expiry: '2027-02-30' }, 'licence_expiry'],
    ['a date of another shape', { licence_expiry: '31/12/2027' }, 'licence_expiry'],
    ['a station that is not one', { station: 'Mars' }, 'station'],
    ['a licence number too long', { licence_number: 'x'.repeat(41) }, 'licence_number'],
  ])('refuses %s with 400 naming the field and changes nothing', async (_, body, field) => {
    const n = await createNurse(c);
    await practice(n.id, { licence_number: 'KEEP-1', station: 'Kikubo' });
    const [before] = await c.db.select().from(nurses).where(eq(nurses.id, n.id));
    const err = expectFailure(await practice(n.id, { licence_number: 'NEW-2', ...body }), 400);
    expect(Object.keys(err.details ?? {})).toContain(field);
    const [after] = await c.db.select().from(nurses).where(eq(nurses.id, n.id));
    expect(after).toEqual(before);
  });

  it('refuses a stale updatedAt with 409 and keeps the newer values', async () => {
    const n = await createNurse(c);
    const first = await practice(n.id, { licence_number: 'A-1', updatedAt: n.updatedAt });
    expect(first.statusCode, first.body).toBe(200);
    const err = expectFailure(
      await practice(n.id, { licence_number: 'B-2', updatedAt: n.updatedAt }),
      409,
    );
    expect(err.error).toBe(MSG.staleRecord);
    const read = (await c.read(`/careteam/${n.id}`)).json().data;
    expect(read.licence_number).toBe('A-1');
    // the current version is accepted
    const ok = await practice(n.id, { licence_number: 'B-2', updatedAt: read.updatedAt });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('answers 404 for a deleted or unknown nurse', async () => {
    const n = await createNurse(c);
    expect((await c.del(`/resume/profile/${n.id}`)).statusCode).toBe(200);
    expectFailure(await practice(n.id, { licence_number: 'X-1' }), 404);
    expectFailure(await practice(99_999_999, { licence_number: 'X-1' }), 404);
  });
});

describe('licence_state: the database and TypeScript agree at the boundaries', () => {
  const today = ugandaDate();
  const cases: [string, string | null, string][] = [
    ['no licence', null, 'missing'],
    ['expired yesterday', addDays(today, -1), 'expired'],
    ['last valid day today', today, 'expiring'],
    ['expiring in 30 days', addDays(today, 30), 'expiring'],
    ['valid for 31 days', addDays(today, 31), 'valid'],
  ];
  it.each(cases)(
    '%s: %s is %s in the profile (SQL) and the list (TypeScript)',
    async (_, expiry, state) => {
      const n = await createNurse(
        c,
        { first_name: 'Boundary', last_name: `Case${state}${expiry ?? 'none'}`.replace(/-/g, '') },
        { approved: true },
      );
      const saved = await practice(n.id, { licence_expiry: expiry });
      expect(saved.statusCode, saved.body).toBe(200);
      // the profile is built by SQL (CASE with ugandaToday())
      const profile = (await c.read(`/careteam/${n.id}`)).json().data;
      expect(profile).toMatchObject({ licence_expiry: expiry, licence_state: state });
      // the list entry is mapped in TypeScript (licenceState(expiry, ugandaDate()))
      const list = (await c.read('/careteam?status=true&limit=20')).json().data as {
        id: number;
        licence_state: string;
        licence_expiry: string | null;
        station: string | null;
      }[];
      const entry = list.find((e) => e.id === n.id);
      expect(entry).toMatchObject({ licence_expiry: expiry, licence_state: state, station: null });
      expect(entry!.licence_state).toBe(profile.licence_state);
    },
  );
});
