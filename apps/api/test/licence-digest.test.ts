import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, ugandaDate } from '@app/contract';
import { licenceDigests } from '../src/db/schema/index.ts';
import type { Mail } from '../src/integrations/mail.ts';
import {
  LICENCE_DIGEST_CRON,
  LICENCE_DIGEST_QUEUE,
} from '../src/modules/schedule/licence-digest.ts';
import { createTestApp, memoryMailer, rowsOf, type TestContext } from './helpers.ts';
import { licenceNurse, type LicenceNurse } from './licence-factories.ts';
import { eventually } from './sms-factories.ts';

// Issue 27: "a daily scheduled check e-mails the ADMINs a digest (through the
// same mailer as the sign-in codes)" of licences expired and expiring within
// 30 days; never twice for one day, and a failed send may be tried again.

/** The memory mailbox, which refuses every mail while `failing` is set. */
function flakyMailer() {
  const inner = memoryMailer();
  const mailer = {
    ...inner,
    failing: false,
    async send(mail: Mail) {
      if (mailer.failing) throw new Error('SMTP 451: try again later');
      await inner.send(mail);
    },
  };
  return mailer;
}

const digests = (mails: Mail[]) => mails.filter((m) => m.subject.startsWith('Licences:'));

describe('the daily licence digest', () => {
  let c: TestContext;
  let mailer: ReturnType<typeof flakyMailer>;
  const today = '2031-03-10';
  const n: Record<string, LicenceNurse> = {};
  const run = (day?: string) => c.app.services.licenceDigest.run(day);
  const dayRow = async (day: string) =>
    (await c.db.select().from(licenceDigests).where(eq(licenceDigests.day, day)))[0];

  beforeAll(async () => {
    mailer = flakyMailer();
    c = await createTestApp({
      mailer,
      config: { QUEUE_WORKERS: 'false', PUBLIC_URL: 'https://care.example.ug/' },
    });
    await c.createStaff({ email: 'boss.one@care.ug', role: 'ADMIN', name: 'Boss One' });
    await c.createStaff({ email: 'boss.two@care.ug', role: 'ADMIN', name: 'Boss Two' });
    await c.createStaff({ email: 'boss.gone@care.ug', role: 'ADMIN', active: false });
    await c.createStaff({ email: 'desk@care.ug', role: 'STAFF' });
    n.longAgo = await licenceNurse(c, 'Longago', addDays(today, -40));
    n.yesterday = await licenceNurse(c, 'Yesterday', addDays(today, -1));
    n.today = await licenceNurse(c, 'Lastday', today);
    n.in30 = await licenceNurse(c, 'Thirty', addDays(today, 30));
    n.in31 = await licenceNurse(c, 'Thirtyone', addDays(today, 31));
    n.none = await licenceNurse(c, 'Nolicence', null);
    n.unapproved = await licenceNurse(c, 'Unapproved', addDays(today, -3), { approved: false });
    n.deleted = await licenceNurse(c, 'Deleted', addDays(today, -3), { deleted: true });
    n.erased = await licenceNurse(c, 'Erased', addDays(today, -3), { erased: true });
  });
  afterAll(() => c?.close());

  it('runs daily at 07:00 Kampala time on the durable queue', async () => {
    const rows = rowsOf<{ cron: string; timezone: string }>(
      await c.db.execute(
        sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${LICENCE_DIGEST_QUEUE}`,
      ),
    );
    expect(rows).toEqual([{ cron: LICENCE_DIGEST_CRON, timezone: 'Africa/Kampala' }]);
    expect(LICENCE_DIGEST_CRON).toBe('0 7 * * *');
  });

  it('e-mails every active ADMIN, and nobody else, the expired and expiring licences', async () => {
    mailer.sent.length = 0;
    const outcome = await run(today);
    expect(outcome).toEqual({
      sent: true,
      day: today,
      expired: 2,
      expiring: 2,
      recipients: ['boss.one@care.ug', 'boss.two@care.ug'],
    });
    const mails = digests(mailer.sent);
    expect(mails.map((m) => m.to).sort()).toEqual(['boss.one@care.ug', 'boss.two@care.ug']);
    expect(mails[0]!.subject).toBe('Licences: 2 expired, 2 expiring within 30 days');
    expect(mails[1]!.text).toBe(mails[0]!.text);

    const text = mails[0]!.text;
    // each listed nurse: name, care number and the last valid day, soonest first
    const listed = [n.longAgo!, n.yesterday!, n.today!, n.in30!];
    const at = listed.map((x) => {
      const line = text.split('\n').find((l) => l.includes(x.name));
      expect(line, x.name).toBeDefined();
      expect(line).toContain(x.careNumber);
      expect(line).toContain(formatDate(x.expiry));
      return text.indexOf(x.name);
    });
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text).toMatch(new RegExp(`${n.yesterday!.name}.*expired on`));
    expect(text).toMatch(new RegExp(`${n.today!.name}.*expires on`));
    // valid, missing, unapproved, deleted and erased ones are not in it
    for (const x of [n.in31, n.none, n.unapproved, n.deleted, n.erased])
      expect(text).not.toContain(x!.name);
    expect(text).toContain('https://care.example.ug/nurses/list');

    const row = await dayRow(today);
    expect(row).toMatchObject({
      expired: 2,
      expiring: 2,
      recipients: 'boss.one@care.ug,boss.two@care.ug',
    });
  });

  it('a second run the same day sends nothing', async () => {
    mailer.sent.length = 0;
    expect(await run(today)).toEqual({ sent: false, reason: 'already sent' });
    expect(digests(mailer.sent)).toEqual([]);
  });

  it('sends nothing, and keeps no row, when there is nothing to report', async () => {
    mailer.sent.length = 0;
    const quiet = '2030-01-01'; // every licence above ends more than 30 days later
    expect(await run(quiet)).toEqual({ sent: false, reason: 'nothing to report' });
    expect(digests(mailer.sent)).toEqual([]);
    expect(await dayRow(quiet)).toBeUndefined();
  });

  it('a failed send gives the day back, so a retry sends', async () => {
    const day = addDays(today, 1);
    mailer.sent.length = 0;
    mailer.failing = true;
    await expect(run(day)).rejects.toThrow('SMTP 451');
    expect(await dayRow(day)).toBeUndefined();
    expect(digests(mailer.sent)).toEqual([]);

    mailer.failing = false;
    const again = await run(day);
    // a day later: the last-day licence has expired, the 31-day one is expiring
    expect(again).toMatchObject({ sent: true, day, expired: 3, expiring: 2 });
    expect(digests(mailer.sent)).toHaveLength(2);
    expect(await dayRow(day)).toBeDefined();
  });

  it('a new expiry is in the next day’s digest', async () => {
    const day = addDays(today, 2);
    await licenceNurse(c, 'Newcomer', addDays(day, 5));
    mailer.sent.length = 0;
    expect(await run(day)).toMatchObject({ sent: true, expired: 3, expiring: 3 });
    expect(digests(mailer.sent)[0]!.text).toContain('Newcomer');
  });
});

describe('the digest on the queue', () => {
  let c: TestContext;
  afterAll(() => c?.close());

  it("an occurrence the queue hands out sends today's digest (Kampala's date)", async () => {
    c = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '100000' } });
    await c.createStaff({ email: 'queue.boss@care.ug', role: 'ADMIN' });
    const today = ugandaDate();
    const soon = await licenceNurse(c, 'Soonest', addDays(today, 3));
    await c.db.transaction((tx) => c.app.queue.enqueue(tx, LICENCE_DIGEST_QUEUE, [{ data: {} }]));
    const mail = await eventually(async () => digests(c.mail.sent)[0]);
    expect(mail.to).toBe('queue.boss@care.ug');
    expect(mail.subject).toBe('Licences: 0 expired, 1 expiring within 30 days');
    expect(mail.text).toContain(soon.careNumber);
    // no PUBLIC_URL: the screen's path alone
    expect(mail.text).toContain(' /nurses/list');
    const day = (await c.db.select().from(licenceDigests))[0];
    expect(day?.day).toBe(today);
  });
});
