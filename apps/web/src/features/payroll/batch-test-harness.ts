import { screen } from '@testing-library/react';
import type { Batch, Role } from '@app/contract';
import { ok, routeFetch } from '../../test/fixtures';
import { makeSession, renderApp } from '../../test/render';

export { captureDownloads } from '../../test/downloads';

// The payout batch screen's test harness (batch-screen*.test.tsx): the API
// stubbed for batch 5, the screen opened as a role, downloads captured.

const LAZY = { timeout: 15_000 };

export type Routes = Parameters<typeof routeFetch>[0];

export function api(batch: Batch, extra: Routes = []) {
  return routeFetch([
    ...extra,
    ['GET', /^\/api\/v1\/payroll\/batches\/5$/, () => ok(batch)],
    ['GET', /^\/api\/v1\/payroll\/batches$/, () => ok({ rows: [], count: 0 })],
    ['GET', /^\/api\/v1\/payroll\/unpaid$/, () => ok({ nurses: [], jobCount: 0, total: 0 })],
  ]);
}

export async function open(batch: Batch, extra: Routes = [], role: Role = 'ADMIN') {
  const fetch = api(batch, extra);
  const utils = renderApp('/finance/payroll/batches/5', { session: makeSession(role) });
  await screen.findByRole('heading', { name: batch.number }, LAZY);
  return { ...utils, fetch };
}

export const lines = () => screen.getByRole('list', { name: 'Batch lines' });
