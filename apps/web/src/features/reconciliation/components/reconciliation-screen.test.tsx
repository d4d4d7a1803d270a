import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECON_MESSAGES, type ReconLine } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { currentMonth } from '../month';
import { makeEntry, makeLine, makeSummary, renderScreen } from '../test-fixtures';

const LINES = /\/reconciliation\/lines$/;
const UNBACKED = /\/reconciliation\/unbacked$/;
const SUMMARY = /\/reconciliation\/summary$/;
const MATCH = /\/reconciliation\/lines\/(\d+)\/match$/;

const matched = makeLine({
  id: 70,
  transactionId: 'TX-MATCHED',
  matchState: 'Matched',
  matchKind: 'exact',
  entry: makeEntry({ id: 500, receipt: 'RCT-1000', status: 'Paid' }),
});
const suggested = makeLine({
  id: 71,
  transactionId: 'TX-SUGGESTED',
  matchState: 'Suggested',
  reference: null,
  suggestions: [
    {
      score: 90,
      kind: 'amount',
      reason: 'same amount, same phone, 0 days apart',
      entry: makeEntry({ id: 501 }),
    },
    {
      score: 40,
      kind: 'amount',
      reason: 'same amount, 2 days apart',
      entry: makeEntry({ id: 502, receipt: 'RCT-1043', customerName: 'John Okello' }),
    },
  ],
});
const unmatched = makeLine({ id: 72, transactionId: 'TX-LOOSE', matchState: 'Unmatched' });

/** The API with one payment in each state; a match or undo moves the payment. */
function api() {
  const lines: ReconLine[] = structuredClone([matched, suggested, unmatched]);
  return routeFetch([
    ['GET', SUMMARY, (url) => ok(makeSummary({ month: url.searchParams.get('month') ?? '' }))],
    [
      'GET',
      LINES,
      (url) => {
        const rows = lines.filter((l) => l.matchState === url.searchParams.get('state'));
        return ok({ rows, count: rows.length });
      },
    ],
    [
      'GET',
      UNBACKED,
      () =>
        ok({
          rows: [makeEntry({ id: 600, receipt: 'RCT-0999', status: 'Paid', amount: 230_000 })],
          count: 1,
          amount: 230_000,
        }),
    ],
    [
      'POST',
      MATCH,
      (url, init) => {
        const id = Number(MATCH.exec(url.pathname)?.[1]);
        const body = JSON.parse(String(init.body)) as { incomeId?: number; receipt?: string };
        if (body.receipt && body.receipt !== 'RCT-2000')
          return failed(404, RECON_MESSAGES.receiptNotFound(body.receipt));
        if (body.incomeId === 501) return failed(409, RECON_MESSAGES.entryTaken);
        const line = lines.find((l) => l.id === id)!;
        line.matchState = 'Matched';
        return ok(line);
      },
    ],
    [
      'DELETE',
      MATCH,
      (url) => {
        const line = lines.find((l) => l.id === Number(MATCH.exec(url.pathname)?.[1]))!;
        line.matchState = 'Unmatched';
        return ok(line);
      },
    ],
  ]);
}

/** The queries of the GETs to a path, as sorted key=value text. */
const asked = (fetch: ReturnType<typeof api>, path: RegExp) =>
  fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === 'GET' && path.test(url.pathname))
    .map(({ url }) => Object.fromEntries(url.searchParams));

describe('reconciliation screen', { timeout: 30_000 }, () => {
  it('opens on this Kampala month: the summary as a table and a chart, the matched payments', async () => {
    const fetch = api();
    renderScreen();
    const month = currentMonth();
    const table = await screen.findByRole('table', { name: 'Reconciliation summary' });
    expect(asked(fetch, SUMMARY)).toEqual([{ month }]);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'FigureMTN MoMoAirtel MoneyTotal',
      'ReceivedUGX 1,800,00012 paymentsUGX 600,0004 paymentsUGX 2,400,00016 payments',
      'MatchedUGX 1,350,0009 paymentsUGX 600,0004 paymentsUGX 1,950,00013 payments',
      'UnmatchedUGX 450,0003 paymentsUGX 00 paymentsUGX 450,0003 payments',
      'DifferenceUGX 450,000UGX 0UGX 450,000',
    ]);
    expect(screen.getByText(/no payment behind them/)).toHaveTextContent('UGX 230,000 (2 entries)');

    const chart = screen.getByRole('group', { name: /^Bar chart/ });
    expect(
      within(chart)
        .getAllByRole('img')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'MTN MoMo received: UGX 1,800,000',
      'MTN MoMo matched: UGX 1,350,000',
      'MTN MoMo unmatched: UGX 450,000',
      'MTN MoMo difference: UGX 450,000',
      'Airtel Money received: UGX 600,000',
      'Airtel Money matched: UGX 600,000',
      'Airtel Money unmatched: UGX 0',
      'Airtel Money difference: UGX 0',
    ]);

    // The Matched tab first: the payment, its ledger entry.
    const payment = await screen.findByRole('article', { name: 'UGX 150,000' });
    expect(payment).toHaveTextContent('TX-MATCHED');
    expect(payment).toHaveTextContent('MTN MoMo');
    expect(payment).toHaveTextContent('03-10-2026 14:32');
    expect(payment).toHaveTextContent('AMINA NAKATO');
    expect(payment).toHaveTextContent('Receipt RCT-1000 · Amina Nakato · UGX 150,000 · 03-10-2026');
    expect(asked(fetch, LINES)).toEqual([{ state: 'Matched', month, offset: '0', limit: '20' }]);
  });

  it('each tab asks for its state; the provider and month filters are sent', async () => {
    const fetch = api();
    const { user, router } = renderScreen('?month=2026-10');
    await screen.findByText('TX-MATCHED');

    await user.click(screen.getByRole('tab', { name: 'Suggested' }));
    await screen.findByText('TX-SUGGESTED');
    await user.click(screen.getByRole('tab', { name: 'Unmatched' }));
    await screen.findByText('TX-LOOSE');
    expect(asked(fetch, LINES).map((q) => q.state)).toEqual(['Matched', 'Suggested', 'Unmatched']);
    expect(asked(fetch, LINES).every((q) => q.month === '2026-10')).toBe(true);

    await user.click(screen.getByRole('combobox', { name: /^Provider/ }));
    await user.click(await screen.findByRole('option', { name: 'Airtel Money' }));
    await waitFor(() => expect(asked(fetch, LINES).at(-1)).toMatchObject({ provider: 'Airtel' }));
    expect(router.state.location.search).toContain('provider=Airtel');

    await user.click(screen.getByRole('tab', { name: 'Paid without payment' }));
    const entry = await screen.findByRole('article', { name: 'Receipt RCT-0999' });
    expect(entry).toHaveTextContent('UGX 230,000');
    expect(asked(fetch, UNBACKED)).toEqual([{ month: '2026-10', offset: '0', limit: '20' }]);
  });

  it('Confirm on a suggestion sends its incomeId, says so and refreshes the lists', async () => {
    const fetch = api();
    const { user } = renderScreen('?month=2026-10&view=suggested');
    await screen.findByText('TX-SUGGESTED');
    const before = asked(fetch, LINES).length;
    await user.click(screen.getByRole('button', { name: 'Confirm receipt RCT-1043' }));
    await waitFor(() => expect(bodiesSent(fetch, 'POST', MATCH)).toEqual([{ incomeId: 502 }]));
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/lines/71/match'))).toBe(true);
    expect(await screen.findByText(RECON_MESSAGES.matched)).toBeInTheDocument();
    await waitFor(() => expect(asked(fetch, LINES).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText('TX-SUGGESTED')).not.toBeInTheDocument());
  });

  it('a suggestion matched elsewhere meanwhile: the 409 message is shown and the payment stays', async () => {
    const fetch = api();
    const { user } = renderScreen('?month=2026-10&view=suggested');
    await screen.findByText('TX-SUGGESTED');
    await user.click(screen.getByRole('button', { name: 'Confirm receipt RCT-1042' }));
    expect(await screen.findByText(RECON_MESSAGES.entryTaken)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', MATCH)).toEqual([{ incomeId: 501 }]);
    expect(screen.getByText('TX-SUGGESTED')).toBeInTheDocument();
  });

  it('Undo asks first and undoes only when confirmed', async () => {
    const fetch = api();
    const { user } = renderScreen('?month=2026-10');
    await screen.findByText('TX-MATCHED');
    const deletes = () => fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE');

    await user.click(screen.getByRole('button', { name: 'Undo the match of TX-MATCHED' }));
    let dialog = await screen.findByRole('dialog', { name: 'Undo this match?' });
    expect(dialog).toHaveTextContent('Receipt RCT-1000 gets its earlier status back');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Undo the match of TX-MATCHED' }));
    dialog = await screen.findByRole('dialog', { name: 'Undo this match?' });
    await user.click(within(dialog).getByRole('button', { name: 'Undo match' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(String(deletes()[0]?.[0])).toMatch(/\/reconciliation\/lines\/70\/match$/);
    expect(await screen.findByText(RECON_MESSAGES.unmatched)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('TX-MATCHED')).not.toBeInTheDocument());
  });

  it('Match to receipt sends the receipt; an unknown one shows the API message', async () => {
    const fetch = api();
    const { user } = renderScreen('?month=2026-10&view=unmatched');
    await screen.findByText('TX-LOOSE');
    await user.click(screen.getByRole('button', { name: 'Match TX-LOOSE to a receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match to a receipt' });
    const field = within(dialog).getByRole('textbox', { name: 'Receipt number' });

    await user.type(field, 'RCT-404');
    await user.click(within(dialog).getByRole('button', { name: 'Match' }));
    expect(
      await within(dialog).findByText(RECON_MESSAGES.receiptNotFound('RCT-404')),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'RCT-2000');
    await user.click(within(dialog).getByRole('button', { name: 'Match' }));
    await waitFor(() =>
      expect(bodiesSent(fetch, 'POST', MATCH)).toEqual([
        { receipt: 'RCT-404' },
        { receipt: 'RCT-2000' },
      ]),
    );
    expect(await screen.findByText(RECON_MESSAGES.matched)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('TX-LOOSE')).not.toBeInTheDocument());
  });

  it('on a phone the summary is a block per provider, not a wide table', async () => {
    window.innerWidth = 390;
    api();
    renderScreen('?month=2026-10');
    const mtn = await screen.findByRole('region', { name: 'Summary: MTN MoMo' });
    expect(screen.queryByRole('table', { name: 'Reconciliation summary' })).not.toBeInTheDocument();
    const figures = within(mtn)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(figures).toEqual([
      'UGX 1,800,000 (12 payments)',
      'UGX 1,350,000 (9 payments)',
      'UGX 450,000 (3 payments)',
      'UGX 450,000',
    ]);
    expect(screen.getByRole('region', { name: 'Summary: Total' })).toHaveTextContent(
      'UGX 2,400,000 (16 payments)',
    );
    // The payments are cards at every width.
    expect(await screen.findByRole('article', { name: 'UGX 150,000' })).toHaveTextContent(
      'TX-MATCHED',
    );
  });
});
