import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { jsonResponse, makeSession, mockFetch, renderApp, sentBody } from '../../test/render';
import { cleanCode } from './components/verification-form';
import { safeReturnPath } from './return-path';

// Issue 21.14: a deep link survives the sign-in; a code pasted with a space
// or a dash keeps its 6 digits.

describe('return path after sign-in', () => {
  it('keeps a same-app path with its query and hash', () => {
    expect(safeReturnPath('/finance/list')).toBe('/finance/list');
    expect(safeReturnPath('/bookings/42?tab=jobs#top')).toBe('/bookings/42?tab=jobs#top');
  });

  it.each([
    'https://evil.example/finance/list',
    '//evil.example/finance/list',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'finance/list',
    '',
    '/login',
    '/verification',
    '/dashboard',
    '/',
  ])('refuses %j (no open redirect, no sign-in screen)', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath({ pathname: '/finance/list' })).toBeNull();
  });
});

describe('code field', () => {
  it('strips spaces and dashes before the 6-character limit', () => {
    expect(cleanCode('726 295')).toBe('726295');
    expect(cleanCode(' 726-295 ')).toBe('726295');
    expect(cleanCode('726\u2013295')).toBe('726295');
    expect(cleanCode('1234567')).toBe('123456');
  });
});

describe('deep link through sign-in', () => {
  it('opens /finance/list signed out, signs in with a pasted "726 295" and lands on /finance/list', async () => {
    const session = makeSession('STAFF');
    const fetch = mockFetch((url) => {
      if (url.endsWith('/auth/login')) return jsonResponse(200, { status: 'success' });
      if (url.endsWith('/auth/verify'))
        return jsonResponse(200, { status: 'success', data: session });
      return new Promise<Response>(() => {}); // the screens' own data: not needed here
    });
    const { user, router } = renderApp('/finance/list');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'amina@care.ug');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification'));

    const code = await screen.findByLabelText(/verification code/i);
    await user.click(code);
    await user.paste('726 295');
    expect(code).toHaveValue('726295');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/finance/list'));
    expect(getSession()?.token).toBe(session.token);
    expect(sentBody(fetch, 1)).toEqual({ email: 'amina@care.ug', code: '726295' });
    await waitFor(() => expect(sessionStorage.getItem('care.pendingReturn')).toBeNull());
  });

  it('after a reload of /verification still lands on the kept path', async () => {
    sessionStorage.setItem('care.pendingEmail', 'amina@care.ug');
    sessionStorage.setItem('care.pendingReturn', '/customers/list');
    mockFetch((url) =>
      url.endsWith('/auth/verify')
        ? jsonResponse(200, { status: 'success', data: makeSession('STAFF') })
        : new Promise<Response>(() => {}),
    );
    const { user, router } = renderApp('/verification');
    await user.type(await screen.findByLabelText(/verification code/i), '123-456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/list'));
    await waitFor(() => expect(sessionStorage.getItem('care.pendingReturn')).toBeNull());
  });

  it('never follows an outside address kept in the state', async () => {
    mockFetch((url) =>
      url.endsWith('/auth/verify')
        ? jsonResponse(200, { status: 'success', data: makeSession('STAFF') })
        : new Promise<Response>(() => {}),
    );
    const { user, router } = renderApp('/verification', {
      state: { email: 'amina@care.ug', from: '//evil.example/x' },
    });
    await user.type(await screen.findByLabelText(/verification code/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
