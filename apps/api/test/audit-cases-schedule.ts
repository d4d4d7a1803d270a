import { expect } from 'vitest';
import { API_BASE } from '@app/contract';
import type { Ctx } from './factories.ts';
import { nurseBody } from './nurse-factories.ts';
import { data, type Act, type W } from './audit-case-kit.ts';

// The audit cases of a nurse's calendar feed (issue 27), performed from
// audit-cases.ts with its `act` and `w`: a secret address made, then revoked.

export async function scheduleCases(c: Ctx, act: Act, w: W) {
  const nurse = data<{ id: number }>(await c.send('/careteam', nurseBody()), 201);
  const url = `${API_BASE}/careteam/${nurse.id}/calendar-feed`;

  await act('POST /careteam/{id}/calendar-feed', 'nurse calendar feed address', async () => {
    data(await c.app.inject({ method: 'POST', url, headers: c.headers }), 201);
    w('create', 'calendar_feed', nurse.id);
  });

  await act('DELETE /careteam/{id}/calendar-feed', 'nurse calendar feed revoked', async () => {
    const res = await c.app.inject({ method: 'DELETE', url, headers: c.headers });
    expect(res.statusCode, res.body).toBe(200);
    w('delete', 'calendar_feed', nurse.id);
  });
}
