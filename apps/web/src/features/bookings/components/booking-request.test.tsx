import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/date-picker';
import { bookingMissing, type Booking, type BookingStatus } from '@app/contract';
import { enterDate } from '../../../test/date-input';
import { bodiesSent, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderWithProviders } from '../../../test/render';
import { saveSession } from '../../../lib/session';
import { useBooking } from '../api/get-booking';
import type { BookingJobCardParts } from '../job-card-parts';
import { makeBooking } from '../test-fixtures';
import { BookingActions } from './booking-actions';

// Issue 37: a booking without its start date or price is a request. Confirm
// request is greyed out with the reason until 'Fill in request' (PATCH
// /booking/{id}) completes it; once confirmed, its job card is offered.

const PATH = /^\/api\/v1\/booking\/BK-2025-000041$/;
const REQUEST: Partial<Booking> = {
  serviceStartDate: null,
  totalCost: null,
  missing: ['start date', 'price'],
};
const REASON = 'This booking is a request: fill in its start date and price before confirming it';

const jobCards: BookingJobCardParts = {
  List: () => null,
  CreateDialog: ({ open, booking }) =>
    open ? <div role="dialog" aria-label={`Job card form for ${booking.docId}`} /> : null,
};

/** The actions of the booking as the cache holds it, over a fake API that keeps what it is sent. */
function renderBooking(initial: Booking) {
  let current = initial;
  const fetch = routeFetch([
    ['GET', PATH, () => ok(current)],
    [
      'PATCH',
      PATH,
      (_url, init) => {
        const body = JSON.parse(String(init.body)) as Partial<Booking>;
        const { updatedAt: _seen, ...changes } = body;
        current = { ...current, ...changes, updatedAt: '2025-03-02T09:30:00.000Z' };
        current = { ...current, missing: bookingMissing(current) };
        return ok(current);
      },
    ],
    [
      'PUT',
      PATH,
      (_url, init) => {
        const { value } = JSON.parse(String(init.body)) as { value: BookingStatus };
        current = { ...current, status: value, updatedAt: '2025-03-02T10:00:00.000Z' };
        return ok(current);
      },
    ],
  ]);
  function Harness() {
    const booking = useBooking(initial.docId, initial).data;
    return booking ? <BookingActions booking={booking} jobCards={jobCards} /> : null;
  }
  saveSession(makeSession());
  return { ...renderWithProviders(<Harness />), fetch };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('a booking that is a request', { timeout: 30_000 }, () => {
  it('greys out Confirm request, saying what to fill in first', async () => {
    renderBooking(makeBooking(REQUEST));
    expect(await screen.findByRole('button', { name: 'Confirm request' })).toBeDisabled();
    expect(button('Confirm request')).toHaveAccessibleDescription(REASON);
    expect(screen.getByText(REASON)).toBeVisible();
    expect(button('Cancel request')).toBeEnabled();
    expect(button('Fill in request')).toBeEnabled();
  });

  it('is filled in with PATCH (the version shown), and then may be confirmed', async () => {
    const { user, fetch } = renderBooking(makeBooking(REQUEST));
    await user.click(await screen.findByRole('button', { name: 'Fill in request' }));
    const form = await screen.findByRole('dialog', { name: 'Fill in request BK-2025-000041' });
    expect(within(form).getByText(/Request: start date and price missing/)).toBeVisible();
    enterDate(/^Start date/, '12-03-2025', within(form));
    await user.type(within(form).getByRole('textbox', { name: 'Total cost' }), '380,000');
    await user.click(within(form).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Booking updated')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PATCH', PATH)).toEqual([
      expect.objectContaining({
        serviceStartDate: '2025-03-12',
        totalCost: 380000,
        packagePrice: 350000,
        service: 'Postnatal Care',
        updatedAt: '2025-03-01T07:00:00.000Z',
      }),
    ]);
    await waitFor(() => expect(button('Confirm request')).toBeEnabled());
    expect(screen.queryByText(REASON)).toBeNull();
    expect(button('Edit booking')).toBeEnabled();
  });

  it('keeps the price of a confirmed booking: emptying it is refused in the form, nothing sent', async () => {
    const { user, fetch } = renderBooking(makeBooking({ status: 'Accepted' }));
    await user.click(await screen.findByRole('button', { name: 'Edit booking' }));
    const form = await screen.findByRole('dialog', { name: 'Edit booking BK-2025-000041' });
    await user.clear(within(form).getByRole('textbox', { name: 'Total cost' }));
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await within(form).findByText('A confirmed booking needs its price')).toBeVisible();
    expect(bodiesSent(fetch, 'PATCH', PATH)).toHaveLength(0);
  });
});

describe('after Confirm request', { timeout: 30_000 }, () => {
  it('offers to create the job card, opening the job card form from the booking', async () => {
    const { user } = renderBooking(makeBooking());
    await user.click(await screen.findByRole('button', { name: 'Confirm request' }));
    expect(await screen.findByText('Booking confirmed. Create its job card now?')).toBeVisible();
    await user.click(button('Yes, create it'));
    expect(
      await screen.findByRole('dialog', { name: 'Job card form for BK-2025-000041' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Booking confirmed. Create its job card now?')).toBeNull();
  });

  it('is put off with Later, opening nothing', async () => {
    const { user } = renderBooking(makeBooking());
    await user.click(await screen.findByRole('button', { name: 'Confirm request' }));
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByText('Booking confirmed. Create its job card now?')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers nothing for a booking that already has its job card', async () => {
    const { user } = renderBooking(makeBooking({ jobCardIds: [31] }));
    await user.click(await screen.findByRole('button', { name: 'Confirm request' }));
    await screen.findByRole('button', { name: 'Start request' });
    expect(screen.queryByText('Booking confirmed. Create its job card now?')).toBeNull();
  });
});
