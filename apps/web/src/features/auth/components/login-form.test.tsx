import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../../lib/session';
import { jsonResponse, makeSession, mockFetch, renderApp, sentBody } from '../../../test/render';

const emailField = () => screen.getByLabelText(/e-mail/i);
const passwordField = () => screen.getByLabelText(/^password/i);
const submit = () => screen.getByRole('button', { name: 'Sign in' });

// The login screen is loaded lazily: wait for it before typing.
async function renderLogin() {
  const rendered = renderApp('/login');
  await screen.findByRole('heading', { name: 'Sign in' });
  return rendered;
}

describe('login form', () => {
  it.each([
    ['', 'Email is required.'],
    ['a.very.long.address.name@example.com', 'Max 30 characters'],
    ['not-an-email', 'Invalid e-mail.'],
  ])('e-mail %j shows %j', async (value, message) => {
    const { user } = await renderLogin();
    if (value) await user.type(emailField(), value);
    await user.click(emailField());
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['', 'Required.'],
    ['abc', 'Min 6 characters'],
  ])('password %j shows %j', async (value, message) => {
    const { user } = await renderLogin();
    await user.click(passwordField());
    if (value) await user.type(passwordField(), value);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('refuses an empty submit with "Missing username or password" and sends nothing', async () => {
    const fetch = mockFetch(() => jsonResponse(200, { status: 'success' }));
    const { user } = await renderLogin();
    await user.click(submit());
    expect(await screen.findByText('Missing username or password')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Required.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on success says so and moves to verification with the e-mail', async () => {
    const fetch = mockFetch(() => jsonResponse(200, { status: 'success' }));
    const { user, router } = await renderLogin();
    await user.type(emailField(), 'amina@care.ug');
    await user.type(passwordField(), 'secret-pass');
    await user.click(submit());

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification'));
    expect(await screen.findByText('amina@care.ug')).toBeInTheDocument();
    expect(sessionStorage.getItem('care.pendingEmail')).toBe('amina@care.ug');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/auth/login');
    expect(sentBody(fetch)).toEqual({ email: 'amina@care.ug', password: 'secret-pass' });
  });

  it('on 401 shows the server message and stays', async () => {
    mockFetch(() =>
      jsonResponse(401, { status: 'failed', error: 'Incorrect email or password pair' }),
    );
    const { user, router } = await renderLogin();
    await user.type(emailField(), 'amina@care.ug');
    await user.type(passwordField(), 'wrong-pass');
    await user.click(submit());

    expect(await screen.findByText('Incorrect email or password pair')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(emailField()).toHaveValue('amina@care.ug');
  });

  it('on another HTTP error shows the server message (and the wait of a 429)', async () => {
    mockFetch(() =>
      jsonResponse(
        429,
        { status: 'failed', error: 'Too many attempts, please wait and try again' },
        { 'Retry-After': '60' },
      ),
    );
    const { user, router } = await renderLogin();
    await user.type(emailField(), 'amina@care.ug');
    await user.type(passwordField(), 'secret-pass');
    await user.click(submit());

    expect(
      await screen.findByText('Too many attempts, please wait and try again (60 s)'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('falls back to a local message when the server is unreachable', async () => {
    const fetch = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = await renderLogin();
    await user.type(emailField(), 'amina@care.ug');
    await user.type(passwordField(), 'secret-pass');
    await user.click(submit());
    expect(await screen.findByText('An error occurred, please try again')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
  });

  // Issue 26: the session token leaves the disk with the tab unless the user chose to stay.
  it.each([
    [false, 'sessionStorage', sessionStorage, localStorage],
    [true, 'localStorage', localStorage, sessionStorage],
  ])(
    '"Keep me signed in on this computer" ticked: %s; the code step keeps the session in %s',
    async (keep, _where, kept, other) => {
      const session = makeSession('ADMIN', { token: 'signed-in-token' });
      mockFetch((url) =>
        jsonResponse(200, {
          status: 'success',
          data: url.includes('/auth/verify') ? session : undefined,
        }),
      );
      const { user, router } = await renderLogin();
      const box = screen.getByRole('checkbox', { name: 'Keep me signed in on this computer' });
      expect(box).not.toBeChecked();
      await user.type(emailField(), 'amina@care.ug');
      await user.type(passwordField(), 'secret-pass');
      if (keep) await user.click(box);
      await user.click(submit());
      await waitFor(() => expect(router.state.location.pathname).toBe('/verification'));
      await user.type(await screen.findByLabelText(/verification code/i), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(kept.getItem(SESSION_KEY)).toContain('signed-in-token'));
      expect(other.getItem(SESSION_KEY)).toBeNull();
      // the box is a choice for this sign-in only
      expect(sessionStorage.getItem('care.pendingKeep')).toBeNull();
    },
  );

  it('/dashboard shows the login screen to a guest', async () => {
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
