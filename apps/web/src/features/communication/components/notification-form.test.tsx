import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeNotification, makeRecipient } from '../test-fixtures';
import { NotificationForm } from './notification-form';

const reachable = makeRecipient({ id: 7, name: 'Amina Nakato', reachable: true });
const unreachable = makeRecipient({ id: 8, name: 'Sarah Achieng', reachable: false });
// A nurse may carry the same id as a customer: the kind tells them apart.
const nurse = makeRecipient({
  kind: 'nurse',
  id: 7,
  name: 'Harriet Nakibuuka',
  phone: '+256701200300',
  reachable: true,
});
const GATEWAY_DOWN = 'The notification could not be sent: messaging/server-unavailable';

function renderForm(answer: () => Response = () => ok(makeNotification())) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/sendcomms\/recipients$/, () => ok([reachable, unreachable, nurse])],
    ['POST', /^\/api\/v1\/sendcomms\/sendNotificationToTopic$/, answer],
    ['POST', /^\/api\/v1\/sendcomms\/send_to_one_user$/, answer],
  ]);
  return { ...renderWithProviders(<NotificationForm />), fetch };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const sendButton = () => screen.getByRole('button', { name: 'Send notification' });

async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValid(user: UserEvent) {
  await choose(user, /^Category/, 'Post alert');
  await choose(user, /^Opens in the app/, 'Health feed: new post');
  await fill(user, field(/^Title/), 'Health talk on Thursday');
  await fill(user, field(/^Message/), 'Join us live in the app at 6pm.');
}

async function pick(user: UserEvent, name: RegExp) {
  await user.type(screen.getByRole('combobox', { name: /^Recipient/ }), 'Nak');
  await user.click(await screen.findByRole('option', { name }));
}

describe('NotificationForm', { timeout: 30_000 }, () => {
  it('counts title and message to 100 and explains empty and too long text', async () => {
    const { user } = renderForm();
    expect(screen.getAllByText('0/100')).toHaveLength(2);
    await user.click(field(/^Title/));
    await user.tab();
    await waitFor(() =>
      expect(field(/^Title/)).toHaveAccessibleDescription('Field is required 0/100'),
    );
    await user.click(field(/^Title/));
    await user.paste('x'.repeat(101));
    await waitFor(() =>
      expect(field(/^Title/)).toHaveAccessibleDescription(
        'You have exceeded the character length 101/100',
      ),
    );
    await user.click(field(/^Message/));
    await user.paste('y'.repeat(100));
    expect(field(/^Message/)).toHaveAccessibleDescription('100/100');
    await user.paste('y');
    await waitFor(() =>
      expect(field(/^Message/)).toHaveAccessibleDescription(
        'You have exceeded the character length 101/100',
      ),
    );
  });

  it('keeps Send disabled until the form is valid', async () => {
    const { user } = renderForm();
    expect(sendButton()).toBeDisabled();
    await fillValid(user);
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.clear(field(/^Message/));
    await waitFor(() => expect(sendButton()).toBeDisabled());
  });

  it('sends to all users on the global topic after confirming, then starts afresh', async () => {
    const { user, fetch } = renderForm();
    await fillValid(user);
    await fill(user, field(/^Label/), 'events');
    await user.click(sendButton());
    const confirm = await screen.findByRole('dialog', { name: 'Send to all users?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Notification message sent successfully')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /sendNotificationToTopic$/)).toEqual([
      {
        category: 'postAlert',
        title: 'Health talk on Thursday',
        click_action: 'HEALTH_FEED_CREATE',
        message: 'Join us live in the app at 6pm.',
        label: 'events',
        messageType: 'all',
      },
    ]);
    const [, init] = fetch.mock.calls.find(([url]) => String(url).includes('sendcomms'))!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(field(/^Title/)).toHaveValue(''));
    expect(sendButton()).toBeDisabled();
  });

  it('sends to one customer found by the search, by customer id', async () => {
    const { user, fetch } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Single user' }));
    await waitFor(() => expect(sendButton()).toBeDisabled());
    await user.type(screen.getByRole('combobox', { name: /^Recipient/ }), 'Na');
    expect(await screen.findByText('Type at least 3 characters')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /^Recipient/ }), 'k');
    const option = await screen.findByRole('option', { name: /Amina Nakato/ });
    expect(option).toHaveTextContent('Customer · +256 772 123 456');
    expect(option).toHaveTextContent('Has a device token');
    expect(screen.getByRole('option', { name: /Harriet Nakibuuka/ })).toHaveTextContent(
      'Nurse · +256 701 200 300',
    );
    expect(screen.getByRole('option', { name: /Sarah Achieng/ })).toHaveTextContent(
      'No device token',
    );
    expect(
      new URL(String(fetch.mock.calls[0]?.[0]), 'http://x').searchParams.get('searchTerm'),
    ).toBe('Nak');
    await user.click(option);
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());
    const confirm = await screen.findByRole('dialog', { name: 'Send to Amina Nakato?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Notification message sent successfully')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /send_to_one_user$/)).toEqual([
      {
        category: 'postAlert',
        title: 'Health talk on Thursday',
        click_action: 'HEALTH_FEED_CREATE',
        message: 'Join us live in the app at 6pm.',
        label: null,
        messageType: 'single',
        customerId: 7,
      },
    ]);
  });

  it('sends to one nurse found by the same search, by nurse id', async () => {
    const { user, fetch } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Single user' }));
    await pick(user, /Harriet Nakibuuka/);
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());
    const confirm = await screen.findByRole('dialog', { name: 'Send to Harriet Nakibuuka?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Notification message sent successfully')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /send_to_one_user$/)).toEqual([
      {
        category: 'postAlert',
        title: 'Health talk on Thursday',
        click_action: 'HEALTH_FEED_CREATE',
        message: 'Join us live in the app at 6pm.',
        label: null,
        messageType: 'single',
        nurseId: 7,
      },
    ]);
  });

  it('refuses a customer without a device token and keeps Send disabled', async () => {
    const { user, fetch } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Single user' }));
    await pick(user, /Sarah Achieng/);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Recipient/ })).toHaveAccessibleDescription(
        'You cannot send this user a direct message',
      ),
    );
    expect(sendButton()).toBeDisabled();
    // Everyone can still be reached.
    await user.click(screen.getByRole('radio', { name: 'All users' }));
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(bodiesSent(fetch, 'POST', /sendcomms/)).toEqual([]);
  });

  it("shows the server's error when the gateway fails and keeps the text", async () => {
    const { user } = renderForm(() => failed(502, GATEWAY_DOWN));
    await fillValid(user);
    await user.click(sendButton());
    const confirm = await screen.findByRole('dialog', { name: 'Send to all users?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(GATEWAY_DOWN)).toBeInTheDocument();
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(field(/^Title/)).toHaveValue('Health talk on Thursday');
  });
});
