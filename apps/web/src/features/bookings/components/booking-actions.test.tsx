import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, formatDate, ugandaDate, ugandaMidnight, type BookingStatus } from '@app/contract';
import { makeSession, renderWithProviders } from '../../../test/render';
import { saveSession } from '../../../lib/session';
import type { BookingJobCardParts } from '../job-card-parts';
import { makeBooking } from '../test-fixtures';
import { BookingActions } from './booking-actions';

// Issue 36: a booking is not under way, let alone complete, before its service start date.
const today = ugandaDate();
const tomorrow = addDays(today, 1);
const yesterday = addDays(today, -1);
const refusal = (day: string, done: 'started' | 'completed') =>
  `This booking starts on ${formatDate(ugandaMidnight(day))}; it cannot be ${done} before then`;

const jobCards: BookingJobCardParts = { List: () => null, CreateDialog: () => null };

function renderActions(status: BookingStatus, serviceStartDate: string | null) {
  saveSession(makeSession());
  renderWithProviders(
    <BookingActions booking={makeBooking({ status, serviceStartDate })} jobCards={jobCards} />,
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('booking moves before the service start date (issue 36)', () => {
  it('greys out Start request before the start date, saying why', () => {
    renderActions('Accepted', tomorrow);
    expect(button('Start request')).toBeDisabled();
    expect(button('Start request')).toHaveAccessibleDescription(refusal(tomorrow, 'started'));
    expect(screen.getByText(refusal(tomorrow, 'started'))).toBeVisible();
    expect(button('Cancel request')).toBeEnabled();
  });

  it('greys out Complete request before the start date, saying why', () => {
    renderActions('onGoing', tomorrow);
    expect(button('Complete request')).toBeDisabled();
    expect(button('Complete request')).toHaveAccessibleDescription(refusal(tomorrow, 'completed'));
    expect(screen.getByText(refusal(tomorrow, 'completed'))).toBeVisible();
    expect(button('Cancel request')).toBeEnabled();
  });

  it.each<[string, string | null]>([
    ['today', today],
    ['yesterday', yesterday],
    ['without a start date', null],
  ])('offers them on a booking starting %s', (_when, start) => {
    renderActions('Accepted', start);
    expect(button('Start request')).toBeEnabled();
    expect(screen.queryByText(/cannot be (started|completed) before then/)).toBeNull();
  });

  it('offers Complete request on a booking that started today', () => {
    renderActions('onGoing', today);
    expect(button('Complete request')).toBeEnabled();
  });

  it('leaves Confirm request alone before the start date', () => {
    renderActions('Pending', tomorrow);
    expect(button('Confirm request')).toBeEnabled();
    expect(screen.queryByText(/before then/)).toBeNull();
  });
});
