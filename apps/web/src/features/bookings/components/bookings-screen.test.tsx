import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeJobCard, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';

// MUI screens render slowly in jsdom on a busy machine: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

const LAZY = { timeout: 5000 };
const pending = makeJobCard();
const done = makeJobCard({
  id: 32,
  care_card_number: 'CC-2025-000032',
  client_name: 'Sarah Achieng',
  status: 'completed',
});

function api() {
  return routeFetch([
    [
      'GET',
      /^\/api\/v1\/portal\/jobcard$/,
      (url) => {
        const status = url.searchParams.get('status');
        const rows = [pending, done].filter((c) => !status || c.status === status);
        return ok({ rows, count: status ? rows.length : 23 });
      },
    ],
    ['GET', /^\/api\/v1\/portal\/jobcard\/search$/, () => ok([done])],
    ['GET', /^\/api\/v1\/portal\/jobcard\/32$/, () => ok(done)],
  ]);
}

describe('bookings screen', { timeout: 20_000 }, () => {
  it('keeps the first three tabs as placeholders', async () => {
    api();
    const { user } = renderApp('/bookings', { session: makeSession() });
    const tabs = await screen.findByRole('tablist', { name: 'Bookings' }, LAZY);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['New Bookings', 'On Going Booking', 'Completed', 'Job Cards']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Coming soon');
    await user.click(within(tabs).getByRole('tab', { name: 'Completed' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Completed and cancelled bookings');
  });

  it('Job Cards: 10 a page, filtered by status, a row opens the job card dialog', async () => {
    const fetch = api();
    const { user, router } = renderApp('/bookings', { session: makeSession() });
    await user.click(await screen.findByRole('tab', { name: 'Job Cards' }, LAZY));
    expect(router.state.location.search).toBe('?tab=jobcards');

    const table = await screen.findByRole('table', { name: 'Job Cards' });
    expect(await within(table).findByRole('row', { name: /CC-2025-000031/ })).toHaveTextContent(
      'Amina Nakato',
    );
    expect(screen.getByText('1–10 of 23 · page 1 of 3')).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/portal/jobcard?offset=0&limit=10');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      'Pending',
      'Ongoing',
      'Cancelled',
      'Completed',
    ]);
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /CC-2025-000031/ })).not.toBeInTheDocument(),
    );
    expect(fetch.mock.calls.at(-1)?.[0]).toBe(
      '/api/v1/portal/jobcard?status=completed&offset=0&limit=10',
    );

    await user.click(within(table).getByRole('row', { name: /CC-2025-000032/ }));
    const dialog = await screen.findByRole('dialog', { name: /Job card CC-2025-000032/ });
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('the top-bar search finds job cards by number, client or patient', async () => {
    const fetch = api();
    const { user } = renderApp('/bookings', { session: makeSession() });
    await user.click(await screen.findByRole('tab', { name: 'Job Cards' }, LAZY));
    await screen.findByRole('table', { name: 'Job Cards' });
    await user.type(screen.getByLabelText('Search Bookings'), 'Sarah');
    expect(await screen.findByText('Job cards matching “Sarah”')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Job Cards' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('row', { name: /Sarah Achieng/ })).toBeInTheDocument();
    expect(fetch.mock.calls.map(([u]) => u)).toContain(
      '/api/v1/portal/jobcard/search?searchTerm=Sarah',
    );
  });
});
