import { API_BASE, addDays, ugandaDate } from '@app/contract';
import { customerBody, type Ctx } from './factories.ts';
import { data, type Act, type W } from './audit-case-kit.ts';

// The audit cases of a customer's pregnancy (issue 42), performed from
// audit-cases.ts with its `act` and `w`: registered, then edited.

export async function maternalCases(c: Ctx, act: Act, w: W) {
  const mother = data<{ customer: { id: number } }>(
    await c.send('/customer', customerBody({ firstname: 'Aisha' })),
    201,
  ).customer.id;
  const lmp = addDays(ugandaDate(), -100);

  const p = await act('POST /customer/{id}/pregnancies', 'pregnancy registered', async () => {
    const body = { lmp, gravida: 2, parity: 1 };
    const made = data<{ id: number; updated_at: string }>(
      await c.send(`/customer/${mother}/pregnancies`, body),
      201,
    );
    w('create', 'pregnancy', made.id);
    return made;
  });

  await act('PATCH /pregnancy/{id}', 'pregnancy edited', async () => {
    const payload = { lmp, gravida: 3, parity: 1, updated_at: p.updated_at };
    const url = `${API_BASE}/pregnancy/${p.id}`;
    data(await c.app.inject({ method: 'PATCH', url, payload, headers: c.headers }));
    w('update', 'pregnancy', p.id, { gravida: [2, 3] });
  });
}
