import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/date-picker';
import { HEADERS } from '@app/contract';
import { enterDate } from '../../../test/date-input';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeBatch, makeJob, makeSummary, makeUnpaid, makeUnpaidNurse } from '../test-fixtures';

const LAZY = { timeout: 15_000 };

const esther = makeUnpaidNurse({
  jobs: [
    makeJob(),
    makeJob({
      id: 303,
      careCardNumber: 'CC-2026-000303',
      clientName: 'Sarah Achieng',
      days: 3,
      rate: 25_000,
      amount: 75_000,
      station: null,
    }),
  ],
});
const grace = makeUnpaidNurse({
  nurseId: 14,
  name: 'Grace Namuli',
  msisdn: '+256701234567',
  mobileMoney: true,
  jobs: [
    makeJob({
      id: 302,
      careCardNumber: 'CC-2026-000302',
      clientName: null,
      days: 5,
      rate: 30_000,
      amount: 150_000,
      station: 'Head Office',
    }),
  ],
});

const BATCHES = [
  makeSummary({ id: 7, number: 'PB-2026-000007', state: 'PartlyPaid' }),
  makeSummary({
    id: 6,
    number: 'PB-2026-000006',
    state: 'Approved',
    approvedByName: 'John Okello',
  }),
  makeSummary(),
];

function api(createAnswer?: () => Response) {
  return routeFetch([
    ['GET', /^\/api\/v1\/payroll\/unpaid$/, () => ok(makeUnpaid([esther, grace]))],
    ['GET', /^\/api\/v1\/payroll\/batches$/, () => ok({ rows: BATCHES, count: 3 })],
    [
      'POST',
      /^\/api\/v1\/payroll\/batches$/,
      () => createAnswer?.() ?? ok(makeBatch({ id: 9, number: 'PB-2026-000009' }), 201),
    ],
    [
      'GET',
      /^\/api\/v1\/payroll\/batches\/9$/,
      () => ok(makeBatch({ id: 9, number: 'PB-2026-000009' })),
    ],
  ]);
}

async function open() {
  const fetch = api();
  const utils = renderApp('/finance/payroll', { session: makeSession() });
  const list = await screen.findByRole('list', { name: 'Unpaid jobs by nurse' }, LAZY);
  return { ...utils, fetch, list };
}

const unpaidQueries = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/payroll/unpaid')
    .map((url) => Object.fromEntries(url.searchParams));

const selectedBar = () => screen.getByRole('region', { name: 'Selected jobs' });

describe('payroll screen', { timeout: 60_000 }, () => {
  it('sits under the Finance tabs beside Ledger and Reconciliation', async () => {
    await open();
    const tabs = screen.getByRole('tablist', { name: 'Finance views' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Ledger', 'Payroll', 'Reconciliation', 'Payments']);
    expect(within(tabs).getByRole('tab', { name: 'Payroll' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: 'Ledger' })).toHaveAttribute(
      'href',
      '/finance/list',
    );
    expect(within(tabs).getByRole('tab', { name: 'Reconciliation' })).toHaveAttribute(
      'href',
      '/finance/reconciliation',
    );
  });

  it('groups unpaid jobs by nurse with days, daily rate, amount and totals', async () => {
    const { list } = await open();
    const nurses = within(list).getAllByRole('listitem', { name: /Namubiru|Namuli/ });
    expect(nurses.map((n) => within(n).getByRole('heading').textContent)).toEqual([
      'Esther Namubiru',
      'Grace Namuli',
    ]);
    const first = within(list).getByRole('listitem', { name: 'Esther Namubiru' });
    expect(first).toHaveTextContent('+256 772 555 111 · phone number');
    expect(first).toHaveTextContent('UGX 215,000');
    expect(first).toHaveTextContent('2 jobs');
    const job = within(first).getByRole('listitem', { name: 'Job CC-2026-000301' });
    expect(job).toHaveTextContent('CC-2026-000301 · Amina Nakato');
    expect(job).toHaveTextContent('01-10-2026, last day of care 07-10 · Kikubo');
    expect(job).toHaveTextContent('7 days × UGX 20,000/day');
    expect(job).toHaveTextContent('UGX 140,000');
    expect(within(first).getByRole('listitem', { name: 'Job CC-2026-000303' })).toHaveTextContent(
      'No station',
    );
    const second = within(list).getByRole('listitem', { name: 'Grace Namuli' });
    expect(second).toHaveTextContent('+256 701 234 567 · mobile money number');
    expect(second).toHaveTextContent('UGX 150,000');
    expect(screen.getByText(/3 jobs unpaid, total/)).toHaveTextContent(
      '3 jobs unpaid, total UGX 365,000',
    );
    expect(selectedBar()).toHaveTextContent('Selected: 0 jobs · UGX 0');
    expect(within(selectedBar()).getByRole('button', { name: 'Create batch' })).toBeDisabled();
  });

  it('filters by period and station, "No station" included', async () => {
    const { fetch, user } = await open();
    expect(unpaidQueries(fetch)[0]).toEqual({});
    await user.click(screen.getByRole('combobox', { name: 'Station' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All',
      'Kikubo',
      'Mutungo',
      'Head Office',
      'Nassana',
      'Courier station',
      'E-commerce marketplace',
      'No station',
    ]);
    await user.click(screen.getByRole('option', { name: 'No station' }));
    await waitFor(() => expect(unpaidQueries(fetch).at(-1)).toEqual({ station: 'none' }));
    enterDate('From', '01-10-2026');
    await waitFor(() =>
      expect(unpaidQueries(fetch).at(-1)).toEqual({ station: 'none', from: '2026-10-01' }),
    );
  });

  it('chooses a whole nurse or single jobs, keeps a running total and drafts the batch', async () => {
    const { fetch, user, list, router } = await open();
    await user.click(within(list).getByRole('checkbox', { name: 'All jobs of Esther Namubiru' }));
    expect(within(list).getByRole('checkbox', { name: 'Job CC-2026-000301' })).toBeChecked();
    expect(within(list).getByRole('checkbox', { name: 'Job CC-2026-000303' })).toBeChecked();
    expect(selectedBar()).toHaveTextContent('Selected: 2 jobs · UGX 215,000');

    // One job of Esther off: her box is partly ticked; one of Grace's on.
    await user.click(within(list).getByRole('checkbox', { name: 'Job CC-2026-000303' }));
    expect(
      within(list).getByRole('checkbox', { name: 'All jobs of Esther Namubiru' }),
    ).toHaveAttribute('data-indeterminate', 'true');
    await user.click(within(list).getByRole('checkbox', { name: 'Job CC-2026-000302' }));
    expect(selectedBar()).toHaveTextContent('Selected: 2 jobs · UGX 290,000');

    await user.click(within(selectedBar()).getByRole('button', { name: 'Create batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create payout batch' });
    expect(dialog).toHaveTextContent('2 jobs of 2 nurses, total UGX 290,000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'October');
    await user.click(within(dialog).getByRole('button', { name: 'Create batch' }));

    expect(await screen.findByText('Payout batch PB-2026-000009 drafted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance/payroll/batches/9'));
    expect(bodiesSent(fetch, 'POST', /\/payroll\/batches$/)).toEqual([
      { nurseJobIds: [301, 302], note: 'October' },
    ]);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect((post?.[1]?.headers as Record<string, string>)[HEADERS.idempotencyKey]).toMatch(/\S{8}/);
    expect(await screen.findByRole('heading', { name: 'PB-2026-000009' }, LAZY)).toBeVisible();
  });

  it('shows why a batch was refused and tries again with a new key', async () => {
    let answers = 0;
    const fetch = routeFetch([
      ['GET', /^\/api\/v1\/payroll\/unpaid$/, () => ok(makeUnpaid([esther, grace]))],
      ['GET', /^\/api\/v1\/payroll\/batches$/, () => ok({ rows: [], count: 0 })],
      [
        'POST',
        /^\/api\/v1\/payroll\/batches$/,
        () => {
          answers += 1;
          return failed(409, 'Nurse job 301 is already in an open payout batch');
        },
      ],
    ]);
    const { user } = renderApp('/finance/payroll', { session: makeSession() });
    const list = await screen.findByRole('list', { name: 'Unpaid jobs by nurse' }, LAZY);
    await user.click(within(list).getByRole('checkbox', { name: 'Job CC-2026-000301' }));
    await user.click(within(selectedBar()).getByRole('button', { name: 'Create batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create payout batch' });
    await user.click(within(dialog).getByRole('button', { name: 'Create batch' }));
    expect(
      await within(dialog).findByText('Nurse job 301 is already in an open payout batch'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create batch' }));
    await waitFor(() => expect(answers).toBe(2));
    const keys = fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => (init?.headers as Record<string, string>)[HEADERS.idempotencyKey]);
    expect(new Set(keys).size).toBe(2);
  });

  it('lists the payout batches with their state chips, each linking to the batch', async () => {
    await open();
    const batches = await screen.findByRole('list', { name: 'Payout batches' });
    const links = within(batches).getAllByRole('link');
    // Named by what they show (label in name, WCAG 2.5.3): the number first, its state in it.
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringMatching(/^PB-2026-000007.*Partly paid/),
      expect.stringMatching(/^PB-2026-000006.*Approved/),
      expect.stringMatching(/^PB-2026-000005.*Draft/),
    ]);
    expect(links[0]).toHaveAttribute('href', '/finance/payroll/batches/7');
    expect(within(links[0]!).getByText('Partly paid').closest('.MuiChip-root')).toHaveAttribute(
      'data-color',
      'orange',
    );
    expect(links[1]).toHaveTextContent('approved by John Okello');
    expect(links[2]).toHaveTextContent('UGX 290,000');
    expect(links[2]).toHaveTextContent('2 lines');
  });
});
