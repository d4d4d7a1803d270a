import { API_BASE, addDays, ugandaDate } from '@app/contract';
import { nurseJobs, visitExceptions } from '../src/db/schema/index.ts';
import { createCustomer, createJobCard, type Ctx } from './factories.ts';
import { nurseBody } from './nurse-factories.ts';
import { data, type Act, type W } from './audit-case-kit.ts';

// The audit case of a day without proof (issue 37), performed from
// audit-cases.ts with its `act` and `w`: an ADMIN approves it for pay; and
// a refused check decided on.

export async function visitProofCases(
  c: Ctx,
  admin: { id: string; headers: Record<string, string> },
  act: Act,
  w: W,
) {
  // a one-day job completed today, with no check-in: its day needs a decision
  const today = ugandaDate();
  const nurse = data<{ id: number }>(await c.send('/careteam', nurseBody()), 201);
  const card = await createJobCard(c, (await createCustomer(c)).id);
  const [job] = await c.db
    .insert(nurseJobs)
    .values({
      jobId: card.id,
      nurseId: nurse.id,
      startDate: today,
      endDate: addDays(today, 1),
      duration: 1,
      days: 1,
      rate: 40_000,
      amount: 40_000,
      status: 'completed',
      paymentStatus: 'UnPaid',
    })
    .returning({ id: nurseJobs.id });
  await act('PUT /visits/days/{nurseJobId}/{day}', 'day without proof approved', async () => {
    const url = `${API_BASE}/visits/days/${job!.id}/${today}`;
    const payload = { decision: 'approved', reason: 'The client confirmed the visit' };
    data(await c.app.inject({ method: 'PUT', url, payload, headers: admin.headers }));
    w('decide', 'visit_day', `${job!.id}:${today}`, undefined, admin.id);
  });

  // a check from a stranger's phone, kept as an exception, rejected by an ADMIN
  const [exception] = await c.db
    .insert(visitExceptions)
    .values({
      at: new Date(),
      channel: 'sms',
      phone: '+256700000001',
      text: 'IN 1234',
      reason: 'unknown_phone',
      kind: 'in',
      code: '1234',
    })
    .returning({ id: visitExceptions.id });
  await act('POST /visits/exceptions/{id}/decision', 'refused check decided', async () => {
    const url = `${API_BASE}/visits/exceptions/${exception!.id}/decision`;
    const payload = { decision: 'rejected', reason: 'Not one of our nurses' };
    data(await c.app.inject({ method: 'POST', url, payload, headers: admin.headers }));
    w('decide', 'visit_exception', exception!.id, undefined, admin.id);
  });
}
