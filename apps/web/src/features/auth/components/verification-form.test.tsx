import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session';
import { jsonResponse, makeSession, mockFetch, renderApp, sentBody } from '../../../test/render';
import { EMPTY_DASHBOARD, EMPTY_VISITS } from '../../../test/fixtures';

/** Home's figures, all nought: the screen a sign-in lands on. */
const HOME = EMPTY_DASHBOARD;

const codeField = () => screen.getByLabelText(/verification code/i);

describe('verification form', () => {
  it('sends a visitor without an e-mail to /login', async () => {
    const { router } = renderApp('/verification');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('names the e-mail and uses a one-time-code numeric field', async () => {
    renderApp('/verification', { state: { email: 'amina@care.ug' } });
    expect(await screen.findByText('amina@care.ug')).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('falls back to the e-mail kept in sessionStorage (reload)', async () => {
    sessionStorage.setItem('care.pendingEmail', 'amina@care.ug');
    renderApp('/verification');
    expect(await screen.findByText('amina@care.ug')).toBeInTheDocument();
  });

  it('a reload of /verification keeps the "Keep me signed in" choice (sessionStorage)', async () => {
    sessionStorage.setItem('care.pendingEmail', 'amina@care.ug');
    sessionStorage.setItem('care.pendingKeep', 'yes');
    const session = makeSession('ADMIN', { token: 'kept-token' });
    mockFetch((url) =>
      url.includes('/dashboard/summary')
        ? jsonResponse(200, { status: 'success', data: HOME })
        : url.includes('/visits/today')
          ? jsonResponse(200, { status: 'success', data: EMPTY_VISITS })
          : jsonResponse(200, { status: 'success', data: session }),
    );
    const { user } = renderApp('/verification');
    await screen.findByText('amina@care.ug');
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem('care.session')).toContain('kept-token'));
    expect(sessionStorage.getItem('care.session')).toBeNull();
  });

  it('on failure says "Invalid verification, please try again" and stays', async () => {
    mockFetch(() =>
      jsonResponse(401, { status: 'failed', error: 'Invalid verification, please try again' }),
    );
    const { user, router } = renderApp('/verification', { state: { email: 'amina@care.ug' } });
    await screen.findByText('amina@care.ug');
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Invalid verification, please try again')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verification');
    expect(getSession()).toBeNull();
  });

  it("a right code sent at once after a wrong one reaches Home without the wrong one's error", async () => {
    const session = makeSession('ADMIN');
    let verifies = 0;
    mockFetch((url) => {
      if (url.includes('/dashboard/summary'))
        return jsonResponse(200, { status: 'success', data: HOME });
      if (url.includes('/visits/today'))
        return jsonResponse(200, { status: 'success', data: EMPTY_VISITS });
      if (!url.includes('/auth/verify'))
        return jsonResponse(200, { status: 'success', data: session });
      verifies += 1;
      return verifies === 1
        ? jsonResponse(401, { status: 'failed', error: 'Invalid verification, please try again' })
        : jsonResponse(200, { status: 'success', data: session });
    });
    const { user, router } = renderApp('/verification', { state: { email: 'amina@care.ug' } });
    await screen.findByText('amina@care.ug');
    await user.type(codeField(), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid verification, please try again')).toBeInTheDocument();
    // Pasted and sent within the moment a page change keeps a fresh error for.
    await user.clear(codeField());
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Gone at once, not after its 5 s.
    await waitFor(
      () => expect(screen.queryByText('Invalid verification, please try again')).toBeNull(),
      { timeout: 1500 },
    );
  });

  it('asks for 6 digits before sending', async () => {
    const fetch = mockFetch(() => jsonResponse(200, { status: 'success' }));
    const { user } = renderApp('/verification', { state: { email: 'amina@care.ug' } });
    await screen.findByText('amina@care.ug');
    await user.type(codeField(), '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on success saves the session, says so and goes Home', async () => {
    const session = makeSession('ADMIN');
    const fetch = mockFetch(() => jsonResponse(200, { status: 'success', data: session }));
    const { user, router } = renderApp('/verification', { state: { email: 'amina@care.ug' } });
    await screen.findByText('amina@care.ug');
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Email login verified')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Main Dashboard' })).toBeInTheDocument();
    expect(getSession()).toMatchObject({ token: session.token, user: session.user });
    expect(getSession()?.expiresAt).toBeGreaterThan(Date.now());
    expect(sentBody(fetch)).toEqual({ email: 'amina@care.ug', code: '123456' });
    expect(sessionStorage.getItem('care.pendingEmail')).toBeNull();
  });
});
