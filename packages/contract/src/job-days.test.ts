import { describe, expect, it } from 'vitest';
import { lastDayOfCare, nurseJobDaysText, nurseJobSpanText } from './job-dates.ts';
import {
  bookingCheckCardQuerySchema,
  cardDaysWarning,
  daysOfCare,
  nurseJobDuration,
  nurseJobEndDate,
  nurseJobSchema,
} from './nurse-jobs.ts';

// Issue 37, "dates agree": a card's end_date is its last day of care; a
// nurse job's is the day after (SPEC 5). The rules that turn one into the
// other, written once for the API and the screens.

describe('the days of care of a card and of a nurse job', () => {
  it('counts a card of 2 to 6 December as 5 days, and a job of 5 days from the 2nd ends on the 7th', () => {
    expect(daysOfCare('2026-12-02', '2026-12-06')).toBe(5);
    expect(daysOfCare('2026-12-02', '2026-12-02')).toBe(1);
    expect(daysOfCare('2026-12-30', '2027-01-02')).toBe(4);
    const days = daysOfCare('2026-12-02', '2026-12-06');
    expect(nurseJobEndDate('2026-12-02', days)).toBe('2026-12-07');
    expect(lastDayOfCare('2026-12-02', days)).toBe('2026-12-06');
    expect(nurseJobDuration('2026-12-02', '2026-12-07')).toBe(5);
  });

  it('names a job’s days by its first day and its last day of care', () => {
    expect(nurseJobSpanText('2026-12-02', 5)).toBe('02-12-2026, last day of care 06-12');
    expect(nurseJobSpanText('2026-12-30', 3)).toBe('30-12-2026, last day of care 01-01');
    expect(nurseJobDaysText('2026-12-02', 5)).toBe('02-12 to last day of care 06-12');
  });
});

describe('cardDaysWarning', () => {
  const card = { start: '2026-12-02', end: '2026-12-06' };

  it("says nothing of a job within the card's days", () => {
    expect(cardDaysWarning('2026-12-02', 5, card)).toBeNull();
    expect(cardDaysWarning('2026-12-04', 3, card)).toBeNull();
    expect(cardDaysWarning('2026-12-01', 9, {})).toBeNull();
    expect(cardDaysWarning('2026-12-01', 9, { start: null, end: null })).toBeNull();
  });

  it('warns of a job running past the last day of care, or starting before the first', () => {
    expect(cardDaysWarning('2026-12-02', 6, card)).toBe(
      "This job runs past the card's last day of care (06-12)",
    );
    expect(cardDaysWarning('2026-12-01', 2, card)).toBe(
      "This job starts before the card's first day (02-12)",
    );
    expect(cardDaysWarning('2026-12-01', 7, card)).toBe(
      "This job starts before the card's first day (02-12); This job runs past the card's last day of care (06-12)",
    );
    // a card with only its first day
    expect(cardDaysWarning('2026-12-01', 1, { start: '2026-12-02' })).toMatch(/first day/);
  });
});

describe('the contract', () => {
  it("a nurse job's answer carries last_day_of_care beside end_date", () => {
    expect(Object.keys(nurseJobSchema.shape)).toEqual(
      expect.arrayContaining(['end_date', 'last_day_of_care']),
    );
    expect(nurseJobSchema.shape.last_day_of_care.safeParse(undefined).success).toBe(false);
  });

  it('GET /schedule/check takes the job card as jobId', () => {
    const q = bookingCheckCardQuerySchema.parse({
      nurseId: '3',
      start_date: '2026-12-02',
      duration: '5',
      jobId: '40',
    });
    expect(q).toMatchObject({ nurseId: 3, duration: 5, jobId: 40, shift: 'Day and night' });
    expect(bookingCheckCardQuerySchema.safeParse({ ...q, jobId: '0' }).success).toBe(false);
  });
});
