import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { api } from '../lib/api-client';
import { clearSession, getSession } from '../lib/session';
import { sessionExpired } from '../lib/session-expired';
import { jsonResponse, makeSession, mockFetch, renderApp } from '../test/render';
import { routes } from './router';
import { SessionExpiredDialog } from './session-expired-dialog';

// A screen whose data call answers 401.
function CallingScreen() {
  const query = useQuery({ queryKey: ['customers'], queryFn: () => api.get('/customer') });
  return <p>{query.isError ? 'failed' : 'loading'}</p>;
}

const withCallingScreen: RouteObject[] = [
  {
    path: '/calls',
    element: (
      <>
        <SessionExpiredDialog />
        <CallingScreen />
      </>
    ),
  },
  ...routes,
];

describe('Session Expired dialog', () => {
  it('opens on a 401 and, on confirm, clears the session and goes to /login', async () => {
    mockFetch(() => jsonResponse(401, { status: 'failed', error: 'You are not signed in' }));
    const { user, router } = renderApp('/calls', {
      session: makeSession(),
      routes: withCallingScreen,
    });

    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(dialog).toHaveTextContent(
      'Your session has expired. Would you like to be redirected to the login page?',
    );
    await user.click(screen.getByRole('button', { name: 'Go to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancel only closes it', async () => {
    mockFetch(() => jsonResponse(401, { status: 'failed', error: 'You are not signed in' }));
    const { user, router } = renderApp('/calls', {
      session: makeSession(),
      routes: withCallingScreen,
    });
    await screen.findByRole('dialog', { name: 'Session Expired' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/calls');
    expect(getSession()).not.toBeNull();
  });

  it('closes by itself when the session ends another way', async () => {
    mockFetch(() => jsonResponse(401, { status: 'failed', error: 'You are not signed in' }));
    renderApp('/calls', { session: makeSession(), routes: withCallingScreen });
    await screen.findByRole('dialog', { name: 'Session Expired' });
    act(() => clearSession());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionExpired.isOpen()).toBe(false);
  });
});
