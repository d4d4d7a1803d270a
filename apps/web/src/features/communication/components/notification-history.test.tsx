import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chipColors } from '../../../theme';
import { ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeNotification } from '../test-fixtures';
import { NotificationHistory } from './notification-history';

// MUI screens render slowly in jsdom on a busy machine: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

const sent = makeNotification();
const failedSend = makeNotification({
  id: 62,
  title: 'Your mama kit is ready',
  message: 'Pick it up at Kikubo or ask for delivery.',
  messageType: 'single',
  topic: null,
  receiver: 'Amina Nakato',
  receiverType: 'customer',
  gateway: 'fcm',
  result: 'failed',
  gatewayMessageId: null,
  gatewayError: 'messaging/registration-token-not-registered',
  createdAt: '2025-03-02T09:05:00.000Z',
});

const toNurse = makeNotification({
  id: 63,
  title: 'Your shift tomorrow',
  messageType: 'single',
  topic: null,
  receiver: 'Harriet Nakibuuka',
  receiverType: 'nurse',
});

describe('NotificationHistory', { timeout: 30_000 }, () => {
  it('shows each send with its result; a failed one in red with the gateway error', async () => {
    const fetch = routeFetch([
      [
        'GET',
        /^\/api\/v1\/sendcomms\/sendNotificationToTopic$/,
        () => ok({ rows: [toNurse, failedSend, sent], count: 60 }),
      ],
    ]);
    renderWithProviders(<NotificationHistory />);
    const table = await screen.findByRole('table', { name: 'Sent notifications' });
    const failedRow = await within(table).findByRole('row', { name: /Your mama kit is ready/ });
    const cells = within(failedRow).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '02-03-202512:05',
      'Your mama kit is ready',
      'Pick it up at Kikubo or ask for delivery.',
      'Single user',
      'Amina Nakato (customer)',
      'Failedmessaging/registration-token-not-registered',
      'Firebase (FCM)',
    ]);
    expect(within(failedRow).getByText('Failed').closest('[data-color]')).toHaveAttribute(
      'data-color',
      'red',
    );
    const sentRow = within(table).getByRole('row', { name: /Clinic hours this week/ });
    expect(within(sentRow).getByText('All users')).toBeInTheDocument();
    expect(within(sentRow).getByText('global')).toBeInTheDocument();
    expect(within(sentRow).getByText('Outbox')).toBeInTheDocument();
    const chip = within(sentRow).getByText('Sent').closest('[data-color]');
    expect(chip).toHaveAttribute('data-color', 'green');
    expect(chip).toHaveStyle({ backgroundColor: chipColors.green });
    const nurseRow = within(table).getByRole('row', { name: /Your shift tomorrow/ });
    expect(within(nurseRow).getByText('Harriet Nakibuuka (nurse)')).toBeInTheDocument();
    expect(screen.getByText(/page 1 of 6/)).toBeInTheDocument();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ offset: '0', limit: '10' });
  });
});
