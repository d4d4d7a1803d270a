import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveSession } from '../lib/session';
import { makeSession, renderApp } from '../test/render';

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('navigation guards and routes', () => {
  // The screens load lazily (router.tsx, nurses-screen.tsx). Their first load compiles and runs
  // their modules, which took more than the tests' 15 s when every core ran a
  // file, and passed alone: loaded here once, ahead of the clock, each test
  // waits only for its screen to show.
  beforeAll(async () => {
    await Promise.all([
      import('../features/auth/components/login-form'),
      import('../features/dashboard/components/home-overview'),
      import('../features/nurses/components/nurses-screen'),
      import('../features/nurses/components/nurse-detail-view'),
      import('./screens/nurses-screen'),
      import('../features/customers/components/customers-screen'),
      import('./screens/bookings-screen'),
      import('../features/shop/components/shop-layout'),
      import('../features/shop/components/shop-screens'),
      import('../features/finance/components/finance-screen'),
      import('../features/communication/components/communication-screen'),
      import('./screens/admin-screen'),
    ]);
  }, 180_000);

  it('sends a visitor with no session from /nurses to /login', async () => {
    const { router } = renderApp('/nurses');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/login', '/verification', '/dashboard'])(
    'sends a signed-in user from %s Home',
    async (path) => {
      const { router } = renderApp(path, { session: makeSession() });
      expect(await screen.findByRole('heading', { name: 'Main Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('sends STAFF from /admin Home and hides the Admin entry', async () => {
    const { router } = renderApp('/admin', { session: makeSession('STAFF') });
    expect(await screen.findByRole('heading', { name: 'Main Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('lets ADMIN into /admin and shows the Admin menu entry', async () => {
    renderApp('/admin', { session: makeSession('ADMIN') });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    // The screen loads lazily, which takes a while the first time.
    expect(
      await screen.findByText('Staff management', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('lists the side menu entries in order with their URLs', async () => {
    renderApp('/', { session: makeSession('STAFF') });
    await screen.findByRole('heading', { name: 'Main Dashboard' });
    const links = screen.getAllByRole('link').filter((a) => menu().contains(a));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Main', '/'],
      ['Nurse Profiles', '/nurses'],
      ['Bookings', '/bookings'],
      ['Customer Profiles', '/customers'],
      ['Shop', '/shop'],
      ['Finance', '/finance'],
      ['Communication', '/communication'],
    ]);
    expect(screen.getByText('Amina Nakato')).toBeInTheDocument();
  });

  it.each([
    ['/home', '/', 'Main Dashboard'],
    ['/nurses', '/nurses/list', 'Nurse Profiles Dashboard'],
    ['/customers', '/customers/list', 'Customer Profiles Dashboard'],
    ['/shop', '/shop/orders', 'Shop Dashboard'],
    ['/finance', '/finance/list', 'Finance Dashboard'],
  ])('redirects %s to %s titled %s', async (from, to, title) => {
    const { router } = renderApp(from, { session: makeSession() });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it.each([['/shop/sales', 'Sales']])('%s shows its placeholder', async (path, heading) => {
    renderApp(path, { session: makeSession() });
    expect(
      await screen.findByRole('heading', { name: heading }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('/nurses/list/42 shows the nurse screens', async () => {
    renderApp('/nurses/list/42', { session: makeSession() });
    // The screen loads lazily, which takes a while the first time.
    expect(
      await screen.findByRole('heading', { name: 'Care team' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Error loading profile.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('/bookings/b-9 shows the booking page (here: not found)', async () => {
    renderApp('/bookings/b-9', { session: makeSession() });
    expect(
      await screen.findByRole('heading', { name: 'Booking b-9' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('/communication shows the communication screen', async () => {
    renderApp('/communication', { session: makeSession() });
    expect(
      await screen.findByRole('tab', { name: 'Push Notifications' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('shows a 404 to a guest at an unknown address', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('shows the 404 inside the shell to a signed-in user', async () => {
    renderApp('/no/such/page', { session: makeSession() });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(menu()).toBeInTheDocument();
  });

  it('returns to /login when the session runs out', async () => {
    // A session that ran out while the screen still loaded would never show
    // it (the race this test had with a 3 s session on a busy machine): the
    // screen shows first, then the person signs in again for 300 ms.
    const { router } = renderApp('/nurses/list', { session: makeSession('STAFF') });
    expect(
      await screen.findByRole('heading', { name: 'Nurse Profiles Dashboard' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nurses/list');
    act(() => {
      saveSession(makeSession('STAFF', { expiresIn: 300 }));
    });
    expect(router.state.location.pathname).toBe('/nurses/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 10_000,
    });
    expect(localStorage.getItem('care.session')).toBeNull();
  });
});
