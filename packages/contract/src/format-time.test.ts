import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from './format.ts';
import { MSG } from './messages.ts';

// The time of day and the moment, in Kampala's time (UTC+3, no daylight
// saving), written once here for every screen (issue 41: three copies in the
// web app before).
describe('formatTime and formatDateTime', () => {
  it('write Kampala time, 24 hours, across midnight UTC', () => {
    expect(formatTime('2026-11-29T21:05:00Z')).toBe('00:05');
    expect(formatDateTime('2026-11-29T21:05:00Z')).toBe('30-11-2026 00:05');
    expect(formatDateTime('2026-11-30T09:30:59.999Z')).toBe('30-11-2026 12:30');
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 1, 20, 59)))).toBe('01-01-2026 23:59');
  });

  it('say Not Available for nothing or a moment that is not one', () => {
    for (const value of [null, undefined, '', 'not a date'])
      for (const format of [formatTime, formatDateTime])
        expect(format(value)).toBe(MSG.notAvailable);
  });
});
