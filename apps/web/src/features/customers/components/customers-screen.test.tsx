import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesSent, makeCustomer, makeJobCard, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';

const amina = makeCustomer();
// Names show as typed, case kept (issue 21, item 9).
const agnes = makeCustomer({
  id: 8,
  firstname: 'Agnes-Edited',
  lastname: 'McDonald',
  phonenumber: '+256701234567',
  user_type: 'expecting',
});
const found = makeCustomer({ id: 9, firstname: 'Nakato', lastname: 'Grace', user_type: 'other' });

function api() {
  return routeFetch([
    ['GET', /^\/api\/v1\/customer$/, () => ok([agnes, amina])],
    ['GET', /^\/api\/v1\/portal\/search$/, () => ok([found])],
    ['GET', /^\/api\/v1\/customer\/7$/, () => ok(amina)],
    [
      'GET',
      /^\/api\/v1\/portal\/jobcard\/customer\/7$/,
      () => ok({ rows: [makeJobCard()], count: 1 }),
    ],
    ['GET', /^\/api\/v1\/portal\/jobcard\/31$/, () => ok(makeJobCard())],
    [
      'GET',
      /^\/api\/v1\/user_income_trace\/7$/,
      () => ok({ rows: [], count: 0, totals: { amount: 0, byStatus: [] } }),
    ],
    ['DELETE', /^\/api\/v1\/customer\/7$/, () => ok(undefined)],
    [
      'POST',
      /^\/api\/v1\/customer\/7\/picture$/,
      () => ok({ ...amina, photo_url: '/api/v1/pictures/abc.webp' }),
    ],
  ]);
}

/** The screens load lazily: the first render of a file waits for the chunk. */
const LAZY = { timeout: 15_000 };
const open = (path: string) => renderApp(path, { session: makeSession() });

describe('customers screen', { timeout: 30_000 }, () => {
  it('lists customers with their type, name and phone, then says there is no more', async () => {
    api();
    open('/customers/list');
    const list = await screen.findByRole('list', { name: 'Customers' }, LAZY);
    const agnesLink = await within(list).findByRole('link', { name: /Agnes-Edited McDonald/ });
    expect(within(agnesLink).getByText('Agnes-Edited McDonald')).toBeInTheDocument();
    expect(agnesLink).toHaveTextContent('+256 701 234 567');
    expect(within(agnesLink).getByTitle('Expecting')).toBeInTheDocument();
    const aminaLink = within(list).getByRole('link', { name: /Amina Nakato/ });
    expect(within(aminaLink).getByTitle('Parent')).toBeInTheDocument();
    expect(aminaLink).toHaveAttribute('href', '/customers/list/7');
    expect(screen.getByText('No more data available')).toBeInTheDocument();
  });

  it('a top-bar search term shows the search results; clearing it restores the list', async () => {
    const fetch = api();
    const { user } = open('/customers/list');
    await screen.findByRole('link', { name: /Amina Nakato/ }, LAZY);

    await user.type(screen.getByLabelText('Search Customer Profiles'), 'Nak');
    const results = await screen.findByRole('list', { name: 'Customers matching Nak' });
    expect(await within(results).findByRole('link', { name: /Nakato Grace/ })).toBeVisible();
    expect(within(results).queryByRole('link', { name: /Amina/ })).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      '/api/v1/portal/search?type=customer&searchTerm=Nak',
    );

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    const list = await screen.findByRole('list', { name: 'Customers' });
    expect(await within(list).findByRole('link', { name: /Amina Nakato/ })).toBeVisible();
  });

  it('shows the profile: contact card, more details and Customer Jobs', async () => {
    api();
    const { user } = open('/customers/list/7');
    const card = await screen.findByRole('region', { name: 'Contact card' }, LAZY);
    expect(within(card).getByRole('heading', { name: 'Amina Nakato' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '+256 772 123 456' })).toBeInTheDocument();
    expect(within(card).getByText('Work').nextSibling).toHaveTextContent('Not Available');
    expect(within(card).getByText('Uganda, East Africa')).toBeInTheDocument();
    expect(within(card).getByText('AN')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'More details' }));
    expect(within(card).getByText('Cannot receive push (no device registered)')).toBeVisible();
    expect(within(card).getByText('Children').nextSibling).toHaveTextContent('2');
    expect(within(card).getByText('Sex').nextSibling).toHaveTextContent('Female');

    const jobs = await screen.findByRole('table', { name: 'Customer Jobs' });
    const row = await within(jobs).findByRole('row', { name: /CC-2025-000031/ });
    expect(row).toHaveTextContent('Postnatal care'); // the contract's words (issue 38)
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'My Orders' })).toHaveTextContent(
      'No data available',
    );

    await user.click(row);
    expect(
      await screen.findByRole('dialog', { name: /Job card CC-2025-000031/ }),
    ).toBeInTheDocument();
  });

  it('says "Error loading profile." when the profile cannot be fetched', async () => {
    routeFetch([['GET', /^\/api\/v1\/customer$/, () => ok([])]]);
    open('/customers/list/99');
    expect(await screen.findByText('Error loading profile.', {}, LAZY)).toBeInTheDocument();
  });

  it('clicking the avatar uploads a picture after "Confirm upload?"', async () => {
    const fetch = api();
    const { user } = open('/customers/list/7');
    await screen.findByRole('region', { name: 'Contact card' }, LAZY);
    const file = new File(['png'], 'amina.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('avatar-file'), file);

    const confirm = await screen.findByRole('dialog', { name: 'Confirm upload?' });
    expect(confirm).toHaveTextContent('Save Profile Picture?');
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile image set')).toBeInTheDocument();

    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/customer/7/picture'));
    const body = call?.[1]?.body as FormData;
    expect(body.get('imageName')).toBe('amina.png');
    expect((body.get('imageFile') as File).name).toBe('amina.png');
    expect(call?.[1]?.headers).not.toHaveProperty('Content-Type');
  });

  it('Delete Customer confirms, deletes, says so and goes back to the list', async () => {
    const fetch = api();
    const { user, router } = open('/customers/list/7');
    await screen.findByRole('region', { name: 'Contact card' }, LAZY);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Customer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Customer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Customer profile deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/list'));
    expect(bodiesSent(fetch, 'DELETE', /customer\/7$/)).toHaveLength(1);
  });

  it('My Orders lists the orders; Add Order opens the order form for this customer', async () => {
    const fetch = api();
    const { user } = open('/customers/list/7');
    await screen.findByRole('region', { name: 'Contact card' }, LAZY);
    expect(await screen.findByRole('table', { name: 'My Orders' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.mock.calls.map(([u]) => u)).toContain(
        '/api/v1/user_income_trace/7?offset=0&limit=5',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add Order' }));
    const order = await screen.findByRole('dialog', { name: 'Add Order' });
    expect(within(order).getByText('Amina Nakato · +256 772 123 456')).toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(order).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const message = await screen.findByRole('dialog', { name: 'Message Amina Nakato' });
    expect(message).toHaveTextContent('Cannot send message to user without firebase token');
  });

  it('on a 390 px phone the open profile replaces the list, with a way back', async () => {
    window.innerWidth = 390;
    api();
    const { user, router } = open('/customers/list/7');
    await screen.findByRole('region', { name: 'Contact card' }, LAZY);
    expect(screen.queryByRole('list', { name: 'Customers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add customer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All customers' }));
    expect(await screen.findByRole('list', { name: 'Customers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customers/list');
    expect(screen.getByRole('button', { name: 'Add customer' })).toBeInTheDocument();
  });
});
