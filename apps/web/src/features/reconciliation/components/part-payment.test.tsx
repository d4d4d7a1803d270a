import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECON_MESSAGES, type ReconLine } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { makeEntry, makeLine, makeSummary, renderScreen } from '../test-fixtures';

// Issue 36: a payment that is not what its entry owes is matched only when
// a person confirms it, seeing by how much it is short or over; a matched
// part payment shows what is still owed, and the summary the shortfall.

const LINES = /\/reconciliation\/lines$/;
const MATCH = /\/reconciliation\/lines\/(\d+)\/match$/;

const short = makeLine({
  id: 81,
  transactionId: 'TX-SHORT',
  amount: 500,
  matchState: 'Suggested',
  suggestions: [
    {
      score: 300,
      kind: 'receipt',
      reason: 'names receipt RCT-001157; UGX 500 of UGX 1,308,000 owed, short by UGX 1,307,500',
      entry: makeEntry({ id: 601, receipt: 'RCT-001157', amount: 1_308_000 }),
    },
  ],
});
const partMatched = makeLine({
  id: 82,
  transactionId: 'TX-PART',
  amount: 100_000,
  matchState: 'Matched',
  matchKind: 'confirmed',
  matchedByName: 'Front Desk',
  entry: makeEntry({
    id: 602,
    receipt: 'RCT-PART',
    amount: 300_000,
    matchedAmount: 100_000,
    owed: 200_000,
  }),
});

function api(lines: ReconLine[]) {
  return routeFetch([
    [
      'GET',
      /\/reconciliation\/summary$/,
      () => ok(makeSummary({ shortfall: { count: 1, amount: 200_000 } })),
    ],
    [
      'GET',
      LINES,
      (url) => {
        const rows = lines.filter((l) => l.matchState === url.searchParams.get('state'));
        return ok({ rows, count: rows.length });
      },
    ],
    ['GET', /\/reconciliation\/unbacked$/, () => ok({ rows: [], count: 0, amount: 0 })],
    [
      'POST',
      MATCH,
      (_url, init) => {
        const body = JSON.parse(String(init.body)) as { acceptOwed?: number };
        if (body.acceptOwed === undefined)
          return failed(
            409,
            RECON_MESSAGES.shortPayment('UGX 500', 'UGX 1,308,000', 'UGX 1,307,500'),
          );
        return ok({
          ...short,
          matchState: 'Matched',
          entry: makeEntry({ id: 601, amount: 1_308_000, matchedAmount: 500, owed: 1_307_500 }),
        });
      },
    ],
  ]);
}

describe('part payments on the reconciliation screen', { timeout: 30_000 }, () => {
  it('Confirm on a short suggestion asks first, saying what stays owed, and sends the owed amount seen', async () => {
    const fetch = api([short]);
    const { user } = renderScreen('?month=2026-10&view=suggested');
    await screen.findByText('TX-SHORT');
    await user.click(screen.getByRole('button', { name: 'Confirm receipt RCT-001157' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match a part payment?' });
    expect(dialog).toHaveTextContent(
      'UGX 500 of UGX 1,308,000 owed, short by UGX 1,307,500. Receipt RCT-001157 stays unpaid until its payments add up to it; UGX 1,307,500 will still be owed.',
    );
    expect(bodiesSent(fetch, 'POST', MATCH)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetch, 'POST', MATCH)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm receipt RCT-001157' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Match part payment',
      }),
    );
    await waitFor(() =>
      expect(bodiesSent(fetch, 'POST', MATCH)).toEqual([{ incomeId: 601, acceptOwed: 1_308_000 }]),
    );
    expect(await screen.findByText(RECON_MESSAGES.partMatched)).toBeInTheDocument();
  });

  it('a matched part payment shows what is paid and still owed; the summary the shortfall', async () => {
    api([partMatched]);
    renderScreen('?month=2026-10');
    await screen.findByText('TX-PART');
    expect(
      screen.getByText('Part payment: UGX 100,000 of UGX 300,000 paid, UGX 200,000 still owed'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Paid in part, still owed/)).toHaveTextContent(
      'Paid in part, still owed: UGX 200,000 (1 entry)',
    );
  });

  it('matching by a receipt number that is short asks first, then sends the owed amount the API gave', async () => {
    const fetch = routeFetch([
      ['GET', /\/reconciliation\/summary$/, () => ok(makeSummary())],
      [
        'GET',
        LINES,
        (url) => {
          const rows = url.searchParams.get('state') === 'Unmatched' ? [short] : [];
          return ok({ rows, count: rows.length });
        },
      ],
      ['GET', /\/reconciliation\/unbacked$/, () => ok({ rows: [], count: 0, amount: 0 })],
      [
        'POST',
        MATCH,
        (_url, init) => {
          const body = JSON.parse(String(init.body)) as { acceptOwed?: number };
          if (body.acceptOwed === undefined)
            return failed(
              409,
              RECON_MESSAGES.shortPayment('UGX 500', 'UGX 1,308,000', 'UGX 1,307,500'),
              { acceptOwed: '1308000' },
            );
          return ok({ ...short, matchState: 'Matched' });
        },
      ],
    ]);
    const { user } = renderScreen('?month=2026-10&view=unmatched');
    await screen.findByText('TX-SHORT');
    await user.click(screen.getByRole('button', { name: 'Match TX-SHORT to a receipt' }));
    const form = await screen.findByRole('dialog', { name: 'Match to a receipt' });
    await user.type(within(form).getByLabelText('Receipt number'), 'RCT-001157');
    await user.click(within(form).getByRole('button', { name: 'Match' }));
    const ask = await screen.findByRole('dialog', { name: 'Match a part payment?' });
    await user.click(within(ask).getByRole('button', { name: 'Match part payment' }));
    await waitFor(() =>
      expect(bodiesSent(fetch, 'POST', MATCH)).toEqual([
        { receipt: 'RCT-001157' },
        { receipt: 'RCT-001157', acceptOwed: 1_308_000 },
      ]),
    );
  });
});
