import { API_BASE, DEFAULT_CARE_STEPS, addDays, ugandaDate } from '@app/contract';
import { customerBody, type Ctx } from './factories.ts';
import { data, type Act, type W } from './audit-case-kit.ts';

// The audit cases of a customer's pregnancy (issue 42), performed from
// audit-cases.ts with its `act` and `w`: registered, edited, then its outcome
// recorded (a birth: the pregnancy ended, the baby created, the mother a parent);
// a step of her timeline recorded done, and that record removed; the care
// schedule saved by an ADMIN.

export async function maternalCases(
  c: Ctx,
  admin: { id: string; headers: Record<string, string> },
  act: Act,
  w: W,
) {
  const created = data<{ customer: { id: number; user_type: string } }>(
    await c.send('/customer', customerBody({ firstname: 'Aisha', children: 2 })),
    201,
  ).customer;
  const mother = created.id;
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

  await act('POST /pregnancy/{id}/outcome', 'pregnancy outcome recorded', async () => {
    const born = addDays(ugandaDate(), -1);
    const payload = {
      kind: 'birth',
      date: born,
      place: 'Mulago Hospital',
      babies: [{ sex: 'Male', birth_weight_grams: 3100 }],
    };
    const made = data<{ babies: { id: number }[] }>(
      await c.send(`/pregnancy/${p.id}/outcome`, payload),
      201,
    );
    w('update', 'pregnancy', p.id, {
      status: ['ongoing', 'delivered'],
      outcome: [null, 'birth'],
      outcomeDate: [null, born],
      outcomePlace: [null, 'Mulago Hospital'],
    });
    w('create', 'baby', made.babies[0]!.id);
    // a parent, her children counted: 2 and the baby
    const change: Record<string, [unknown, unknown]> = { children: [2, 3] };
    if (created.user_type !== 'parent') change.userType = [created.user_type, 'parent'];
    w('update', 'customer', mother, change);
  });

  const rec = await act('POST /customer/{id}/care-records', 'care step recorded', async () => {
    const body = { step: 'pnc-24h', date: ugandaDate(), place: 'here' };
    const made = data<{ id: number }>(await c.send(`/customer/${mother}/care-records`, body), 201);
    w('create', 'care_record', made.id);
    return made;
  });

  await act('DELETE /care-record/{id}', 'care record removed', async () => {
    data(await c.del(`/care-record/${rec.id}`));
    w('delete', 'care_record', rec.id);
  });

  await act('PUT /admin/care-schedule', 'care schedule saved', async () => {
    const steps = DEFAULT_CARE_STEPS.map((x) =>
      x.key === 'anc-8' ? { ...x, label: 'Antenatal contact 8 (40 weeks, birth plan)' } : x,
    );
    const url = `${API_BASE}/admin/care-schedule`;
    const payload = { steps, version: 0 };
    data(await c.app.inject({ method: 'PUT', url, payload, headers: admin.headers }));
    w('update', 'care_schedule', 1, { version: [0, 1], builtIn: [true, false] }, admin.id);
  });
}
