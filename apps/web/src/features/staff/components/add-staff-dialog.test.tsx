import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeStaff } from '../test-fixtures';
import { AddStaffDialog } from './add-staff-dialog';

function renderDialog(post: () => Response = () => ok(makeStaff({ email: 'new@care.ug' }), 201)) {
  const fetch = routeFetch([['POST', /^\/api\/v1\/staff$/, post]]);
  const onClose = vi.fn();
  const utils = renderWithProviders(<AddStaffDialog open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Add staff' });
  return { ...utils, fetch, onClose, dialog };
}

const text = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const password = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Temporary password/);

async function fillValid(user: UserEvent, dialog: HTMLElement, email = 'New@Care.ug') {
  await user.type(text(dialog, /^Name/), 'Grace Auma');
  await user.type(text(dialog, /^E-mail/), email);
  await user.type(password(dialog), 'Kiwi-Mango-58');
}

describe('AddStaffDialog', { timeout: 30_000 }, () => {
  it('an empty submit explains each field and sends nothing', async () => {
    const { user, fetch, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add staff' }));
    expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
    expect(text(dialog, /^Name/)).toHaveAccessibleDescription('Field is required');
    expect(text(dialog, /^E-mail/)).toHaveAccessibleDescription('Email is required. 0/30');
    expect(password(dialog)).toHaveAccessibleDescription('At least 8 characters');
    expect(within(dialog).getByRole('combobox', { name: /^Role/ })).toHaveTextContent('STAFF');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an e-mail over 30 characters and a short or common password', async () => {
    const { user, dialog } = renderDialog();
    await user.type(text(dialog, /^E-mail/), 'a.very.long.name.indeed@care.ug');
    await user.type(password(dialog), 'abc');
    await user.tab();
    await waitFor(() =>
      expect(text(dialog, /^E-mail/)).toHaveAccessibleDescription('Max 30 characters 31/30'),
    );
    expect(password(dialog)).toHaveAccessibleDescription('At least 8 characters');
    await user.clear(password(dialog));
    await user.type(password(dialog), 'kampala123');
    await waitFor(() =>
      expect(password(dialog)).toHaveAccessibleDescription(
        'This password is too common; choose another',
      ),
    );
  });

  it('adds the account: the e-mail in lower case, the chosen role', async () => {
    const { user, fetch, dialog, onClose } = renderDialog();
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'ADMIN' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add staff' }));
    expect(await screen.findByText('Staff account added for new@care.ug')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(bodiesSent(fetch, 'POST', /staff$/)).toEqual([
      { name: 'Grace Auma', email: 'new@care.ug', role: 'ADMIN', password: 'Kiwi-Mango-58' },
    ]);
  });

  it("shows the server's 409 for a known e-mail and keeps the form", async () => {
    const { user, dialog, onClose } = renderDialog(() => failed(409, STAFF_MESSAGES.duplicate));
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add staff' }));
    expect(await screen.findByText(STAFF_MESSAGES.duplicate)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(text(dialog, /^Name/)).toHaveValue('Grace Auma');
  });
});
