import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_HINT, type Unpaid } from '@app/contract';
import { createNurse, nurseBody, nurseSetup, type NurseCtx } from './nurse-factories.ts';
import { payJob } from './payroll-factories.ts';

// Issue 25: the nurse's mobile money number, a nurse field (E.164, a Ugandan
// mobile like the phone); none means pay goes to the phone number.
let c: NurseCtx;
beforeAll(async () => {
  c = await nurseSetup();
});
afterAll(() => c.close());

const profile = async (id: number) => {
  const res = await c.read(`/careteam/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { mobile_money_number: string | null; phone_number: string };
};
const payTo = async (id: number) => {
  const res = await c.read('/payroll/unpaid');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Unpaid).nurses.find((n) => n.nurseId === id);
};

describe("the nurse's mobile money number", () => {
  it('is stored as E.164 from any way of writing it, and read back in the profile', async () => {
    const n = await createNurse(c, { mobile_money_number: '0752 123 456' });
    expect(n.mobile_money_number).toBe('+256752123456');
    expect((await profile(n.id)).mobile_money_number).toBe('+256752123456');
  });

  it('defaults to none, and pay then goes to the phone number', async () => {
    const n = await createNurse(c);
    const p = await profile(n.id);
    expect(p.mobile_money_number).toBeNull();
    await payJob(c, { id: n.id, name: 'Grace Akello', phone: p.phone_number });
    expect(await payTo(n.id)).toMatchObject({ msisdn: p.phone_number, mobileMoney: false });
  });

  it('is refused when it is not a Ugandan mobile number', async () => {
    for (const bad of ['0414 123 456', '12345', '+254712345678']) {
      const res = await c.send('/careteam', nurseBody({ nurse: { mobile_money_number: bad } }));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details['nurse.mobile_money_number'], bad).toBe(PHONE_HINT);
    }
  });

  it('is changed by an update, and pay goes to it; emptied, pay goes back to the phone', async () => {
    const n = await createNurse(c);
    const { work: _w, academics: _a, nurse } = nurseBody();
    const body = (mm: string | null) => ({
      nurse: { ...nurse, email: n.email as string, mobile_money_number: mm },
    });
    const set = await c.put(`/careteam/${n.id}`, body('0788 000 111'));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.mobile_money_number).toBe('+256788000111');
    await payJob(c, { id: n.id, name: 'Grace Akello', phone: nurse.phone_number });
    expect(await payTo(n.id)).toMatchObject({ msisdn: '+256788000111', mobileMoney: true });
    const cleared = await c.put(`/careteam/${n.id}`, body(''));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.mobile_money_number).toBeNull();
    expect((await payTo(n.id))!.msisdn).toBe((await profile(n.id)).phone_number);
  });
});
