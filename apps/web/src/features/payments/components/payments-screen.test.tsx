import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type Payment } from '@app/contract';
import { captureDownloads } from '../../../test/downloads';
import { ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { STAND_IN_CAPTION, STILL_WAITING } from '../payment-labels';
import { makePayment, paidPayment } from '../test-fixtures';

const LAZY = { timeout: 15_000 };
const wide = window.innerWidth;

const waiting = makePayment();
const paid = paidPayment({
  id: 10,
  target: 'order',
  targetId: 1042,
  targetLabel: 'Shop order 1042',
  createdAt: '2026-11-19T09:30:00.000Z',
});
const failedOne = makePayment({
  id: 11,
  target: 'income',
  targetLabel: 'Ledger entry RCT-88',
  phone: '+256701234567',
  network: 'Airtel',
  provider: 'airtel',
  state: 'Failed',
  reason: 'She declined the prompt',
  createdAt: '2026-11-18T10:00:00.000Z',
});
const standIn = makePayment({
  id: 12,
  provider: 'stand-in',
  targetLabel: 'Booking BK-7',
  target: 'booking',
  createdAt: '2026-11-17T10:00:00.000Z',
  // The timeline comes in any order: it is shown oldest first.
  timeline: [
    { at: '2026-11-17T10:00:02.000Z', event: 'prompted', detail: 'Taken by the local stand-in' },
    { at: '2026-11-17T10:00:00.000Z', event: 'requested', detail: null },
  ],
});
const ROWS = [waiting, paid, failedOne, standIn];

function api(answers: { accept?: Payment } = {}) {
  return routeFetch([
    ['GET', /^\/api\/v1\/payments$/, () => ok({ rows: ROWS, count: 4 })],
    [
      'GET',
      /^\/api\/v1\/payments\/export$/,
      () =>
        new Response('Date,Customer\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="payments-2026-11-20.csv"',
          },
        }),
    ],
    ['GET', /^\/api\/v1\/payment\/9$/, () => ok(waiting)],
    ['GET', /^\/api\/v1\/payment\/12$/, () => ok(standIn)],
    ['POST', /^\/api\/v1\/payment\/9\/check$/, () => ok(waiting)],
    [
      'POST',
      /^\/api\/v1\/payment\/12\/stand-in\/accept$/,
      () =>
        ok(
          answers.accept ??
            paidPayment({
              id: 12,
              provider: 'stand-in',
              target: 'booking',
              targetLabel: 'Booking BK-7',
            }),
        ),
    ],
  ]);
}

type Fetch = ReturnType<typeof api>;
const calls = (fetch: Fetch, method: string, path: RegExp) =>
  fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => path.test(url.pathname));
const listQuery = (fetch: Fetch) =>
  Object.fromEntries(calls(fetch, 'GET', /\/payments$/).at(-1)?.searchParams ?? []);

async function open(url = '/finance/payments') {
  const fetch = api();
  const utils = renderApp(url, { session: makeSession() });
  const table = await screen.findByRole('table', { name: 'Payment requests' }, LAZY);
  await within(table).findByRole('row', { name: /Shop order 1042/ });
  return { ...utils, fetch, table };
}

afterEach(() => {
  window.innerWidth = wide;
});

describe('payments screen (issue 43)', { timeout: 60_000 }, () => {
  it('lists the requests newest first with their state in colour', async () => {
    const { table, fetch } = await open();
    expect(screen.getByRole('tab', { name: 'Payments', selected: true })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Customer', 'For', 'Amount', 'Phone', 'Network', 'State', 'Provider']);
    const row = within(table).getByRole('row', { name: /Ledger entry RCT-88/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '18-11-2026 13:00',
      'Amina Nakato',
      'Ledger entry RCT-88',
      'UGX 350,000',
      '+256 701 234 567',
      'Airtel Money',
      'Failed',
      'Airtel Money',
    ]);
    const color = (name: RegExp, state: string) =>
      within(within(table).getByRole('row', { name })).getByText(state).closest('[data-color]');
    expect(color(/CC-2025-000031/, 'Pending')).toHaveAttribute('data-color', 'orange');
    expect(color(/Shop order 1042/, 'Successful')).toHaveAttribute('data-color', 'green');
    expect(color(/RCT-88/, 'Failed')).toHaveAttribute('data-color', 'red');
    expect(listQuery(fetch)).toEqual({ offset: '0', limit: '20' });
  });

  it('keeps the filters in the URL and asks the API with them', async () => {
    const { user, router, fetch } = await open('/finance/payments?network=Airtel&target=order');
    expect(listQuery(fetch)).toMatchObject({ network: 'Airtel', target: 'order' });
    expect(screen.getByRole('combobox', { name: 'Network' })).toHaveTextContent('Airtel Money');
    expect(screen.getByRole('combobox', { name: 'For' })).toHaveTextContent('Shop order');

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(listQuery(fetch)).toMatchObject({ state: 'Failed' }));
    expect(router.state.location.search).toContain('state=Failed');

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'A12345');
    await waitFor(() => expect(router.state.location.search).toContain('search=A12345'));
    await waitFor(() => expect(listQuery(fetch)).toMatchObject({ search: 'A12345' }));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('a hand-edited URL value the API would refuse is not sent', async () => {
    const { fetch } = await open('/finance/payments?state=Lost&from=yesterday');
    expect(listQuery(fetch)).toEqual({ offset: '0', limit: '20' });
  });

  it('exports the filtered list as CSV', async () => {
    const saved = captureDownloads();
    const { user, fetch } = await open('/finance/payments?state=Successful');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['payments-2026-11-20.csv']));
    const exported = calls(fetch, 'GET', /\/payments\/export$/).at(-1);
    expect(Object.fromEntries(exported?.searchParams ?? [])).toEqual({ state: 'Successful' });
  });

  it('a row opens the request: its fields, provider ids, timeline in order, Check now', async () => {
    const { user, table, fetch } = await open();
    await user.click(within(table).getByRole('row', { name: /CC-2025-000031/ }));
    const dialog = await screen.findByRole('dialog', {
      name: /Payment request: Job card CC-2025-000031/,
    });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual(
      expect.arrayContaining([
        'Customer: Amina Nakato',
        'Amount: UGX 350,000',
        'Network: MTN MoMo',
        'Provider: MTN MoMo',
        'Note she sees: Postnatal care, first week',
        `Reference: ${waiting.reference}`,
        'Transaction id: Not Available',
      ]),
    );
    const timeline = within(dialog).getByRole('list', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '20-11-2026 10:00Requested',
      '20-11-2026 10:00Prompt shown on her phoneMTN accepted the request',
    ]);
    expect(within(dialog).queryByText(STAND_IN_CAPTION)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(calls(fetch, 'POST', /\/payment\/9\/check$/)).toHaveLength(1));
    expect(await screen.findByText(STILL_WAITING)).toBeInTheDocument();
  });

  it("the local stand-in's prompt is accepted here as the customer", async () => {
    const { user, table, fetch } = await open();
    await user.click(within(table).getByRole('row', { name: /Booking BK-7/ }));
    const dialog = await screen.findByRole('dialog', { name: /Payment request: Booking BK-7/ });
    expect(within(dialog).getByText(STAND_IN_CAPTION, { exact: false })).toBeInTheDocument();
    const timeline = within(dialog).getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('Requested');
    expect(within(dialog).getByRole('button', { name: 'Decline as the customer' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Accept as the customer' }));
    await waitFor(() =>
      expect(calls(fetch, 'POST', /\/payment\/12\/stand-in\/accept$/)).toHaveLength(1),
    );
    expect(await screen.findByText(PAYMENT_MESSAGES.accepted)).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Paid: receipt MP261120.0700.A12345'),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Accept as the customer' }),
    ).not.toBeInTheDocument();
  });

  it('turns into cards at 390 px', async () => {
    window.innerWidth = 390;
    api();
    const { user } = renderApp('/finance/payments', { session: makeSession() });
    const list = await screen.findByRole('list', { name: 'Payment requests' }, LAZY);
    expect(screen.queryByRole('table', { name: 'Payment requests' })).not.toBeInTheDocument();
    const card = await within(list).findByRole('listitem', { name: 'Shop order 1042' });
    const lines = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(lines).toContain('Amount: UGX 350,000');
    await user.click(card);
    expect(
      await screen.findByRole('dialog', { name: /Payment request: Shop order 1042/ }),
    ).toBeInTheDocument();
  });
});
