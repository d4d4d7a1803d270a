import type { Dayjs, PluginFunc } from 'dayjs';

type Internal = Dayjs & { $L: string; $x: { $timezone?: string } };

const WALL = 'YYYY-MM-DDTHH:mm:ss.SSS';

/**
 * A dayjs plugin, installed after `timezone`, for zones that keep one UTC
 * offset all year (Kampala: UTC+3, no summer time; UTC). The timezone plugin
 * finds a zone's offset through `Intl` on every call, which made each date
 * field cost a phone tens of milliseconds (issue 21); for these zones the
 * offset is known, so `tz()` and `dayjs.tz()` set it directly. Any other zone
 * goes through the timezone plugin as before; the answers are the same
 * (fixed-offset-zone.test.ts compares them).
 */
export const fixedOffsetZones =
  (offsets: Record<string, number>): PluginFunc =>
  (_options, Class, dayjs) => {
    const fixed = new Map(Object.entries(offsets));
    /** The zone `tz()` with no zone means (dayjs.tz.setDefault), as the plugin keeps it. */
    let defaultZone: string | undefined;
    const proto = Class.prototype as Internal;
    const viaIntl = proto.tz;
    proto.tz = function (this: Internal, asked?: string, keepLocalTime?: boolean) {
      const timezone = asked ?? defaultZone;
      const offsetMinutes = timezone === undefined ? undefined : fixed.get(timezone);
      if (offsetMinutes === undefined || !this.isValid())
        return viaIntl.call(this, asked, keepLocalTime);
      // A new instance either way (utcOffset(…, true) changes the one it is
      // called on): the same wall time read anew, or the same instant.
      const ins = (
        keepLocalTime
          ? dayjs(this.format(WALL), { locale: this.$L } as never).utcOffset(offsetMinutes, true)
          : this.utcOffset(offsetMinutes)
      ) as Internal;
      ins.$x.$timezone = timezone;
      return ins;
    } as Dayjs['tz'];

    const staticViaIntl = dayjs.tz;
    // dayjs.tz(input, zone) or dayjs.tz(text, format, zone), as the plugin reads them.
    const tz = function (input?: unknown, arg1?: string, arg2?: string) {
      const zone = arg2 || arg1 || defaultZone;
      const offsetMinutes = zone === undefined ? undefined : fixed.get(zone);
      if (zone === undefined || offsetMinutes === undefined)
        return (staticViaIntl as (...a: unknown[]) => Dayjs)(input, arg1, arg2);
      if (typeof input !== 'string') return dayjs(input as Dayjs).tz(zone);
      const parseFormat = arg2 ? arg1 : undefined;
      // The text is a wall time in the zone: read it as if UTC, then step back the offset.
      const wall = dayjs.utc(input, parseFormat).valueOf();
      const ins = (
        Number.isNaN(wall)
          ? dayjs(NaN)
          : dayjs(wall - offsetMinutes * 60_000).utcOffset(offsetMinutes)
      ) as Internal;
      ins.$x.$timezone = zone;
      return ins;
    };
    const setDefault = (zone?: string) => {
      defaultZone = zone;
      staticViaIntl.setDefault(zone);
    };
    (dayjs as { tz: unknown }).tz = Object.assign(tz, staticViaIntl, { setDefault });
  };
