import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Customer, Reach } from '@app/contract';
import { bodiesSent, failed, makeCustomer, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeReach } from '../sms-test-fixtures';
import { makeNotification } from '../test-fixtures';
import { MessageDialog } from './message-dialog';

const reachable = makeCustomer({ can_push: true });
const noToken = makeCustomer({ can_push: false });
const NO_TOKEN = 'Cannot send message to user without firebase token';

type Answers = { push?: () => Response; sms?: () => Response; reach?: Reach };

function renderDialog(customer: Customer, answers: Answers = {}) {
  const reach = answers.reach ?? makeReach({ push: { available: customer.can_push } });
  const fetch = routeFetch([
    ['POST', /^\/api\/v1\/customer\/7\/message$/, answers.push ?? (() => ok(makeNotification()))],
    ['GET', /^\/api\/v1\/sms\/reach$/, () => ok(reach)],
    [
      'POST',
      /^\/api\/v1\/sms\/messages$/,
      answers.sms ?? (() => ok({ batchId: 'b1', queued: 1, skipped: [], costUgx: 35 })),
    ],
  ]);
  const onClose = vi.fn();
  const utils = renderWithProviders(<MessageDialog open onClose={onClose} customer={customer} />);
  const dialog = screen.getByRole('dialog', { name: 'Message Amina Nakato' });
  const message = within(dialog).getByRole('textbox', { name: /^Message/ });
  const send = within(dialog).getByRole('button', { name: 'Send' });
  const channel = (name: 'Push (app)' | RegExp) => within(dialog).getByRole('checkbox', { name });
  return { ...utils, fetch, onClose, dialog, message, send, channel };
}

const pushes = (fetch: ReturnType<typeof routeFetch>) =>
  bodiesSent(fetch, 'POST', /customer\/7\/message$/);
const smses = (fetch: ReturnType<typeof routeFetch>) => bodiesSent(fetch, 'POST', /sms\/messages$/);

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
    expect(pushes(fetch)).toEqual([]);
    expect(smses(fetch)).toEqual([]);
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
    const { user, message, send, onClose } = renderDialog(reachable, {
      push: () => failed(502, 'Error sending notification: messaging/internal-error'),
    });
    await user.click(message);
    await user.paste('Hello');
    await user.click(send);
    expect(
      await screen.findByText('Error sending notification: messaging/internal-error'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without a device token and no SMS either, it explains both and offers no send', async () => {
    const { dialog, message, send, fetch, channel } = renderDialog(noToken, {
      reach: makeReach({
        push: { available: false, reason: 'No device token' },
        sms: { available: false, optedOut: true, reason: null },
      }),
    });
    // The spec's refusal for push shows at once, before the reach is known.
    expect(within(dialog).getByText(NO_TOKEN)).toBeInTheDocument();
    expect(message).toBeDisabled();
    expect(send).toBeDisabled();
    expect(await within(dialog).findByText('No SMS: They asked for no SMS')).toBeInTheDocument();
    expect(channel('Push (app)')).toBeDisabled();
    expect(channel(/^SMS/)).toBeDisabled();
    expect(message).toBeDisabled();
    expect(send).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(pushes(fetch)).toEqual([]);
    expect(smses(fetch)).toEqual([]);
  });

  it('without a device token it still refuses push but offers SMS instead, with its part counter', async () => {
    const { user, dialog, message, send, fetch, channel, onClose } = renderDialog(noToken, {
      reach: makeReach({ push: { available: false } }),
    });
    expect(within(dialog).getByText(NO_TOKEN)).toBeInTheDocument();
    await waitFor(() => expect(channel(/^SMS/)).toBeChecked());
    expect(channel(/^SMS/)).toBeEnabled();
    expect(channel(/^SMS/)).toHaveAccessibleName('SMS to +256 772 123 456');
    expect(channel('Push (app)')).not.toBeChecked();
    expect(channel('Push (app)')).toBeDisabled();
    expect(message).toBeEnabled();
    // SMS counts in SMS parts, not push's 250 characters.
    expect(message).not.toHaveAccessibleDescription(/\/250/);
    await user.click(message);
    await user.paste('Your nurse arrives at 9am tomorrow.');
    expect(within(dialog).getByTestId('sms-counter')).toHaveTextContent(
      '35 characters · 1 SMS · GSM-7',
    );
    await user.click(send);
    expect(await screen.findByText('SMS queued')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(smses(fetch)).toEqual([
      { message: 'Your nurse arrives at 9am tomorrow.', audience: { kind: 'customer', id: 7 } },
    ]);
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/sms/messages'))!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(pushes(fetch)).toEqual([]);
  });

  it('with a token, push is chosen; ticking SMS too sends both and says what happened to each', async () => {
    const { user, message, send, fetch, channel, onClose } = renderDialog(reachable);
    expect(channel('Push (app)')).toBeChecked();
    await waitFor(() => expect(channel(/^SMS/)).toBeEnabled());
    expect(channel(/^SMS/)).not.toBeChecked();
    expect(screen.queryByTestId('sms-counter')).not.toBeInTheDocument();
    await user.click(channel(/^SMS/));
    expect(screen.getByTestId('sms-counter')).toBeInTheDocument();
    await user.click(message);
    await user.paste('Clinic closed on Monday.');
    // Both: push's 250 characters still apply.
    expect(message).toHaveAccessibleDescription('24/250');
    await user.click(send);
    expect(
      await screen.findByText('Push: Message sent successfully · SMS: SMS queued'),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(pushes(fetch)).toEqual([{ message: 'Clinic closed on Monday.' }]);
    expect(smses(fetch)).toEqual([
      { message: 'Clinic closed on Monday.', audience: { kind: 'customer', id: 7 } },
    ]);
  });

  it('when one of two channels fails, it says so for each and keeps only the failed one to retry', async () => {
    const { user, dialog, message, send, fetch, channel, onClose } = renderDialog(reachable, {
      sms: () => failed(422, 'Only Ugandan mobile numbers (+256 7…) get SMS'),
    });
    await waitFor(() => expect(channel(/^SMS/)).toBeEnabled());
    await user.click(channel(/^SMS/));
    await user.click(message);
    await user.paste('Clinic closed on Monday.');
    await user.click(send);
    expect(
      await within(dialog).findByText(
        'Push: Message sent successfully. SMS not sent: Only Ugandan mobile numbers (+256 7…) get SMS',
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(channel('Push (app)')).not.toBeChecked();
    expect(channel(/^SMS/)).toBeChecked();
    expect(pushes(fetch)).toHaveLength(1);
    expect(smses(fetch)).toHaveLength(1);
  });

  it('a text too long for push is fine by SMS alone: the rules follow the channels', async () => {
    const { user, message, send, fetch, channel } = renderDialog(reachable);
    await waitFor(() => expect(channel(/^SMS/)).toBeEnabled());
    await user.click(message);
    await user.paste('m'.repeat(300));
    await user.click(send);
    await waitFor(() => expect(message).toHaveAccessibleDescription('Max 250 characters 300/250'));
    await user.click(channel(/^SMS/));
    await user.click(channel('Push (app)'));
    await waitFor(() => expect(message).toHaveAccessibleDescription(''));
    expect(screen.getByTestId('sms-counter')).toHaveTextContent('300 characters · 2 SMS');
    await user.click(send);
    expect(await screen.findByText('SMS queued')).toBeInTheDocument();
    expect(smses(fetch)).toEqual([
      { message: 'm'.repeat(300), audience: { kind: 'customer', id: 7 } },
    ]);
    expect(pushes(fetch)).toEqual([]);
  });
});
