import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, nurseAccountStatus, nurses, staffUsers } from '../src/db/schema/index.ts';
import { nurseSetup, type NurseCtx } from './nurse-factories.ts';
import { seedNurse } from './schedule-factories.ts';

// Issue 39, from the security probe: a nurse's calendar feed stops while she
// is unapproved, blocked or suspended, and for good once the member of staff
// who made its address is deactivated; every read of it is in the access log.

let c: NurseCtx;
beforeAll(async () => {
  c = await nurseSetup();
});
afterAll(() => c.close());

/** A new address for the nurse, made by the signed-in member of staff. */
async function feedOf(nurseId: number) {
  const res = await c.send(`/careteam/${nurseId}/calendar-feed`, undefined);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { url: string }).url;
}
/** Read as a phone's calendar does: no session, from its own address. */
const read = (url: string) =>
  c.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress: '198.51.100.7' });

const setStatus = async (nurseId: number, status: 'ACTIVE' | 'BLOCKED' | 'SUSPENDED') =>
  c.db
    .insert(nurseAccountStatus)
    .values({ nurseId, userId: `nurse-${nurseId}`, status })
    .onConflictDoUpdate({ target: nurseAccountStatus.nurseId, set: { status } });

describe('a calendar feed', () => {
  it('stops while its nurse is blocked or suspended, and serves again once she is active', async () => {
    const n = await seedNurse(c, { first: 'Agnes', last: 'Blocked' });
    const url = await feedOf(n.id);
    expect((await read(url)).statusCode).toBe(200);
    for (const status of ['BLOCKED', 'SUSPENDED'] as const) {
      await setStatus(n.id, status);
      const res = await read(url);
      expect(res.statusCode, status).toBe(404);
      expect(res.body).not.toContain('BEGIN:VCALENDAR');
    }
    await setStatus(n.id, 'ACTIVE');
    expect((await read(url)).statusCode).toBe(200);
  });

  it('stops while its nurse is not approved', async () => {
    const n = await seedNurse(c, { first: 'Brenda', last: 'Pending' });
    const url = await feedOf(n.id);
    await c.db.update(nurses).set({ verified: false }).where(eq(nurses.id, n.id));
    expect((await read(url)).statusCode).toBe(404);
    await c.db.update(nurses).set({ verified: true }).where(eq(nurses.id, n.id));
    expect((await read(url)).statusCode).toBe(200);
  });

  it('stops once the member of staff who made its address is deactivated', async () => {
    const maker = await c.createStaff({ email: 'feed.maker@care.ug', name: 'Feed Maker' });
    const { headers } = await c.signIn('feed.maker@care.ug');
    const n = await seedNurse(c, { first: 'Carol', last: 'Maker' });
    const made = await c.post(`/careteam/${n.id}/calendar-feed`, undefined, headers);
    expect(made.statusCode, made.body).toBe(201);
    const url = (made.json().data as { url: string }).url;
    const [row] = await c.db.select().from(nurses).where(eq(nurses.id, n.id));
    expect(row!.calendarTokenBy).toBe(maker.id);
    expect((await read(url)).statusCode).toBe(200);
    await c.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, maker.id));
    expect((await read(url)).statusCode).toBe(404);
    // Another member of staff makes a new address: it is theirs, and it serves.
    const again = await feedOf(n.id);
    expect((await read(again)).statusCode).toBe(200);
    expect((await read(url)).statusCode).toBe(404);
  });

  it('writes each read to the access log: whose schedule, read by a calendar app, from where', async () => {
    const n = await seedNurse(c, { first: 'Dora', last: 'Logged' });
    const url = await feedOf(n.id);
    expect((await read(url)).statusCode).toBe(200);
    expect((await read(url)).statusCode).toBe(200);
    await setStatus(n.id, 'BLOCKED');
    expect((await read(url)).statusCode).toBe(404);
    const reads = await c.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.record, 'calendar_feed'), eq(accessLog.subjectId, n.id)));
    // two reads served; the refused one showed nothing, so it read nothing
    expect(reads).toHaveLength(2);
    for (const entry of reads)
      expect(entry).toMatchObject({
        action: 'read',
        subjectKind: 'nurse',
        actorId: null,
        ip: '198.51.100.7',
      });
  });
});
