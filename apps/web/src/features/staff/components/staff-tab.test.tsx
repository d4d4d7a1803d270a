import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { STAFF_ID, adminSession, adminStaff, makeStaff } from '../test-fixtures';

const LAZY = { timeout: 15_000 };

function api(put?: () => Response) {
  const sarah = makeStaff();
  return routeFetch([
    ['GET', /^\/api\/v1\/staff$/, () => ok([adminStaff(), sarah])],
    [
      'PUT',
      /^\/api\/v1\/staff\/[\w-]+$/,
      (_url, init) => put?.() ?? ok({ ...sarah, ...(JSON.parse(String(init.body)) as object) }),
    ],
    ['POST', /^\/api\/v1\/staff\/[\w-]+\/password$/, () => ok(sarah)],
    ['POST', /^\/api\/v1\/staff\/[\w-]+\/sessions\/end$/, () => ok({ ended: 2 })],
  ]);
}

async function openAdmin() {
  const utils = renderApp('/admin', { session: adminSession() });
  const table = await screen.findByRole('table', { name: 'Staff accounts' }, LAZY);
  await within(table).findByRole('row', { name: /Sarah Achieng/ });
  return { ...utils, table };
}

const url = (id: string, rest = '') => new RegExp(`^/api/v1/staff/${id}${rest}$`);

describe('Admin > Staff', { timeout: 30_000 }, () => {
  it('lists the accounts with role, status, last sign-in and live sessions', async () => {
    api();
    const { table } = await openAdmin();
    const row = within(table).getByRole('row', { name: /Sarah Achieng/ });
    expect(row).toHaveTextContent('sarah@care.ug');
    expect(row).toHaveTextContent('STAFF');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('20-11-2025 09:30');
    expect(within(row).getAllByRole('cell').at(-2)).toHaveTextContent('2');
    expect(within(table).getByRole('row', { name: /Amina Nakato \(you\)/ })).toBeInTheDocument();
  });

  it("the admin's own row cannot be deactivated", async () => {
    api();
    await openAdmin();
    expect(screen.getByRole('button', { name: 'Deactivate Amina Nakato' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deactivate Sarah Achieng' })).toBeEnabled();
  });

  it('changes the role after a confirmation', async () => {
    const fetch = api();
    const { user } = await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Change role of Sarah Achieng to ADMIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role of Sarah Achieng?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make ADMIN' }));
    expect(await screen.findByText('Sarah Achieng is now ADMIN')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', url(STAFF_ID))).toEqual([{ role: 'ADMIN' }]);
  });

  it('deactivates only after the confirmation', async () => {
    const fetch = api();
    const { user } = await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Deactivate Sarah Achieng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Sarah Achieng?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bodiesSent(fetch, 'PUT', url(STAFF_ID))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Deactivate Sarah Achieng' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
    );
    expect(
      await screen.findByText('Sarah Achieng deactivated; their sessions ended'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', url(STAFF_ID))).toEqual([{ active: false }]);
  });

  it("shows the server's refusal (the last admin) as a toast", async () => {
    api(() => failed(409, STAFF_MESSAGES.lastAdmin));
    const { user } = await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Change role of Amina Nakato to STAFF' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make STAFF' }),
    );
    expect(await screen.findByText(STAFF_MESSAGES.lastAdmin)).toBeInTheDocument();
  });

  it('resets a password with the rules of a temporary password', async () => {
    const fetch = api();
    const { user } = await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Reset password of Sarah Achieng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password of Sarah Achieng' });
    const password = within(dialog).getByLabelText(/^Temporary password/);
    await user.type(password, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('At least 8 characters')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Password123');
    expect(
      await within(dialog).findByText('This password is too common; choose another'),
    ).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Kiwi-Mango-58');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('Password reset for Sarah Achieng; their sessions ended'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', url(STAFF_ID, '/password'))).toEqual([
      { password: 'Kiwi-Mango-58' },
    ]);
  });

  it('ends all sessions after a confirmation and says how many', async () => {
    const fetch = api();
    const { user } = await openAdmin();
    await user.click(screen.getByRole('button', { name: 'End all sessions of Sarah Achieng' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'End all sessions of Sarah Achieng?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText('2 sessions ended')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', url(STAFF_ID, '/sessions/end'))).toHaveLength(1);
  });

  it('a phone shows one card an account, with its actions', async () => {
    window.innerWidth = 390;
    api();
    renderApp('/admin', { session: adminSession() });
    const list = await screen.findByRole('list', { name: 'Staff accounts' }, LAZY);
    const cards = await within(list).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Sarah Achieng');
    expect(cards[1]).toHaveTextContent('Live sessions: 2');
    expect(
      within(cards[1]!).getByRole('button', { name: 'Deactivate Sarah Achieng' }),
    ).toBeEnabled();
    expect(screen.queryByRole('table', { name: 'Staff accounts' })).not.toBeInTheDocument();
  });
});
