import { describe, expect, it } from 'vitest';
import {
  UGANDA_OFFSET,
  UGANDA_OFFSET_MINUTES,
  UGANDA_TIME_ZONE,
  ugandaDate,
  ugandaMidnight,
  ugandaWallClock,
} from './uganda-time.ts';

// Issue 23 item 8: Uganda's UTC+3 is written once; each spelling of it says the same.

/** The zone's offset on a date, as the time zone database (through Intl) has it. */
function intlOffset(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: UGANDA_TIME_ZONE,
    timeZoneName: 'longOffset',
  }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')!.value;
}

describe('Uganda time', () => {
  it("is the zone database's Africa/Kampala all year: one offset, no summer time", () => {
    for (const month of [0, 3, 6, 9]) {
      expect(intlOffset(new Date(Date.UTC(2026, month, 15)))).toBe(`GMT${UGANDA_OFFSET}`);
    }
    expect(UGANDA_OFFSET_MINUTES).toBe(3 * 60);
    const [hours, minutes] = UGANDA_OFFSET.slice(1).split(':').map(Number);
    expect(hours! * 60 + minutes!).toBe(UGANDA_OFFSET_MINUTES);
  });

  it('turns to the next day at 21:00 UTC', () => {
    expect(ugandaDate(new Date('2026-03-01T20:59:59.999Z'))).toBe('2026-03-01');
    expect(ugandaDate(new Date('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
    expect(ugandaDate(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it('reads the wall clock of Kampala in the UTC fields', () => {
    const wall = ugandaWallClock(new Date('2026-03-01T22:30:00Z'));
    expect(wall.toISOString()).toBe('2026-03-02T01:30:00.000Z');
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: UGANDA_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date('2026-03-01T22:30:00Z'));
    expect(intl).toBe('01:30');
  });

  it("starts a day at Kampala's midnight, 21:00 UTC the day before", () => {
    expect(ugandaMidnight('2026-03-02')).toBe('2026-03-02T00:00:00+03:00');
    expect(new Date(ugandaMidnight('2026-03-02')).toISOString()).toBe('2026-03-01T21:00:00.000Z');
    expect(ugandaDate(new Date(ugandaMidnight('2026-03-02')))).toBe('2026-03-02');
  });

  it('answers today by default', () => {
    const before = ugandaDate(new Date());
    const today = ugandaDate();
    expect([before, ugandaDate(new Date())]).toContain(today);
  });
});
