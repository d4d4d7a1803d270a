import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-text.ts';
import { VISIT_REMINDER_LEAD_MINUTES, howToCheck, visitReminderDue } from './visits-reminder.ts';

// Issue 37: the nurse's reminder goes from an hour before her shift until she
// checks in or the shift ends, and says how to check in and out.

const kla = (d: string, hhmm: string) => new Date(`${d}T${hhmm}:00+03:00`);
const day = '2026-12-02';
const start = kla(day, '08:00');
const end = kla(day, '20:00');

describe('visitReminderDue', () => {
  it('is due from the lead time before the start until the shift ends, while no check-in', () => {
    expect(VISIT_REMINDER_LEAD_MINUTES).toBe(60);
    expect(visitReminderDue('not_due', start, end, kla(day, '06:59'))).toBe(false);
    expect(visitReminderDue('not_due', start, end, kla(day, '07:00'))).toBe(true);
    expect(visitReminderDue('late', start, end, kla(day, '09:00'))).toBe(true);
    expect(visitReminderDue('late', start, end, kla(day, '20:00'))).toBe(false);
    for (const state of ['checked_in', 'checked_out', 'missed'] as const)
      expect(visitReminderDue(state, start, end, kla(day, '07:30'))).toBe(false);
  });
});

describe('howToCheck', () => {
  it('gives the link and the keywords, or the keywords alone without a link, in plain GSM-7', () => {
    const link = 'https://care.example.ug/api/v1/v/123.q3LkXQ2v9mNw0aZb';
    expect(howToCheck('4821', link)).toBe(
      `Tap ${link} when you arrive and when you leave, or text IN 4821 / OUT 4821.`,
    );
    expect(howToCheck('4821', '')).toBe('Text IN 4821 when you arrive, OUT 4821 when you leave.');
    expect(smsLength(howToCheck('4821', link)).encoding).toBe('GSM-7');
  });
});
