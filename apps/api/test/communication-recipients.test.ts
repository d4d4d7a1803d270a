import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, notifications, nurses } from '../src/db/schema/index.ts';
import { auditFor, createCustomer, expectFailure, setup, type Ctx } from './factories.ts';
import { createNurse } from './nurse-factories.ts';

// Issue 8: a single notification goes to one customer or one nurse, found by
// the recipient search over both; the apps register device tokens
// (ruling 17, 24). The token itself never appears in an answer.
const ONE = '/sendcomms/send_to_one_user';
const HISTORY = '/sendcomms/sendNotificationToTopic';
const RECIPIENTS = '/sendcomms/recipients';

const notice = (to: Record<string, unknown>) => ({
  category: 'info',
  title: 'Your shift tomorrow',
  click_action: 'MAIN_HOME',
  message: 'Please confirm your 7 am shift in Ntinda.',
  messageType: 'single',
  ...to,
});

type Found = { kind: string; id: number; name: string; phone: string; reachable: boolean };

describe('communication: recipients, device tokens and sends to a nurse', () => {
  let c: Ctx;
  const stored = async () => (await c.db.select({ n: count() }).from(notifications))[0]!.n;
  const search = async (term: string) => {
    const res = await c.read(`${RECIPIENTS}?searchTerm=${encodeURIComponent(term)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Found[];
  };
  const nurseToken = async (id: number) =>
    (await c.db.select({ t: nurses.fcmToken }).from(nurses).where(eq(nurses.id, id)))[0]!.t;

  beforeAll(async () => {
    c = await setup({ AUTH_RATE_LIMIT_MAX: '100000' });
  });
  afterAll(() => c.close());

  it('a nurse app registers its device token; the answer says reachable, never the token', async () => {
    const nurse = await createNurse(c, { first_name: 'Harriet', last_name: 'Auma' });
    const token = `fcm-nurse-${nurse.id}-ZGV2aWNlLXRva2Vu`;
    const res = await c.put(`/careteam/${nurse.id}/device-token`, { fcm_token: token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { reachable: true } });
    expect(await nurseToken(nurse.id)).toBe(token);
    // Not a profile edit: the version staff edit against stays the same.
    const after = (await c.read(`/careteam/${nurse.id}`)).json().data;
    expect(after.updatedAt).toBe(nurse.updatedAt);
    expect(JSON.stringify(after)).not.toContain(token);
    // The audit log records that a device was registered, not the token.
    const entries = await auditFor(c, 'nurse', nurse.id);
    const last = entries.at(-1)!;
    expect(last.action).toBe('update');
    expect(last.summary).toEqual({ before: { device: false }, after: { device: true } });
    expect(JSON.stringify(entries)).not.toContain(token);

    const cleared = await c.put(`/careteam/${nurse.id}/device-token`, { fcm_token: null });
    expect(cleared.json().data).toEqual({ reachable: false });
    expect(await nurseToken(nurse.id)).toBeNull();
  });

  it('a customer app registers its device token the same way', async () => {
    const customer = await createCustomer(c);
    const res = await c.put(`/customer/${customer.id}/device-token`, { fcm_token: 'fcm-cust-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ reachable: true });
    const [row] = await c.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.fcmToken).toBe('fcm-cust-1');
  });

  it('refuses a bad token body or an unknown or deleted person, changing nothing', async () => {
    const nurse = await createNurse(c);
    await c.put(`/careteam/${nurse.id}/device-token`, { fcm_token: 'keep-me' });
    for (const body of [{}, { fcm_token: '' }, { fcm_token: '   ' }, { fcm_token: 42 }]) {
      const failure = expectFailure(await c.put(`/careteam/${nurse.id}/device-token`, body), 400);
      expect(failure.details).toHaveProperty('fcm_token');
    }
    const long = { fcm_token: 'x'.repeat(4097) };
    expect(expectFailure(await c.put(`/careteam/${nurse.id}/device-token`, long), 400).error).toBe(
      'A device token is at most 4096 characters',
    );
    expect(await nurseToken(nurse.id)).toBe('keep-me');

    expectFailure(await c.put('/careteam/999999/device-token', { fcm_token: 'a' }), 404);
    expectFailure(await c.put('/customer/999999/device-token', { fcm_token: 'a' }), 404);
    expect((await c.del(`/resume/profile/${nurse.id}`)).statusCode).toBe(200);
    expectFailure(await c.put(`/careteam/${nurse.id}/device-token`, { fcm_token: 'b' }), 404);
    expect(await nurseToken(nurse.id)).toBe('keep-me');
  });

  it('searches customers and nurses from 3 characters by name or phone, marking who is reachable', async () => {
    const reachable = await createNurse(c, { first_name: 'Zawadi', last_name: 'Kyomuhendo' });
    const silent = await createNurse(c, { first_name: 'Zawadia', last_name: 'Tumusiime' });
    const customer = await createCustomer(c, { firstname: 'Zawadi', lastname: 'Nanyonga' });
    await c.put(`/careteam/${reachable.id}/device-token`, { fcm_token: 'fcm-zawadi-secret' });

    const res = await c.read(`${RECIPIENTS}?searchTerm=zawad`);
    expect(res.body).not.toContain('fcm-zawadi-secret');
    const found = (res.json().data as Found[]).map((f) => [f.kind, f.id, f.name, f.reachable]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['nurse', reachable.id, 'Zawadi Kyomuhendo', true],
        ['nurse', silent.id, 'Zawadia Tumusiime', false],
        ['customer', customer.id, 'Zawadi Nanyonga', false],
      ]),
    );
    expect(found).toHaveLength(3);

    // by any part of the phone number, in whatever form it is typed
    const digits = String(reachable.phone_number).slice(-7);
    const byPhone = await search(digits);
    expect(byPhone.map((f) => [f.kind, f.id])).toEqual([['nurse', reachable.id]]);
    expect(byPhone[0]!.phone).toBe(reachable.phone_number);

    expect(expectFailure(await c.read(`${RECIPIENTS}?searchTerm=za`), 400).error).toBe(
      'Type at least 3 characters',
    );
    expectFailure(await c.read(RECIPIENTS), 400);
    // deleted people are not offered
    await c.del(`/resume/profile/${silent.id}`);
    expect((await search('zawad')).map((f) => f.id)).not.toContain(silent.id);
  });

  it('sends to one nurse: stored with the nurse and the token, answered with the name', async () => {
    const nurse = await createNurse(c, { first_name: 'Olivia', last_name: 'Nabukenya' });
    const token = `fcm-olivia-${nurse.id}`;
    await c.put(`/careteam/${nurse.id}/device-token`, { fcm_token: token });

    const res = await c.send(ONE, notice({ nurseId: nurse.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      messageType: 'single',
      topic: null,
      receiver: 'Olivia Nabukenya',
      receiverType: 'nurse',
      gateway: 'outbox',
      result: 'sent',
      sentBy: c.staffId,
    });
    expect(res.body).not.toContain(token);
    const [row] = await c.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, res.json().data.id));
    expect(row).toMatchObject({ receiver: token, nurseId: nurse.id, customerId: null });

    const history = (await c.read(`${HISTORY}?limit=1`)).json().data.rows[0];
    expect(history).toMatchObject({ id: row!.id, receiver: 'Olivia Nabukenya' });
    expect(history.receiverType).toBe('nurse');
  });

  it('answers who a send went to by kind in the history', async () => {
    const customer = await createCustomer(c, { firstname: 'Ruth', lastname: 'Akello' });
    await c.put(`/customer/${customer.id}/device-token`, { fcm_token: 'fcm-ruth' });
    expect((await c.send(ONE, notice({ customerId: customer.id }))).statusCode).toBe(200);
    const all = await c.send(HISTORY, { ...notice({}), messageType: 'all' });
    expect(all.statusCode, all.body).toBe(200);
    const rows = (await c.read(`${HISTORY}?limit=2`)).json().data.rows;
    expect(rows.map((r: { receiverType: string }) => r.receiverType)).toEqual(['all', 'customer']);
  });

  it('refuses a nurse without a device token, an unknown nurse, and two recipients at once', async () => {
    const nurse = await createNurse(c);
    const customer = await createCustomer(c);
    await c.put(`/customer/${customer.id}/device-token`, { fcm_token: 'fcm-both' });
    const before = await stored();

    expect(expectFailure(await c.send(ONE, notice({ nurseId: nurse.id })), 400).error).toBe(
      'You cannot send this user a direct message',
    );
    expectFailure(await c.send(ONE, notice({ nurseId: 999_999 })), 404);
    const both = expectFailure(
      await c.send(ONE, notice({ nurseId: nurse.id, customerId: customer.id })),
      400,
    );
    expect(both.details?.nurseId).toBe('Choose one person only');
    const nobody = expectFailure(await c.send(ONE, notice({})), 400);
    expect(nobody.details?.customerId).toBe('Choose who receives it');
    expect(await stored()).toBe(before);
  });

  it('needs a session', async () => {
    expectFailure(await c.get(`${RECIPIENTS}?searchTerm=abc`), 401);
    const anon = await c.app.inject({
      method: 'PUT',
      url: '/api/v1/careteam/1/device-token',
      payload: { fcm_token: 'x' },
    });
    expect(anon.statusCode).toBe(401);
  });
});
