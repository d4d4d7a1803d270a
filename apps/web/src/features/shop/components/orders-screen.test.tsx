import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, routeFetch } from '../../../test/fixtures';
import { scrollIntoViewAll } from '../../../test/intersection-observer';
import { chipColors } from '../../../theme';
import { makeOrder, renderAt } from '../test-fixtures';
import { keepStyles } from '../../../test/styles';

// It asserts colours: emotion's styles stay in the document.
keepStyles();

const LAZY = { timeout: 15_000 };

const pending = makeOrder();
const confirmed = makeOrder({
  id: 42,
  orderNumber: 'SO-2026-000042',
  displayName: 'Sarah Achieng',
  status: 'Confirmed',
});

const completed = makeOrder({
  id: 43,
  orderNumber: 'SO-2026-000043',
  displayName: 'Grace Namuli',
  status: 'Completed',
});

/** Orders by the asked status (every order without one); 40 of them for the first Pending page when `many`. */
function api(many = false) {
  return routeFetch([
    [
      'GET',
      /^\/api\/v1\/portal\/orders$/,
      (url) => {
        const status = url.searchParams.get('status');
        const offset = Number(url.searchParams.get('offset'));
        if (status === 'Confirmed') return ok([confirmed]);
        if (status === 'Completed') return ok([completed]);
        if (status === null) return ok([pending, confirmed, completed]);
        if (status !== 'Pending') return ok([]);
        if (!many) return ok([pending]);
        const page = Array.from({ length: offset === 0 ? 40 : 3 }, (_, i) =>
          makeOrder({ id: 100 + offset + i, orderNumber: `SO-2026-${100 + offset + i}` }),
        );
        return ok(page);
      },
    ],
  ]);
}

const statusesAsked = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('status'));

describe('shop orders screen', { timeout: 30_000 }, () => {
  it('shows Pending orders as cards: number, customer, date, total and item count', async () => {
    const fetch = api();
    renderAt('/shop/orders');
    const list = await screen.findByRole('list', { name: 'Pending orders' }, LAZY);
    const card = await within(list).findByRole('article', { name: 'SO-2026-000041' });
    expect(card).toHaveTextContent('Amina Nakato');
    expect(card).toHaveTextContent('+256 772 123 456');
    expect(card).toHaveTextContent('02-03-2026 10:15');
    expect(card).toHaveTextContent('UGX 138,000');
    expect(card).toHaveTextContent('2 items');
    // Pending is orange (SPEC 4), from the theme's status colours.
    expect(within(card).getByText('Pending').closest('.MuiChip-root')).toHaveAttribute(
      'data-color',
      'orange',
    );
    expect(card).toHaveStyle({ borderLeftColor: chipColors.orange });
    expect(within(card).getByRole('link', { name: /View Order/ })).toHaveAttribute(
      'href',
      '/shop/orders/41',
    );
    expect(screen.getByText('No more data available')).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/portal/orders?status=Pending&offset=0&limit=40');
  });

  it('each tab asks for its status and keeps it in the URL', async () => {
    const fetch = api();
    const { user, router } = renderAt('/shop/orders');
    const tabs = await screen.findByRole('tablist', { name: 'Order status' }, LAZY);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Pending', 'Confirmed', 'Received', 'Completed', 'Cancelled', 'All']);
    await user.click(within(tabs).getByRole('tab', { name: 'Confirmed' }));
    const list = await screen.findByRole('list', { name: 'Confirmed orders' });
    const card = await within(list).findByRole('article', { name: 'SO-2026-000042' });
    expect(within(card).getByText('Confirmed').closest('.MuiChip-root')).toHaveAttribute(
      'data-color',
      'pink',
    );
    expect(router.state.location.search).toBe('?status=confirmed');

    await user.click(within(tabs).getByRole('tab', { name: 'Received' }));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Completed' }));
    const done = await screen.findByRole('list', { name: 'Completed orders' });
    expect(await within(done).findByRole('article', { name: 'SO-2026-000043' })).toBeVisible();
    expect(router.state.location.search).toBe('?status=completed');
    await user.click(within(tabs).getByRole('tab', { name: 'Cancelled' }));
    await screen.findByRole('list', { name: 'Cancelled orders' });
    await screen.findByText('No data available');
    await user.click(within(tabs).getByRole('tab', { name: 'All' }));
    const all = await screen.findByRole('list', { name: 'All orders' });
    expect(await within(all).findAllByRole('article')).toHaveLength(3);
    expect(statusesAsked(fetch)).toEqual([
      'Pending',
      'Confirmed',
      'Received',
      'Completed',
      'Cancelled',
      null,
    ]);
  });

  it('opens on the tab of ?status=', async () => {
    const fetch = api();
    renderAt('/shop/orders?status=confirmed');
    expect(await screen.findByRole('article', { name: 'SO-2026-000042' }, LAZY)).toBeVisible();
    expect(statusesAsked(fetch)).toEqual(['Confirmed']);
  });

  it('loads 40 at a time and says when there is no more', async () => {
    const fetch = api(true);
    renderAt('/shop/orders');
    const list = await screen.findByRole('list', { name: 'Pending orders' }, LAZY);
    expect(await within(list).findAllByRole('article')).toHaveLength(40);
    scrollIntoViewAll();
    expect(await screen.findByText('No more data available')).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(43);
    expect(fetch.mock.calls.at(-1)?.[0]).toContain('offset=40&limit=40');
  });

  it('the top-bar search (3+ characters) searches every status; a tab picked narrows it', async () => {
    const fetch = api();
    const { user } = renderAt('/shop/orders');
    await screen.findByRole('article', { name: 'SO-2026-000041' }, LAZY);
    const search = screen.getByLabelText('Search Shop');
    await user.type(search, 'Ami');
    const found = await screen.findByRole('list', { name: 'All orders matching Ami' });
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
    // A Completed order, found from the Pending tab, with its status chip.
    const card = await within(found).findByRole('article', { name: 'SO-2026-000043' });
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    const urls = () => fetch.mock.calls.map(([url]) => url);
    expect(urls()).toContain('/api/v1/portal/orders?search=Ami&offset=0&limit=40');
    expect(urls()).not.toContain(
      '/api/v1/portal/orders?status=Pending&search=Ami&offset=0&limit=40',
    );

    await user.click(screen.getByRole('tab', { name: 'Confirmed' }));
    expect(
      await screen.findByRole('list', { name: 'Confirmed orders matching Ami' }),
    ).toBeVisible();
    expect(urls()).toContain('/api/v1/portal/orders?status=Confirmed&search=Ami&offset=0&limit=40');
    await user.clear(search);
    expect(await screen.findByRole('list', { name: 'Confirmed orders' })).toBeVisible();
  });

  it('a search typed on an order shows the matching orders', async () => {
    routeFetch([
      ['GET', /^\/api\/v1\/portal\/orders\/41$/, () => ok(pending)],
      [
        'GET',
        /^\/api\/v1\/settings$/,
        () => ok({ serviceName: 'C', servicePhone: '1', serviceEmail: 'e' }),
      ],
      ['GET', /^\/api\/v1\/portal\/orders$/, () => ok([pending])],
    ]);
    const { user, router } = renderAt('/shop/orders/41');
    await screen.findByRole('heading', { name: 'Order SO-2026-000041' }, LAZY);
    await user.type(screen.getByLabelText('Search Shop'), 'Amina');
    expect(await screen.findByRole('list', { name: 'All orders matching Amina' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/shop/orders');
    // Opening a result keeps the search: the list is there on the way back.
    await user.click(await screen.findByRole('link', { name: /View Order SO-2026-000041/ }));
    await screen.findByRole('heading', { name: 'Order SO-2026-000041' });
    expect(router.state.location.pathname).toBe('/shop/orders/41');
  });
});
