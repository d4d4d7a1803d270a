import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Income } from '@app/contract';
import { ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeOwed } from '../test-fixtures';

// Issue 43: "Request payment" reaches the other areas through the app's slot
// (lib/request-payment-slot.tsx, registered in app/feature-slots.tsx); here
// in the ledger's Manage column, for an entry not yet paid.

const LAZY = { timeout: 15_000 };

const entry = (id: number, docId: string, status: Income['status']): Income => ({
  id,
  txn_date: '2026-11-02',
  product: 'PREPARED MAMA',
  lead_source: 'Referral',
  station: 'Kikubo',
  payment_method: 'Mobile Money',
  status,
  amount: 250000,
  doc_id: docId,
  summary: null,
  user_id: 7,
  created_by: 'u1',
  User: { firstname: 'Amina', lastname: 'Nakato', phonenumber: '+256772123456', address: 'Ntinda' },
  createdAt: '2026-11-02T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
});

describe('Request payment in the ledger (the slot)', { timeout: 60_000 }, () => {
  it('is offered on an unpaid entry only, and opens the dialog for it', async () => {
    const unpaid = entry(501, 'RCT-000501', 'UnPaid');
    const paid = entry(502, 'RCT-000502', 'Paid');
    const fetch = routeFetch([
      [
        'GET',
        /^\/api\/v1\/income_trace$/,
        () => ok({ rows: [unpaid, paid], count: 2, totals: { amount: 500000, byStatus: [] } }),
      ],
      [
        'GET',
        /^\/api\/v1\/payments\/owed$/,
        () => ok(makeOwed({ targetLabel: 'Ledger entry RCT-000501', owed: 250000 })),
      ],
    ]);
    const { user } = renderApp('/finance/list', { session: makeSession() });
    const table = await screen.findByRole('table', { name: 'Income trace' }, LAZY);
    const row = await within(table).findByRole('row', { name: /RCT-000501/ });
    const request = await within(row).findByRole('button', { name: 'Request payment' }, LAZY);
    const paidRow = within(table).getByRole('row', { name: /RCT-000502/ });
    expect(within(paidRow).queryByRole('button', { name: 'Request payment' })).toBeNull();

    await user.click(request);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Request payment: Ledger entry RCT-000501' },
      LAZY,
    );
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveValue('250,000');
    await waitFor(() => {
      const asked = fetch.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .find((url) => url.pathname.endsWith('/payments/owed'));
      expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
        target: 'income',
        targetId: '501',
      });
    });
  });
});
