import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@app/contract';
import { chipColors } from '../../../theme';
import { ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeNotification } from '../test-fixtures';
import { NotificationHistory } from './notification-history';
import { keepStyles } from '../../../test/styles';

// It asserts colours: emotion's styles stay in the document.
keepStyles();

/** Went to the outbox (no Firebase configured, ruling 24). */
const toOutbox = makeNotification();
const failedSend = makeNotification({
  id: 62,
  category: 'update',
  title: 'Your mama kit is ready',
  click_action: 'USER_POSTS',
  message: 'Pick it up at Kikubo or ask for delivery.',
  label: null,
  messageType: 'single',
  topic: null,
  receiver: 'Amina Nakato',
  receiverType: 'customer',
  gateway: 'fcm',
  result: 'failed',
  gatewayMessageId: null,
  gatewayError: 'messaging/registration-token-not-registered',
  sentByName: 'Peter Okello',
  createdAt: '2025-03-02T09:05:00.000Z',
});
const toNurse = makeNotification({
  id: 63,
  category: 'postAlert',
  title: 'Your shift tomorrow',
  click_action: 'HEALTH_FEED_CREATE',
  label: 'Shift',
  messageType: 'single',
  topic: null,
  receiver: 'Harriet Nakibuuka',
  receiverType: 'nurse',
  gateway: 'fcm',
  gatewayMessageId: 'projects/care/messages/9',
});
/** Went to the gateway, but its answer was never saved. */
const unknown = makeNotification({
  id: 64,
  title: 'Malaria in pregnancy',
  gateway: 'fcm',
  result: 'sending',
  gatewayMessageId: null,
  sentBy: null,
  sentByName: null,
});

function renderHistory(rows: Notification[]) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/sendcomms\/sendNotificationToTopic$/, () => ok({ rows, count: 60 })],
  ]);
  renderWithProviders(<NotificationHistory />);
  return fetch;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const chipOf = (row: HTMLElement, text: string) =>
  within(row).getByText(text, { exact: true }).closest('[data-color]');

describe('NotificationHistory', { timeout: 30_000 }, () => {
  it('shows all that went out: category, click target, label, who sent it, and the result', async () => {
    const fetch = renderHistory([unknown, toNurse, failedSend, toOutbox]);
    const table = await screen.findByRole('table', { name: 'Sent notifications' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Notification', 'Sent to', 'Sent by', 'Result', 'Gateway']);

    const failedRow = await within(table).findByRole('row', { name: /Your mama kit is ready/ });
    expect(cellsOf(failedRow)).toEqual([
      '02-03-202512:05',
      'Your mama kit is readyPick it up at Kikubo or ask for delivery.' +
        'Update · opens User posts · label —',
      'Single userAmina Nakato (customer)',
      'Peter Okello',
      'Failedmessaging/registration-token-not-registered',
      'Firebase (FCM)',
    ]);
    expect(chipOf(failedRow, 'Failed')).toHaveAttribute('data-color', 'red');

    // an outbox send reached no device: never 'Sent'
    const outboxRow = within(table).getByRole('row', { name: /Clinic hours this week/ });
    expect(cellsOf(outboxRow)).toEqual([
      '01-03-202510:30',
      'Clinic hours this weekHead Office opens at 8am on Saturday.' +
        'Info · opens Main home screen · label news',
      'All usersglobal',
      'Grace Auma',
      'Delivered to outbox',
      'Outbox',
    ]);
    expect(within(outboxRow).queryByText('Sent', { exact: true })).not.toBeInTheDocument();
    // the app's quiet chip (issue 38): the colour is the outline's
    expect(chipOf(outboxRow, 'Delivered to outbox')).toHaveStyle({
      borderColor: chipColors.blue,
    });

    // an FCM success is 'Sent', in green
    const nurseRow = within(table).getByRole('row', { name: /Your shift tomorrow/ });
    expect(within(nurseRow).getByText('Harriet Nakibuuka (nurse)')).toBeInTheDocument();
    expect(nurseRow).toHaveTextContent('Post alert · opens Health feed: new post · label Shift');
    const sent = chipOf(nurseRow, 'Sent');
    expect(sent).toHaveAttribute('data-color', 'green');
    expect(sent).toHaveStyle({ borderColor: chipColors.green });

    // a send whose answer was never saved: sending, result unknown, never sent
    const unknownRow = within(table).getByRole('row', { name: /Malaria in pregnancy/ });
    expect(chipOf(unknownRow, 'Sending…')).toHaveAttribute('data-color', 'orange');
    expect(within(unknownRow).getByText('Result unknown')).toBeInTheDocument();
    expect(within(unknownRow).queryByText('Sent', { exact: true })).not.toBeInTheDocument();
    expect(cellsOf(unknownRow)[3]).toBe('—');

    expect(screen.getByText(/page 1 of 6/)).toBeInTheDocument();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ offset: '0', limit: '10' });
  });

  it('on a 390 px phone keeps every fact in three columns, inside a box that scrolls', async () => {
    window.innerWidth = 390;
    renderHistory([failedSend, toOutbox]);
    const table = await screen.findByRole('table', { name: 'Sent notifications' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Notification', 'Result']);
    // the table scrolls sideways in its own focusable box, not the page
    const box = screen.getByRole('region', { name: 'Sent notifications table' });
    expect(box).toContainElement(table);
    expect(box).toHaveAttribute('tabindex', '0');

    const failedRow = await within(table).findByRole('row', { name: /Your mama kit is ready/ });
    const [, notification, result] = within(failedRow).getAllByRole('cell');
    expect(notification).toHaveTextContent('Your mama kit is ready');
    expect(notification).toHaveTextContent('Update · opens User posts · label —');
    expect(notification).toHaveTextContent(
      'Single user · Amina Nakato (customer) · Firebase (FCM)',
    );
    expect(notification).toHaveTextContent('Sent by Peter Okello');
    expect(result).toHaveTextContent('Failedmessaging/registration-token-not-registered');

    const outboxRow = within(table).getByRole('row', { name: /Clinic hours this week/ });
    expect(outboxRow).toHaveTextContent('Info · opens Main home screen · label news');
    expect(outboxRow).toHaveTextContent('Sent by Grace Auma');
    expect(within(outboxRow).getByText('Delivered to outbox')).toBeInTheDocument();
  });
});
