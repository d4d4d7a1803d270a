import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { EMPTY_DASHBOARD, EMPTY_VISITS } from '../../test/fixtures';
import { jsonResponse, makeSession, mockFetch, renderApp } from '../../test/render';

describe('shell', () => {
  it('titles the dashboard from the chosen menu entry', async () => {
    const { user, router } = renderApp('/', { session: makeSession() });
    await screen.findByRole('heading', { name: 'Main Dashboard' });
    await user.click(screen.getByRole('link', { name: 'Nurse Profiles' }));
    expect(
      await screen.findByRole('heading', { name: 'Nurse Profiles Dashboard' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nurses/list');
    expect(screen.getByRole('link', { name: 'Nurse Profiles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByLabelText('Search Nurse Profiles')).toBeInTheDocument();
  });

  it('logs out: calls the API, clears the session, says so, goes to /login', async () => {
    // Home may load its summary and today's visits first: the logout is the call to look for.
    const fetch = mockFetch((url) =>
      url.includes('/dashboard/summary')
        ? jsonResponse(200, { status: 'success', data: EMPTY_DASHBOARD })
        : url.includes('/visits/today')
          ? jsonResponse(200, { status: 'success', data: EMPTY_VISITS })
          : jsonResponse(200, { status: 'success' }),
    );
    const { user, router } = renderApp('/', { session: makeSession() });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Log out successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
    const logout = fetch.mock.calls.filter(([url]) => url === '/api/v1/auth/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]?.[1]?.method).toBe('POST');
  });

  it('clears the session even when the logout call fails', async () => {
    mockFetch(() => jsonResponse(500, { status: 'failed', error: 'Boom' }));
    const { user, router } = renderApp('/', { session: makeSession() });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it('at 390 px hides the menu in a drawer opened by a menu button', async () => {
    window.innerWidth = 390;
    const { user, router } = renderApp('/customers/list', { session: makeSession() });
    expect(
      await screen.findByRole('heading', { name: 'Customer Profiles Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Search Customer Profiles')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(nav).getByRole('link', { name: 'Finance' }));
    expect(await screen.findByRole('heading', { name: 'Finance Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/finance/list');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
  });
});
