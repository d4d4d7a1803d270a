import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingFilterOf, type BookingFilter, type BookingStatus } from '@app/contract';
import { failed, makeJobCard, ok, routeFetch } from '../../test/fixtures';
import { makeSession, renderApp } from '../../test/render';
import { makeBooking } from '../../features/bookings/test-fixtures';

const LAZY = { timeout: 15_000 };
const pending = makeJobCard();
const done = makeJobCard({
  id: 32,
  care_card_number: 'CC-2025-000032',
  client_name: 'Sarah Achieng',
  status: 'completed',
});

function api() {
  const bookings = [
    makeBooking(),
    makeBooking({
      id: 42,
      docId: 'BK-2025-000042',
      firstName: 'Sarah',
      lastName: 'Achieng',
      client: 'Sarah Achieng',
      primaryPhoneNumber: '+256701555666',
      service: 'In home care',
      status: 'onGoing',
      totalCost: 1250000,
    }),
  ];
  const find = (key: string) => bookings.find((b) => b.docId === key || String(b.id) === key);
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
    [
      'GET',
      /^\/api\/v1\/booking$/,
      (url) => {
        const filter = url.searchParams.get('status') as BookingFilter | null;
        const rows = bookings.filter((b) => !filter || bookingFilterOf(b.status) === filter);
        return ok({ rows, count: rows.length === 0 ? 0 : 12 + rows.length });
      },
    ],
    [
      'GET',
      /^\/api\/v1\/booking\/[\w-]+$/,
      (url) => {
        const found = find(url.pathname.split('/').at(-1)!);
        return found ? ok(found) : failed(404, 'Booking not found');
      },
    ],
    [
      'PUT',
      /^\/api\/v1\/booking\/[\w-]+$/,
      (url, init) => {
        const found = find(url.pathname.split('/').at(-1)!)!;
        const body = JSON.parse(String(init.body)) as { value: BookingStatus };
        found.status = body.value;
        return ok(found);
      },
    ],
  ]);
}

const calls = (fetch: ReturnType<typeof api>) => fetch.mock.calls.map(([u]) => String(u));

describe('bookings screen', { timeout: 30_000 }, () => {
  it('New Bookings, On Going Booking and Completed list their bookings 10 a page', async () => {
    const fetch = api();
    const { user, router } = renderApp('/bookings', { session: makeSession() });
    const tabs = await screen.findByRole('tablist', { name: 'Bookings' }, LAZY);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['New Bookings', 'On Going Booking', 'Completed', 'All bookings', 'Job Cards']);

    const table = await screen.findByRole('table', { name: 'New Bookings' });
    const row = await within(table).findByRole('row', { name: /Amina Nakato/ });
    // the service in the contract's words (issue 38): 'Postnatal Care' reads 'Postnatal care'
    expect(row).toHaveTextContent('Postnatal care');
    expect(row).toHaveTextContent('+256 772 123 456');
    expect(row).toHaveTextContent('10-03-2025');
    expect(row).toHaveTextContent('UGX 380,000');
    expect(within(row).getByText('Pending').closest('.MuiChip-root')).toHaveAttribute(
      'data-color',
      'orange',
    );
    expect(screen.getByText('1–10 of 13 · page 1 of 2')).toBeInTheDocument();
    expect(calls(fetch)).toContain('/api/v1/booking?status=new&offset=0&limit=10');

    await user.click(within(tabs).getByRole('tab', { name: 'On Going Booking' }));
    expect(router.state.location.search).toBe('?tab=ongoing');
    const ongoing = await screen.findByRole('table', { name: 'On Going Booking' });
    expect(await within(ongoing).findByRole('row', { name: /Sarah Achieng/ })).toHaveTextContent(
      'Ongoing',
    );
    expect(calls(fetch)).toContain('/api/v1/booking?status=active&offset=0&limit=10');

    await user.click(within(tabs).getByRole('tab', { name: 'Completed' }));
    const completed = await screen.findByRole('table', { name: 'Completed' });
    expect(await within(completed).findByText('No data available')).toBeInTheDocument();
    expect(calls(fetch)).toContain('/api/v1/booking?status=completed&offset=0&limit=10');
  });

  it('the top-bar search finds bookings of every status; a tab picked then narrows it', async () => {
    const fetch = api();
    const { user } = renderApp('/bookings', { session: makeSession() });
    const search = await screen.findByLabelText('Search Bookings', {}, LAZY);
    await screen.findByRole('table', { name: 'New Bookings' });
    await user.type(search, 'Sarah');
    expect(await screen.findByText('All bookings matching “Sarah”')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All bookings', selected: true })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'All bookings' });
    // An ongoing booking, found from the New Bookings tab, with its status.
    expect(await within(table).findByRole('row', { name: /Sarah Achieng/ })).toHaveTextContent(
      'Ongoing',
    );
    expect(calls(fetch)).toContain('/api/v1/booking?search=Sarah&offset=0&limit=10');

    await user.click(screen.getByRole('tab', { name: 'On Going Booking' }));
    expect(await screen.findByText('On Going Booking matching “Sarah”')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls(fetch)).toContain(
        '/api/v1/booking?status=active&search=Sarah&offset=0&limit=10',
      ),
    );
    // Clearing the search gives back the tab's own list.
    await user.clear(search);
    expect(await screen.findByRole('table', { name: 'On Going Booking' })).toBeInTheDocument();
  });

  it('a tab picked straight after typing, before the pause ends, narrows that search', async () => {
    const fetch = api();
    const { user } = renderApp('/bookings', { session: makeSession() });
    const search = await screen.findByLabelText('Search Bookings', {}, LAZY);
    await screen.findByRole('table', { name: 'New Bookings' });
    await user.type(search, 'Sarah');
    // no pause: the click comes within the search's 300 ms
    await user.click(screen.getByRole('tab', { name: 'On Going Booking' }));
    expect(await screen.findByText('On Going Booking matching “Sarah”')).toBeInTheDocument();
    // and stays once the pause would have ended
    await new Promise((r) => setTimeout(r, 500));
    expect(
      screen.getByRole('tab', { name: 'On Going Booking', selected: true }),
    ).toBeInTheDocument();
    expect(screen.getByText('On Going Booking matching “Sarah”')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls(fetch)).toContain(
        '/api/v1/booking?status=active&search=Sarah&offset=0&limit=10',
      ),
    );
  });

  it('a row opens the details dialog; a confirmed booking moves to On Going without a reload', async () => {
    const fetch = api();
    const { user } = renderApp('/bookings', { session: makeSession() });
    const table = await screen.findByRole('table', { name: 'New Bookings' }, LAZY);
    await user.click(await within(table).findByRole('row', { name: /Amina Nakato/ }));
    const dialog = await screen.findByRole('dialog', { name: /Booking BK-2025-000041/ });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm request' }));
    expect(await screen.findByText('Booking status changed to Accepted')).toBeInTheDocument();
    // The New list reloads without it.
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /Amina Nakato/ })).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'On Going Booking' }));
    const ongoing = await screen.findByRole('table', { name: 'On Going Booking' });
    expect(await within(ongoing).findByRole('row', { name: /Amina Nakato/ })).toHaveTextContent(
      'Accepted',
    );
    expect(
      calls(fetch).filter((u) => u === '/api/v1/booking?status=new&offset=0&limit=10'),
    ).toHaveLength(2);
  });

  it('/bookings/{docId} shows the booking as a page with its actions', async () => {
    api();
    renderApp('/bookings/BK-2025-000042', { session: makeSession() });
    const page = await screen.findByRole('article', { name: /Booking BK-2025-000042/ }, LAZY);
    expect(within(page).getAllByText('Sarah Achieng').length).toBeGreaterThan(0);
    expect(within(page).getByRole('button', { name: 'Complete request' })).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Bookings' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All bookings' })).toHaveAttribute(
      'href',
      '/bookings?tab=ongoing',
    );
  });

  it('Open as page keeps a search made on the list; a new search there goes back to the list', async () => {
    api();
    const { user, router } = renderApp('/bookings', { session: makeSession() });
    await screen.findByRole('table', { name: 'New Bookings' }, LAZY);
    const search = screen.getByLabelText('Search Bookings');
    await user.type(search, 'Amina');
    expect(await screen.findByText('All bookings matching “Amina”')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'All bookings' });
    await user.click(await within(table).findByRole('row', { name: /Amina Nakato/ }));
    const dialog = await screen.findByRole('dialog', { name: /Booking BK-2025-000041/ });
    await user.click(within(dialog).getByRole('link', { name: 'Open as page' }));
    expect(await screen.findByRole('article', { name: /Booking BK-2025-000041/ })).toBeVisible();
    expect(router.state.location.pathname).toBe('/bookings/BK-2025-000041');

    await user.clear(search);
    await user.type(search, 'Sarah');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(router.state.location.search).toBe('?tab=new');
    expect(await screen.findByText('All bookings matching “Sarah”')).toBeInTheDocument();
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
    expect(calls(fetch)).toContain('/api/v1/portal/jobcard?offset=0&limit=10');

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
    expect(router.state.location.search).toBe('?tab=jobcards&status=completed');

    await user.click(within(table).getByRole('row', { name: /CC-2025-000032/ }));
    const dialog = await screen.findByRole('dialog', { name: /Job card CC-2025-000032/ });
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it("Home's link ?tab=jobcards&status=pending opens Job Cards filtered to Pending", async () => {
    const fetch = api();
    renderApp('/bookings?tab=jobcards&status=pending', { session: makeSession() });
    const table = await screen.findByRole('table', { name: 'Job Cards' }, LAZY);
    expect(await within(table).findByRole('row', { name: /CC-2025-000031/ })).toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /CC-2025-000032/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
    expect(calls(fetch)).toContain('/api/v1/portal/jobcard?status=pending&offset=0&limit=10');
    expect(calls(fetch)).not.toContain('/api/v1/portal/jobcard?offset=0&limit=10');
  });

  it('an unknown ?status= shows every job card', async () => {
    const fetch = api();
    renderApp('/bookings?tab=jobcards&status=lost', { session: makeSession() });
    const table = await screen.findByRole('table', { name: 'Job Cards' }, LAZY);
    expect(await within(table).findByRole('row', { name: /CC-2025-000032/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
    expect(calls(fetch)).toContain('/api/v1/portal/jobcard?offset=0&limit=10');
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
