import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ugandaDate, type DashboardSummary } from '@app/contract';
import { setup, type Ctx } from './factories.ts';
import { licenceNurse, type LicenceNurse } from './licence-factories.ts';

// Issue 27: "Home shows licences expiring within 30 days and expired ones,
// each linked to the nurse". GET /dashboard/summary's `licences`: approved,
// not deleted, not erased nurses whose last valid day is before today + 31
// (Kampala), soonest first, at most 50.

describe('GET /dashboard/summary: licences', () => {
  let c: Ctx;
  let today: string;
  const n: Record<string, LicenceNurse> = {};
  const summary = async () => {
    const res = await c.read('/dashboard/summary');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as DashboardSummary;
  };
  const alert = (x: LicenceNurse, state: 'expired' | 'expiring') => ({
    id: x.id,
    name: x.name,
    care_number: x.careNumber,
    licence_expiry: x.expiry,
    licence_state: state,
  });

  beforeAll(async () => {
    c = await setup({ AUTH_RATE_LIMIT_MAX: '100000' });
    today = ugandaDate();
    n.in30 = await licenceNurse(c, 'Thirty', addDays(today, 30));
    n.in31 = await licenceNurse(c, 'Thirtyone', addDays(today, 31));
    n.today = await licenceNurse(c, 'Lastday', today);
    n.yesterday = await licenceNurse(c, 'Yesterday', addDays(today, -1));
    n.longAgo = await licenceNurse(c, 'Longago', addDays(today, -400));
    n.none = await licenceNurse(c, 'Nolicence', null);
    n.unapproved = await licenceNurse(c, 'Unapproved', addDays(today, -3), { approved: false });
    n.deleted = await licenceNurse(c, 'Deleted', addDays(today, -3), { deleted: true });
    n.erased = await licenceNurse(c, 'Erased', addDays(today, -3), { erased: true });
  });
  afterAll(() => c?.close());

  it('lists expired and expiring licences of approved nurses, soonest first', async () => {
    const s = await summary();
    expect(ugandaDate(), 'the day changed in Kampala during the test: run again').toBe(today);
    expect(s.licences).toEqual([
      alert(n.longAgo!, 'expired'),
      alert(n.yesterday!, 'expired'),
      // the last valid day is today: still valid, expiring
      alert(n.today!, 'expiring'),
      alert(n.in30!, 'expiring'),
    ]);
  });

  it('lists at most 50, the soonest', async () => {
    const more: LicenceNurse[] = [];
    for (let i = 0; i < 50; i++)
      more.push(await licenceNurse(c, `Batch${i}`, addDays(today, 1 + (i % 20))));
    const s = await summary();
    expect(s.licences).toHaveLength(50);
    const expiries = s.licences.map((l) => l.licence_expiry);
    expect(expiries).toEqual([...expiries].sort());
    // the two expired and today's come first; the 30-day one is among those left out
    expect(s.licences.slice(0, 3).map((l) => l.id)).toEqual([
      n.longAgo!.id,
      n.yesterday!.id,
      n.today!.id,
    ]);
    expect(s.licences.map((l) => l.id)).not.toContain(n.in30!.id);
    expect(s.licences.filter((l) => l.licence_state === 'expiring')).toHaveLength(48);
  });
});
