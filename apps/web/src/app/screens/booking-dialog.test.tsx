import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Booking, BookingStatus } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../test/fixtures';
import { makeSession, renderApp } from '../../test/render';
import { makeBooking } from '../../features/bookings/test-fixtures';
import { BookingDialog } from '../../features/bookings/components/booking-dialog';
import { bookingJobCards } from './booking-job-cards';

const PATH = /^\/api\/v1\/booking\/BK-2025-000041$/;

function renderDialog(booking: Booking, put?: (body: { value: BookingStatus }) => Response) {
  let current = booking;
  const fetch = routeFetch([
    ['GET', PATH, () => ok(current)],
    [
      'PUT',
      PATH,
      (_url, init) => {
        const body = JSON.parse(String(init.body)) as { value: BookingStatus };
        const answer = put?.(body);
        if (answer) return answer;
        current = {
          ...current,
          status: body.value,
          statusHistory: [
            ...current.statusHistory,
            {
              from: current.status,
              to: body.value,
              by: 'amina@care.ug',
              at: '2025-03-02T09:30:00Z',
            },
          ],
          updatedAt: '2025-03-02T09:30:00.000Z',
        };
        return ok(current);
      },
    ],
  ]);
  const onClose = vi.fn();
  const utils = renderApp('/', {
    session: makeSession(),
    routes: [
      {
        path: '/',
        element: (
          <BookingDialog
            bookingKey={booking.docId}
            initial={booking}
            onClose={onClose}
            jobCards={bookingJobCards}
          />
        ),
      },
    ],
  });
  const dialog = () => screen.getByRole('dialog', { name: /^Booking BK-2025-000041/ });
  return { ...utils, fetch, onClose, dialog };
}

const MOVES = ['Confirm request', 'Start request', 'Complete request', 'Cancel request'];
const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((b) => b.textContent?.trim());

describe('BookingDialog', { timeout: 30_000 }, () => {
  it('shows every field of the booking and who moved it when', async () => {
    const { dialog } = renderDialog(
      makeBooking({
        status: 'Accepted',
        statusHistory: [
          { from: null, to: 'Pending', by: null, at: '2025-03-01T07:00:00.000Z' },
          { from: 'Pending', to: 'Accepted', by: 'grace@care.ug', at: '2025-03-01T09:05:00.000Z' },
        ],
      }),
    );
    const d = await waitFor(dialog);
    for (const text of [
      'Amina',
      'Nakato',
      // the service in the contract's words (issue 38)
      'Postnatal care',
      '10-03-2025',
      'UGX 380,000',
      'UGX 350,000',
      '7 days, day shifts',
      'Baby bath kit',
      'Ntinda, Nakawa Division, Kampala, Uganda',
      'Grace Atim',
      'Her sister',
      'Returning client',
    ]) {
      expect(within(d).getAllByText(text).length, text).toBeGreaterThan(0);
    }
    expect(within(d).getByRole('link', { name: '+256 772 123 456' })).toBeInTheDocument();
    expect(within(d).getByRole('link', { name: '+256 701 987 654' })).toBeInTheDocument();
    expect(within(d).getAllByText('Amina Nakato').length).toBeGreaterThan(1);
    const history = within(d).getByRole('list', { name: 'Status history' });
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Requested by the customer app');
    expect(items[1]).toHaveTextContent('Pending → Accepted by grace@care.ug');
    expect(items[1]).toHaveTextContent('01-03-2025 12:05');
  });

  it.each<[BookingStatus, string[]]>([
    ['Pending', ['Confirm request', 'Cancel request']],
    ['Accepted', ['Start request', 'Cancel request']],
    ['onGoing', ['Complete request', 'Cancel request']],
    ['Completed', []],
    ['Cancelled', []],
  ])('a %s booking offers only %j (SPEC 4)', async (status, moves) => {
    const { dialog } = renderDialog(makeBooking({ status }));
    const d = await waitFor(dialog);
    const names = buttonNames(d);
    expect(names.filter((n) => MOVES.includes(n ?? ''))).toEqual(moves);
    // A job card is made from an open booking only.
    expect(names.includes('Create job card')).toBe(moves.length > 0);
    expect(within(d).getByRole('link', { name: 'Open as page' })).toHaveAttribute(
      'href',
      '/bookings/BK-2025-000041',
    );
  });

  it('Confirm request sends {field, value, docId, updatedAt}, toasts and offers the next move', async () => {
    const { user, fetch, dialog } = renderDialog(makeBooking());
    await user.click(await within(dialog()).findByRole('button', { name: 'Confirm request' }));
    expect(await screen.findByText('Booking status changed to Accepted')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', PATH)).toEqual([
      {
        field: 'status',
        value: 'Accepted',
        docId: 'BK-2025-000041',
        user: 'amina@care.ug',
        updatedAt: '2025-03-01T07:00:00.000Z',
      },
    ]);
    expect(await within(dialog()).findByRole('button', { name: 'Start request' })).toBeEnabled();
    expect(within(dialog()).queryByRole('button', { name: 'Confirm request' })).toBeNull();
    // The next move sends the version the dialog now shows.
    await user.click(within(dialog()).getByRole('button', { name: 'Start request' }));
    expect(await screen.findByText('Booking status changed to Ongoing')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', PATH)[1]).toMatchObject({
      value: 'onGoing',
      updatedAt: '2025-03-02T09:30:00.000Z',
    });
  });

  it('Cancel request asks first; keeping the request sends nothing', async () => {
    const { user, fetch, dialog } = renderDialog(makeBooking({ status: 'onGoing' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Cancel request' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Cancel the request of Amina Nakato?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Keep request' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(bodiesSent(fetch, 'PUT', PATH)).toHaveLength(0);

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel request' }));
    const again = await screen.findByRole('dialog', {
      name: 'Cancel the request of Amina Nakato?',
    });
    await user.click(within(again).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Booking status changed to Cancelled')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', PATH)).toEqual([
      expect.objectContaining({ field: 'status', value: 'Cancelled', docId: 'BK-2025-000041' }),
    ]);
    await waitFor(() =>
      expect(within(dialog()).queryByRole('button', { name: 'Cancel request' })).toBeNull(),
    );
  });

  it("a 409 shows 'Error updating booking' with the server's message", async () => {
    const message = 'This booking was already moved to Cancelled by someone else';
    const { user, dialog } = renderDialog(makeBooking(), () => failed(409, message));
    await user.click(await within(dialog()).findByRole('button', { name: 'Confirm request' }));
    expect(await screen.findByText(`Error updating booking: ${message}`)).toBeInTheDocument();
    expect(screen.queryByText(/Booking status changed/)).not.toBeInTheDocument();
  });

  it("a server failure says 'Error updating booking'", async () => {
    const { user, dialog } = renderDialog(makeBooking(), () => failed(500, 'Boom'));
    await user.click(await within(dialog()).findByRole('button', { name: 'Confirm request' }));
    expect(await screen.findByText('Error updating booking')).toBeInTheDocument();
  });
});
