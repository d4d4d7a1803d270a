import { API_BASE } from '@app/contract';
import type { Ctx } from './factories.ts';
import { createCustomer } from './factories.ts';
import { nurseBody } from './nurse-factories.ts';
import { data, type Act, type W } from './audit-case-kit.ts';

// The audit cases of personal data (issue 26), performed from audit-cases.ts
// with its `act` and `w`. One function per part, each adding its own cases:
// subject export and erasure (subjectCases); access accounting and retention,
// consent and objection add theirs below and to privacyCases.

type Admin = { id: string; headers: Record<string, string> };

/** A customer's personal data erased by an ADMIN (the name typed to confirm). */
export async function subjectCases(c: Ctx, admin: Admin, act: Act, w: W) {
  const person = await createCustomer(c, { firstname: 'Audit', lastname: 'Erasable' });
  await act('POST /privacy/{kind}/{id}/erasure', 'personal data erased', async () => {
    const url = `/privacy/customer/${person.id}/erasure`;
    data(await c.post(url, { confirmName: 'audit erasable' }, admin.headers));
    w('erase', 'customer', person.id, undefined, admin.id);
  });
}

/** The retention policy saved and a run started by an ADMIN (H2). */
export async function retentionCases(c: Ctx, admin: Admin, act: Act, w: W) {
  const put = (body: unknown) =>
    c.app.inject({
      method: 'PUT',
      url: `${API_BASE}/privacy/retention`,
      payload: body as never,
      headers: admin.headers,
    });
  await act('PUT /privacy/retention', 'retention policy saved', async () => {
    data(await put({ softDeletedDays: 120, accessLogDays: 730, authDays: 1 }));
    w('update', 'retention', 'policy', { softDeletedDays: [90, 120] }, admin.id);
  });
  data(await put({ softDeletedDays: 90, accessLogDays: 730, authDays: 1 }));
  await act('POST /privacy/retention/run', 'retention run now', async () => {
    const run = data<{ id: number }>(await c.post('/privacy/retention/run', {}, admin.headers));
    w('run', 'retention', run.id, undefined, admin.id);
  });
}

/** A customer's and a nurse's objection to marketing, and its withdrawal (STAFF, H3). */
export async function objectionCases(c: Ctx, act: Act, w: W) {
  const person = await createCustomer(c, { firstname: 'Audit', lastname: 'Objecting' });
  const nurse = data<{ id: number }>(await c.send('/careteam', nurseBody()), 201);
  const objection = (kind: string, id: number, objected: boolean) =>
    c.app.inject({
      method: 'PUT',
      url: `${API_BASE}/privacy/${kind}/${id}/objection`,
      payload: { objected },
      headers: c.headers,
    });
  await act('PUT /privacy/{kind}/{id}/objection', 'objection to marketing', async () => {
    data(await objection('customer', person.id, true));
    w('update', 'customer', person.id, { marketingObjected: [false, true] });
    data(await objection('nurse', nurse.id, true));
    w('update', 'nurse', nurse.id, { marketingObjected: [false, true] });
  });
  await act('PUT /privacy/{kind}/{id}/objection', 'objection withdrawn', async () => {
    data(await objection('customer', person.id, false));
    w('update', 'customer', person.id, { marketingObjected: [true, false] });
  });
}

/** Every case of issue 26. */
export async function privacyCases(c: Ctx, admin: Admin, act: Act, w: W) {
  await subjectCases(c, admin, act, w);
  await retentionCases(c, admin, act, w);
  await objectionCases(c, act, w);
}
