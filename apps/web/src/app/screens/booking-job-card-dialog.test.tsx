import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../test/date-picker';
import type { Booking } from '@app/contract';
import { bodiesSent, makeJobCard, ok, routeFetch } from '../../test/fixtures';
import { dateValue } from '../../test/date-input';
import { makeSession, renderApp } from '../../test/render';
import { makeBooking } from '../../features/bookings/test-fixtures';
import { BookingDialog } from '../../features/bookings/components/booking-dialog';
import { bookingJobCards } from './booking-job-cards';
import { servicePackageOf } from '../../features/jobcards/components/job-card-from-booking';

function renderBooking(booking: Booking) {
  let current = booking;
  const card = makeJobCard({ bookingId: booking.id });
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/booking\/BK-2025-000041$/, () => ok(current)],
    ['GET', /^\/api\/v1\/places$/, () => ok([])],
    [
      'POST',
      /^\/api\/v1\/portal\/jobcard$/,
      () => {
        current = { ...current, jobCardIds: [card.id] };
        return ok(card, 201);
      },
    ],
    ['GET', /^\/api\/v1\/portal\/jobcard\/31$/, () => ok(card)],
  ]);
  const utils = renderApp('/', {
    session: makeSession(),
    routes: [
      {
        path: '/',
        element: (
          <BookingDialog
            bookingKey={booking.docId}
            initial={booking}
            onClose={() => {}}
            jobCards={bookingJobCards}
          />
        ),
      },
    ],
  });
  const dialog = () => screen.getByRole('dialog', { name: /^Booking BK-2025-000041/ });
  return { ...utils, fetch, dialog };
}

async function choose(user: UserEvent, scope: HTMLElement, label: RegExp, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Create job card from a booking', { timeout: 60_000 }, () => {
  it('opens the job card form prefilled from the booking and saves it with bookingId', async () => {
    const { user, fetch, dialog } = renderBooking(
      makeBooking({ status: 'Accepted', service: 'Postnatal care services' }),
    );
    await user.click(await within(dialog()).findByRole('button', { name: 'Create job card' }));
    const form = await screen.findByRole('dialog', {
      name: 'Add Job Card for booking BK-2025-000041',
    });
    expect(within(form).getByText(/Amina Nakato · \+256 772 123 456/)).toBeInTheDocument();
    // 'Postnatal Care' is sent; the select shows the contract's 'Postnatal care' (issue 38)
    expect(within(form).getByRole('combobox', { name: /^Service/ })).toHaveTextContent(
      'Postnatal care',
    );
    expect(dateValue(/^Booking date/, within(form))).toBe('10-03-2025');
    expect(within(form).getByRole('combobox', { name: /^Address/ })).toHaveValue(
      'Ntinda, Nakawa Division, Kampala, Uganda',
    );
    expect(within(form).getByRole('textbox', { name: 'Patient name' })).toHaveValue('Amina Nakato');
    expect(within(form).getByRole('textbox', { name: 'Invoice amount' })).toHaveValue('380,000');

    // What a booking cannot say: the patient's gender, the condition and the facility.
    await choose(user, form, /^Patient gender/, 'Female');
    await choose(user, form, /^Main medical disease/, 'C-section');
    await user.click(within(form).getByRole('textbox', { name: /^Facility/ }));
    await user.paste('Home');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Job card successfully created')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /jobcard$/)).toEqual([
      expect.objectContaining({
        UserId: 7,
        bookingId: 41,
        service: 'Postnatal Care',
        start_date: '2025-03-10',
        address: 'Ntinda, Nakawa Division, Kampala, Uganda',
        patient_name: 'Amina Nakato',
        requested_by: 'Her sister',
        gender: 'Female',
        medical_condition: 'C-section',
        facility: 'Home',
        invoice_amount: 380000,
        description: 'Package: 7 days, day shifts\nExtras: Baby bath kit',
      }),
    ]);

    // The booking now lists its job card; it opens the job card dialog.
    await waitFor(() => expect(form).not.toBeInTheDocument());
    const list = await screen.findByRole('list', { name: 'Job cards of this booking' });
    await user.click(await within(list).findByRole('button', { name: /Job card CC-2025-000031/ }));
    expect(await screen.findByRole('dialog', { name: /^Job card CC-2025-000031/ })).toBeVisible();
  });

  it('a booking without a customer explains that the client must be added first', async () => {
    const { dialog } = renderBooking(makeBooking({ status: 'Accepted', customerId: null }));
    const d = await waitFor(dialog);
    expect(within(d).getByText(/This client is not a customer yet/)).toBeInTheDocument();
    expect(within(d).getByRole('link', { name: 'Customer Profiles' })).toHaveAttribute(
      'href',
      '/customers/list',
    );
    expect(within(d).queryByRole('button', { name: 'Create job card' })).not.toBeInTheDocument();
  });

  it('keeps the service only when it is one of the service packages', () => {
    expect(servicePackageOf('In home care')).toBe('In home care');
    expect(servicePackageOf('postnatal care')).toBe('Postnatal Care');
    expect(servicePackageOf('Postnatal care services')).toBe('Postnatal Care');
    expect(servicePackageOf('Prepared mama bag')).toBe('');
    expect(servicePackageOf('checkups galore')).toBe('');
  });
});
