import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeIncome, makeIncomePage } from '../test-fixtures';

// Issue 38: on a phone the Income trace is a list of cards, each with its
// receipt number and payment status first, every other column below it.

const LAZY = { timeout: 15_000 };
const wide = window.innerWidth;
const paid = makeIncome({ id: 502, doc_id: 'RCT-000502', status: 'Paid', amount: 1234000 });

function onPhone() {
  window.innerWidth = 390;
  return routeFetch([
    ['GET', /^\/api\/v1\/income_trace$/, () => ok(makeIncomePage([makeIncome(), paid], 23))],
  ]);
}

afterEach(() => {
  window.innerWidth = wide;
});

const sortAsked = (fetch: ReturnType<typeof onPhone>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/income_trace'))
    .map((url) => `${url.searchParams.get('sort')} ${url.searchParams.get('order')}`)
    .at(-1);

describe('the ledger on a phone (issue 38)', { timeout: 60_000 }, () => {
  it('shows each entry as a card: receipt and status first, then every column', async () => {
    onPhone();
    renderApp('/finance/list', { session: makeSession() });
    const list = await screen.findByRole('list', { name: 'Income trace' }, LAZY);
    expect(screen.queryByRole('table', { name: 'Income trace' })).not.toBeInTheDocument();
    const card = await within(list).findByRole('listitem', { name: 'RCT-000502' });
    const first = document.getElementById(card.getAttribute('aria-labelledby')!)!.parentElement!;
    expect(first).toHaveTextContent('RCT-000502Status: Paid');
    expect(within(first).getByText('Paid').closest('[data-color]')).toHaveAttribute(
      'data-color',
      'lightGreen',
    );
    const lines = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(lines).toContain('Address: Ntinda, Nakawa Division, Kampala, Uganda');
    expect(lines).toContain('Amount: UGX 1,234,000');
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      'Date of transaction',
      'User id',
      'Customer',
      'Phonenumber',
      'Address',
      'Product',
      'Station',
      'Source',
      'Amount',
      'Pay Method',
    ]);
    expect(screen.getByText('1–10 of 23 · page 1 of 3')).toBeInTheDocument();
  });

  it("a card's Edit opens the entry; Add income entry the empty order form", async () => {
    onPhone();
    const { user } = renderApp('/finance/list', { session: makeSession() });
    const list = await screen.findByRole('list', { name: 'Income trace' }, LAZY);
    const card = await within(list).findByRole('listitem', { name: 'RCT-000502' });
    await user.click(within(card).getByRole('button', { name: 'Edit RCT-000502' }));
    expect(
      await screen.findByRole('dialog', { name: 'Edit Order RCT-000502' }, LAZY),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add income entry' }));
    expect(await screen.findByRole('dialog', { name: 'Add Order' }, LAZY)).toBeInTheDocument();
  });

  it('sorts by date, user id or receipt with the Sort by field', async () => {
    const fetch = onPhone();
    const { user, router } = renderApp('/finance/list', { session: makeSession() });
    await screen.findByRole('list', { name: 'Income trace' }, LAZY);
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveTextContent('Date of transaction, descending');
    await user.click(sortBy);
    expect(screen.getAllByRole('option')).toHaveLength(6);
    await user.click(screen.getByRole('option', { name: 'Receipt No, ascending' }));
    await waitFor(() => expect(sortAsked(fetch)).toBe('doc_id asc'));
    expect(router.state.location.search).toBe('?sort=doc_id&order=asc');
  });
});
