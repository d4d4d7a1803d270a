import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { describe, expect, it, vi } from 'vitest';
import { fixedOffsetZones } from './fixed-offset-zone';

// The timezone plugin's answers (through Intl) are taken first, then the fast path's.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
const inZone = (zone: string) => ({
  parse: (text: string, format?: string) =>
    format ? dayjs.tz(text, format, zone) : dayjs.tz(text, zone),
  move: (d: dayjs.Dayjs, keep?: boolean) => d.tz(zone, keep),
});
const kampala = inZone('Africa/Kampala');
const utcZone = inZone('UTC');
const ZONE = 'Africa/Kampala';
const SHOWN = 'YYYY-MM-DDTHH:mm:ss.SSSZ';
const texts = ['1975-01-01', '2024-02-29', '2026-03-29 01:30', '2026-10-25', '2099-12-31 23:59'];
/** What each way answers, on a computer set to the given zone (one with summer time too). */
const LOCAL_ZONES = ['UTC', 'America/New_York', 'Africa/Kampala'];
function answers(way: typeof kampala) {
  return texts.map((t) => ({
    parsed: way.parse(t).format(SHOWN),
    parsedWithFormat: way.parse(t.slice(0, 10), 'YYYY-MM-DD').format(SHOWN),
    moved: way.move(dayjs.utc(t)).format(SHOWN),
    kept: way.move(dayjs.utc(t), true).format(SHOWN),
    startOfMonth: way.parse(t).startOf('month').format(SHOWN),
    endOfDay: way.parse(t).endOf('day').format(SHOWN),
    value: way.parse(t).valueOf(),
  }));
}
function onComputerIn<T>(local: string, run: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = local;
  try {
    return run();
  } finally {
    process.env.TZ = before;
  }
}
const intl = LOCAL_ZONES.map((local) => onComputerIn(local, () => answers(kampala)));
const intlUtc = LOCAL_ZONES.map((local) => onComputerIn(local, () => answers(utcZone)));
dayjs.extend(fixedOffsetZones({ [ZONE]: 180, UTC: 0 }));

describe('fixedOffsetZone', () => {
  it('answers as the timezone plugin does for Kampala, on a computer in any zone', () => {
    const fast = LOCAL_ZONES.map((local) => onComputerIn(local, () => answers(kampala)));
    expect(fast).toEqual(intl);
    const fastUtc = LOCAL_ZONES.map((local) => onComputerIn(local, () => answers(utcZone)));
    expect(fastUtc).toEqual(intlUtc);
    expect(intl[0]![0]!.parsed).toBe('1975-01-01T00:00:00.000+03:00');
    expect(dayjs.tz('2026-11-26', ZONE).format(SHOWN)).toBe('2026-11-26T00:00:00.000+03:00');
  });

  it('leaves the value it is called on unchanged and names the zone on the new one', () => {
    const day = dayjs.utc('2026-11-26T10:00:00Z');
    const moved = day.tz(ZONE, true);
    expect(day.format(SHOWN)).toBe('2026-11-26T10:00:00.000+00:00');
    expect(moved.format(SHOWN)).toBe('2026-11-26T10:00:00.000+03:00');
    // The zone as MUI X's date picker reads it from a value.
    const adapter = new AdapterDayjs();
    expect(adapter.getTimezone(moved)).toBe(ZONE);
    expect(adapter.getTimezone(day.tz(ZONE))).toBe(ZONE);
    expect(adapter.getTimezone(day)).toBe('UTC');
    expect(moved.locale()).toBe(day.locale());
  });

  it('builds no Intl formatter per call for a fixed zone (issue 21)', () => {
    const perCall = vi.spyOn(Date.prototype, 'toLocaleString');
    try {
      const day = dayjs.utc('2026-11-26T10:00:00Z');
      day.tz(ZONE);
      day.tz(ZONE, true);
      dayjs.tz('2026-11-26', ZONE).startOf('month');
      expect(perCall).not.toHaveBeenCalled();
      day.tz('Europe/London');
      expect(perCall).toHaveBeenCalled();
    } finally {
      perCall.mockRestore();
    }
  });

  it('tz() with no zone takes the default zone, as the plugin does', () => {
    dayjs.tz.setDefault(ZONE);
    try {
      expect(dayjs.utc('2026-11-26T10:00:00Z').tz().format(SHOWN)).toBe(
        '2026-11-26T13:00:00.000+03:00',
      );
      expect(dayjs.tz('2026-11-26 08:00').format(SHOWN)).toBe('2026-11-26T08:00:00.000+03:00');
    } finally {
      dayjs.tz.setDefault();
    }
    expect(dayjs.utc('2026-11-26T10:00:00Z').tz('Europe/London').format(SHOWN)).toBe(
      '2026-11-26T10:00:00.000+00:00',
    );
  });

  it('an invalid text stays invalid; other zones still go through Intl', () => {
    expect(dayjs.tz('not a date', ZONE).isValid()).toBe(false);
    expect(dayjs.tz('2026-07-01 12:00', 'Europe/London').format(SHOWN)).toBe(
      '2026-07-01T12:00:00.000+01:00',
    );
  });
});
