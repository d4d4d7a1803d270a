import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeIncome, makeIncomePage } from '../test-fixtures';

const LAZY = { timeout: 15_000 };
const wide = window.innerWidth;

function onPhone() {
  window.innerWidth = 390;
  routeFetch([['GET', /^\/api\/v1\/income_trace$/, () => ok(makeIncomePage([makeIncome()]))]]);
}

afterEach(() => {
  window.innerWidth = wide;
});

describe('the ledger filters on a phone (issue 21)', { timeout: 60_000 }, () => {
  it('fold behind a Filters button, so the ledger comes first; the button unfolds them', async () => {
    onPhone();
    const { user } = renderApp('/finance/list', { session: makeSession() });
    const button = await screen.findByRole('button', { name: 'Filters' }, LAZY);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
    // The ledger's rows are cards on a phone (issue 38).
    expect(await screen.findByRole('list', { name: 'Income trace' })).toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-controls', filters.id);
    expect(within(filters).getByRole('combobox', { name: 'Product' })).toBeInTheDocument();
    await user.click(button);
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument(),
    );
  });

  it('start unfolded, counted, when the link holds filters', async () => {
    onPhone();
    renderApp('/finance/list?product=VALUE+KIT&status=Paid', { session: makeSession() });
    const button = await screen.findByRole('button', { name: 'Filters (2)' }, LAZY);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(within(filters).getByRole('combobox', { name: 'Product' })).toHaveTextContent(
      'Value kit',
    );
  });
});
