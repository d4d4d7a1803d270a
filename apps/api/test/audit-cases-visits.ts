import { API_BASE } from '@app/contract';
import type { Ctx } from './factories.ts';
import { data, type Act, type W } from './audit-case-kit.ts';

// The audit cases of Today's visits (issue 37), performed from audit-cases.ts
// with its `act` and `w`: an ADMIN sets the shift starts and the coordinator.

export async function visitsCases(
  c: Ctx,
  admin: { id: string; headers: Record<string, string> },
  act: Act,
  w: W,
) {
  await act('PUT /visits/settings', 'visit shift starts and coordinator', async () => {
    const payload = { dayShiftStart: '07:30', nightShiftStart: '20:00', coordinatorPhone: null };
    const url = `${API_BASE}/visits/settings`;
    data(await c.app.inject({ method: 'PUT', url, payload, headers: admin.headers }));
    w('update', 'visit_settings', 1, { dayShiftStart: ['08:00', '07:30'] }, admin.id);
  });
}
