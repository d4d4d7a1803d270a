import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARE_RECORD_MESSAGES, addDays, ugandaDate } from '@app/contract';
import { EMPTY_DASHBOARD, failed, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';

// Issue 42: Home shows the Care due counts, each a link to the worklist
// filtered as it counts.

const LAZY = { timeout: 15_000 };
const today = ugandaDate();

function renderHome(counts: () => Response) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/dashboard\/summary$/, () => ok(EMPTY_DASHBOARD)],
    ['GET', /^\/api\/v1\/care-due\/counts$/, counts],
    ['GET', /^\/api\/v1\/care-due$/, () => ok({ rows: [], count: 0 })],
  ]);
  return { ...renderApp('/', { session: makeSession() }), fetch };
}

describe('Home’s Care due card (issue 42)', { timeout: 30_000 }, () => {
  it('shows due today, overdue and this week, each linked to the worklist so filtered', async () => {
    const { user, fetch } = renderHome(() => ok({ due: 3, overdue: 12, this_week: 1250 }));
    const card = await screen.findByRole('region', { name: 'Care due' }, LAZY);
    const due = await within(card).findByRole('link', { name: /^Due today 3$/ });
    expect(due).toHaveAttribute('href', `/customers/care-due?from=${today}&to=${today}&state=due`);
    expect(within(card).getByRole('link', { name: /^Overdue 12$/ })).toHaveAttribute(
      'href',
      `/customers/care-due?from=${today}&to=${today}&state=overdue`,
    );
    expect(within(card).getByRole('link', { name: /^This week 1,250$/ })).toHaveAttribute(
      'href',
      `/customers/care-due?from=${today}&to=${addDays(today, 6)}`,
    );
    expect(within(card).getByRole('link', { name: 'Open the worklist' })).toHaveAttribute(
      'href',
      '/customers/care-due',
    );

    // the link opens the worklist asking for what it counted
    await user.click(within(card).getByRole('link', { name: /^Overdue 12$/ }));
    await screen.findByRole('heading', { name: 'Care due', level: 2 }, LAZY);
    await waitFor(() => {
      const asked = fetch.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .find((url) => url.pathname === '/api/v1/care-due');
      expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
        from: today,
        to: today,
        state: 'overdue',
        offset: '0',
        limit: '40',
      });
    });
  });

  it('says so when the counts cannot be loaded, and the rest of Home stays', async () => {
    renderHome(() => failed(500, 'Something went wrong'));
    const card = await screen.findByRole('region', { name: 'Care due' }, LAZY);
    expect(await within(card).findByText(CARE_RECORD_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^New bookings 0/ })).toBeInTheDocument();
  });
});
