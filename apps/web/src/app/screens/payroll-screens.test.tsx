import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/date-picker';
import { PAYROLL_MESSAGES, ugandaDate } from '@app/contract';
import { makeNurse } from '../../features/nurses/test-fixtures';
import { makeNursePay } from '../../features/payroll/test-fixtures';
import { adminSession } from '../../features/staff/test-fixtures';
import { enterDate } from '../../test/date-input';
import { bodiesSent, ok, routeFetch } from '../../test/fixtures';
import { captureDownloads } from '../../test/downloads';
import { makeSession, renderApp } from '../../test/render';

// Issue 25's payroll pieces where app/screens composes them into other areas' screens (ADR 031).

const LAZY = { timeout: 15_000 };

function api() {
  let twoApprovers = true;
  return routeFetch([
    ['GET', /^\/api\/v1\/careteam\/12$/, () => ok(makeNurse())],
    ['GET', /^\/api\/v1\/payroll\/nurses\/12\/pay$/, () => ok(makeNursePay())],
    [
      'GET',
      /^\/api\/v1\/payroll\/nurses\/12\/statement$/,
      () =>
        new Response('%PDF-1.4', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="pay-statement-CN-000012.pdf"',
          },
        }),
    ],
    ['GET', /^\/api\/v1\/payroll\/settings$/, () => ok({ twoApprovers })],
    [
      'PATCH',
      /^\/api\/v1\/payroll\/settings$/,
      (_url, init) => {
        ({ twoApprovers } = JSON.parse(String(init.body)) as { twoApprovers: boolean });
        return ok({ twoApprovers });
      },
    ],
  ]);
}

const statementQueries = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/statement'))
    .map((url) => Object.fromEntries(url.searchParams));

describe('payroll on the nurse profile and in Admin', { timeout: 30_000 }, () => {
  it("the nurse profile's Pay tab lists the pay history with references", async () => {
    api();
    const { user } = renderApp('/nurses/list/12', { session: makeSession() });
    await user.click(await screen.findByRole('tab', { name: 'Pay' }, LAZY));
    const history = await screen.findByRole('list', { name: 'Pay history' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('03-11-2026 · PB-2026-000005 · CC-2026-000301');
    expect(rows[0]).toHaveTextContent('MTN MoMo MP2611030001 · Reference PB-2026-000005-51');
    expect(rows[0]).toHaveTextContent('UGX 140,000');
    expect(within(rows[0]!).getByRole('link', { name: 'PB-2026-000005' })).toHaveAttribute(
      'href',
      '/finance/payroll/batches/5',
    );
    expect(rows[1]).toHaveTextContent('Bank FT2610020042');
    expect(screen.getByText(/Total paid/)).toHaveTextContent('Total paid UGX 230,000');
  });

  it('Pay statement downloads the PDF of the chosen period (this month by default)', async () => {
    const fetch = api();
    const saved = captureDownloads();
    const { user } = renderApp('/nurses/list/12', { session: makeSession() });
    await user.click(await screen.findByRole('tab', { name: 'Pay' }, LAZY));
    const card = await screen.findByRole('region', { name: 'Pay statement' });
    await user.click(within(card).getByRole('button', { name: 'Pay statement' }));
    await waitFor(() => expect(saved).toEqual(['pay-statement-CN-000012.pdf']));
    const today = ugandaDate();
    expect(statementQueries(fetch)).toEqual([{ from: `${today.slice(0, 8)}01`, to: today }]);

    enterDate('From', '01-10-2026', within(card));
    enterDate('To', '31-10-2026', within(card));
    await user.click(within(card).getByRole('button', { name: 'Pay statement' }));
    await waitFor(() =>
      expect(statementQueries(fetch).at(-1)).toEqual({ from: '2026-10-01', to: '2026-10-31' }),
    );
  });

  it('Admin > Payroll switches the two-person approval off', async () => {
    const fetch = api();
    const { user } = renderApp('/admin?tab=payroll', { session: adminSession() });
    const toggle = await screen.findByRole('switch', { name: 'Two people approve a payout' }, LAZY);
    expect(toggle).toBeChecked();
    await user.click(toggle);
    // issue 36: it asks first
    const confirm = await screen.findByRole('dialog', { name: 'Switch two-person approval off?' });
    await user.click(within(confirm).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText(PAYROLL_MESSAGES.settingsSaved)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.getByText(/Off: the ADMIN who drafted a batch may approve it/)).toBeVisible();
    expect(bodiesSent(fetch, 'PATCH', /\/payroll\/settings$/)).toEqual([{ twoApprovers: false }]);
  });
});
