import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Customer } from '@app/contract';
import { bodiesSent, failed, makeCustomer, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeNotification } from '../test-fixtures';
import { MessageDialog } from './message-dialog';

const reachable = makeCustomer({ can_push: true });

function renderDialog(customer: Customer, answer: () => Response = () => ok(makeNotification())) {
  const fetch = routeFetch([['POST', /^\/api\/v1\/customer\/7\/message$/, answer]]);
  const onClose = vi.fn();
  const utils = renderWithProviders(<MessageDialog open onClose={onClose} customer={customer} />);
  const dialog = screen.getByRole('dialog', { name: 'Message Amina Nakato' });
  const message = within(dialog).getByRole('textbox', { name: /^Message/ });
  const send = within(dialog).getByRole('button', { name: 'Send' });
  return { ...utils, fetch, onClose, dialog, message, send };
}

describe('MessageDialog', { timeout: 30_000 }, () => {
  it('counts to 250, refuses an empty or too long message and sends nothing', async () => {
    const { user, fetch, message, send } = renderDialog(reachable);
    expect(message).toHaveAccessibleDescription('0/250');
    await user.click(send);
    await waitFor(() => expect(message).toHaveAccessibleDescription('Message too short 0/250'));
    await user.click(message);
    await user.paste('m'.repeat(251));
    await waitFor(() => expect(message).toHaveAccessibleDescription('Max 250 characters 251/250'));
    await user.click(send);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the message (never a token: the server knows it), toasts and closes', async () => {
    const { user, fetch, message, send, onClose } = renderDialog(reachable);
    await user.click(message);
    await user.paste('  Your nurse arrives at 9am tomorrow.  ');
    await user.click(send);
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(bodiesSent(fetch, 'POST', /message$/)).toEqual([
      { message: 'Your nurse arrives at 9am tomorrow.' },
    ]);
  });

  it('a failed send says so and keeps the dialog open', async () => {
    const { user, message, send, onClose } = renderDialog(reachable, () =>
      failed(502, 'Error sending notification: messaging/internal-error'),
    );
    await user.click(message);
    await user.paste('Hello');
    await user.click(send);
    expect(
      await screen.findByText('Error sending notification: messaging/internal-error'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without a device token it explains why and offers no send', () => {
    const { dialog, message, send, fetch } = renderDialog(makeCustomer({ can_push: false }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Cannot send message to user without firebase token',
    );
    expect(message).toBeDisabled();
    expect(send).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
