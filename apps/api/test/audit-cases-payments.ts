import type { Ctx } from './factories.ts';
import { createJobCard } from './factories.ts';
import { data, type Act, type W } from './audit-case-kit.ts';

// The audit cases of payment prompts (issue 43), performed from
// audit-cases.ts with its `act` and `w`: a request is the desk's act; her
// answer through the local stand-in is the act of whoever gave it.

export async function paymentCases(c: Ctx, cust: number, act: Act, w: W) {
  const card = async () => (await createJobCard(c, cust, { invoice_amount: '90,000' })).id;
  const ask = async (targetId: number) =>
    data(await c.send('/payments', { target: 'jobcard', targetId, amount: 30_000 }), 201)
      .id as number;
  const first = await card();
  const paid = await act('POST /payments', 'payment prompt on a job card', async () => {
    const id = await ask(first);
    w('create', 'payment_request', id);
    return id;
  });
  await act(
    'POST /payment/{id}/stand-in/accept',
    'stand-in: accepted as the customer',
    async () => {
      data(await c.send(`/payment/${paid}/stand-in/accept`, {}));
      w('accept', 'payment_request', paid);
      w('update', 'job_card', first, { receiptAmount: [null, 30_000] });
    },
  );
  const declined = await ask(await card());
  await act(
    'POST /payment/{id}/stand-in/decline',
    'stand-in: declined as the customer',
    async () => {
      data(await c.send(`/payment/${declined}/stand-in/decline`, {}));
      w('decline', 'payment_request', declined);
    },
  );
}
