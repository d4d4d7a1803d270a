import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session';
import { failed, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';

// Issue 20.12: a temporary password shows only its change; the user menu
// offers "Change password" at any time.
const menu = () => screen.queryByRole('navigation', { name: 'Main menu' });

describe('change password', () => {
  it('after a sign-in with a temporary password, only the change shows until it is done', async () => {
    const fetch = routeFetch([
      ['POST', /\/auth\/change-password$/, () => ok({ endedSessions: 0 })],
      ['GET', /./, () => ok([])],
    ]);
    const { user, router } = renderApp('/customers/list', {
      session: makeSession('STAFF', { mustChangeCredentials: true }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Choose your own password' }),
    ).toBeInTheDocument();
    expect(menu()).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Current password/), 'Temp-2026-abc');
    await user.type(screen.getByLabelText(/^New password \*?$/), 'Mine-at-last-7');
    await user.type(screen.getByLabelText(/^New password again/), 'Mine-at-last-7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(menu()).toBeInTheDocument());
    expect(
      await screen.findByText('Password changed; you are signed out everywhere else'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customers/list');
    expect(getSession()?.mustChangeCredentials).toBe(false);
    const sent = fetch.mock.calls.find(([url]) => String(url).endsWith('/auth/change-password'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      currentPassword: 'Temp-2026-abc',
      newPassword: 'Mine-at-last-7',
    });
  });

  it('from the user menu: the server refusing the current password shows on that field', async () => {
    routeFetch([
      [
        'POST',
        /\/auth\/change-password$/,
        () =>
          failed(400, 'The current password is not correct', {
            currentPassword: 'The current password is not correct',
          }),
      ],
      ['GET', /./, () => ok([])],
    ]);
    const { user } = renderApp('/customers/list', { session: makeSession('STAFF') });
    await user.click(await screen.findByRole('button', { name: /your account/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(screen.getByLabelText(/^Current password/), 'not-it-2026');
    await user.type(screen.getByLabelText(/^New password \*?$/), 'Mine-at-last-7');
    await user.type(screen.getByLabelText(/^New password again/), 'Mine-at-last-7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        'The current password is not correct',
      ),
    );
    expect(dialog).toBeInTheDocument();
  });
});
