import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MessageRecord } from '@app/contract';
import { ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { HISTORY_REFRESH_MS, awaitsNews, messagesQueryOptions } from '../api/get-messages';
import { makeMessage } from '../sms-test-fixtures';
import { SmsHistory } from './sms-history';

const delivered = makeMessage();
const rejected = makeMessage({
  id: 502,
  recipientName: 'Sarah Achieng',
  phone: '+256701200300',
  message: 'Your booking is confirmed.',
  delivery: 'Rejected',
  reason: 'InvalidPhoneNumber',
  result: 'sent',
  createdAt: '2025-03-02T09:05:00.000Z',
});
const automatic = makeMessage({
  id: 503,
  kind: 'automatic',
  event: 'booking_confirmed',
  recipientName: 'Harriet Nakibuuka',
  message: `Hello Harriet, ${'your Postnatal Care booking with Care Uganda is confirmed. '.repeat(3).trim()}`,
  result: 'queued',
  delivery: null,
  attempts: 2,
  segments: 2,
  costUgx: 70,
  sentByName: null,
});
const push = makeMessage({
  id: 504,
  channel: 'push',
  recipientKind: 'all',
  recipientId: null,
  recipientName: null,
  phone: null,
  message: 'Head Office opens at 8am on Saturday.',
  result: 'sent',
  delivery: null,
  segments: null,
  costUgx: null,
  gateway: 'fcm',
});

function renderHistory(pages: () => MessageRecord[] = () => [delivered, rejected, automatic]) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/sms\/messages$/, () => ok({ rows: pages(), count: 23 })],
  ]);
  return { ...renderWithProviders(<SmsHistory />), fetch };
}

const queries = (fetch: ReturnType<typeof routeFetch>) =>
  fetch.mock.calls.map(([url]) =>
    Object.fromEntries(new URL(String(url), 'http://localhost').searchParams),
  );
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('SmsHistory', { timeout: 30_000 }, () => {
  it('shows each message: when, to, text, channel, status with the reason, parts, cost, sender', async () => {
    const { fetch, user } = renderHistory();
    const table = await screen.findByRole('table', { name: 'Sent messages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'To', 'Message', 'Channel', 'Status', 'Parts', 'Cost', 'Sent by']);
    const first = await within(table).findByRole('row', { name: /Amina Nakato/ });
    expect(cellsOf(first)).toEqual([
      '01-03-202510:30',
      'Amina Nakato+256 772 123 456',
      'Your nurse arrives at 9am tomorrow.',
      'SMS',
      // the status, with the gateway's own id of the message under it
      'DeliveredATXid_1',
      '1',
      'UGX 35',
      'Grace Auma',
    ]);
    expect(within(first).getByText('Delivered').closest('[data-color]')).toHaveAttribute(
      'data-color',
      'green',
    );

    const refused = within(table).getByRole('row', { name: /Sarah Achieng/ });
    expect(cellsOf(refused)[4]).toBe('RejectedInvalidPhoneNumberATXid_1');
    expect(within(refused).getByText('Rejected').closest('[data-color]')).toHaveAttribute(
      'data-color',
      'red',
    );

    const auto = within(table).getByRole('row', { name: /Harriet Nakibuuka/ });
    expect(cellsOf(auto)[4]).toBe('QueuedTried 2 times, trying again');
    expect(cellsOf(auto)[7]).toBe('Automatic: Booking confirmed');
    // A long text shows its start, all of it on hover or with More.
    const cut = within(auto).getByTitle(automatic.message);
    expect(cut.textContent).toMatch(/…$/);
    expect(cut.textContent!.length).toBeLessThan(automatic.message.length);
    await user.click(within(auto).getByRole('button', { name: 'More' }));
    expect(within(auto).getByText(automatic.message)).toBeInTheDocument();
    expect(within(auto).getByRole('button', { name: 'Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    expect(screen.getByText(/page 1 of 3/)).toBeInTheDocument();
    expect(queries(fetch)[0]).toEqual({ channel: 'sms', offset: '0', limit: '10' });
  });

  it('filters by channel, result, delivery and name, each from the first page', async () => {
    const { fetch, user } = renderHistory(() => [push]);
    await screen.findByRole('row', { name: /Head Office opens/ });
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(queries(fetch).at(-1)).toMatchObject({ offset: '10' }));

    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: 'SMS and push' }));
    await waitFor(() => expect(queries(fetch).at(-1)).toEqual({ offset: '0', limit: '10' }));
    const row = await screen.findByRole('row', { name: /Head Office opens/ });
    expect(cellsOf(row)[1]).toBe('Everyone');
    expect(cellsOf(row)[3]).toBe('Push');

    await user.click(screen.getByRole('combobox', { name: 'Result' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await user.click(screen.getByRole('combobox', { name: 'Delivery' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await user.type(screen.getByRole('searchbox', { name: 'Name' }), 'Sarah');
    await waitFor(() =>
      expect(queries(fetch).at(-1)).toEqual({
        result: 'failed',
        delivery: 'Rejected',
        q: 'Sarah',
        offset: '0',
        limit: '10',
      }),
    );
  });

  it('asks again every 10 s while a message may still change, so a delivery report shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = [makeMessage({ result: 'queued', delivery: null })];
    const { fetch } = renderHistory(() => answer);
    const table = await screen.findByRole('table', { name: 'Sent messages' });
    expect(await within(table).findByText('Queued')).toBeInTheDocument();
    const asked = fetch.mock.calls.length;

    answer = [makeMessage({ result: 'sent', delivery: 'Success' })];
    await act(() => vi.advanceTimersByTimeAsync(HISTORY_REFRESH_MS));
    expect(await within(table).findByText('Delivered')).toBeInTheDocument();
    expect(fetch.mock.calls.length).toBe(asked + 1);

    // Delivered is final: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(HISTORY_REFRESH_MS * 3));
    expect(fetch.mock.calls.length).toBe(asked + 1);
  });

  it('waits for news only from SMS still on their way', () => {
    const now = new Date('2025-03-01T08:00:00.000Z').getTime();
    const recent = { createdAt: '2025-03-01T07:30:00.000Z' };
    expect(awaitsNews(makeMessage({ result: 'queued', delivery: null }), now)).toBe(true);
    expect(awaitsNews(makeMessage({ result: 'sending', delivery: null }), now)).toBe(true);
    expect(awaitsNews(makeMessage({ ...recent, delivery: 'Buffered' }), now)).toBe(true);
    expect(awaitsNews(makeMessage({ ...recent, delivery: null }), now)).toBe(true);
    expect(awaitsNews(makeMessage({ ...recent, delivery: 'Success' }), now)).toBe(false);
    expect(awaitsNews(makeMessage({ ...recent, result: 'failed', delivery: null }), now)).toBe(
      false,
    );
    // The local outbox sends no reports; a day-old message has had its chance.
    expect(awaitsNews(makeMessage({ ...recent, gateway: 'outbox', delivery: null }), now)).toBe(
      false,
    );
    expect(
      awaitsNews(makeMessage({ createdAt: '2025-02-28T07:30:00.000Z', delivery: null }), now),
    ).toBe(false);
    // A push 'sending' is a result never saved, not one on its way.
    expect(awaitsNews(push, now)).toBe(false);
    expect(awaitsNews({ ...push, result: 'sending' }, now)).toBe(false);
    expect(messagesQueryOptions({}, 0, 10).queryKey).toEqual([
      'communication',
      'history',
      'messages',
      {},
      0,
      10,
    ]);
  });

  it('on a 390 px phone keeps every fact in three columns', async () => {
    window.innerWidth = 390;
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Sent messages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Message', 'Status']);
    const row = await within(table).findByRole('row', { name: /Sarah Achieng/ });
    const [, message, status] = within(row).getAllByRole('cell');
    expect(message).toHaveTextContent('Sarah Achieng · +256 701 200 300');
    expect(message).toHaveTextContent('Your booking is confirmed.');
    expect(message).toHaveTextContent('SMS · 1 SMS · UGX 35');
    expect(message).toHaveTextContent('Sent by Grace Auma');
    expect(status).toHaveTextContent('RejectedInvalidPhoneNumber');
    const auto = within(table).getByRole('row', { name: /Harriet Nakibuuka/ });
    expect(auto).toHaveTextContent('Automatic: Booking confirmed');
  });
});
