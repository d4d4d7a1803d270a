import type { Dayjs, PluginFunc } from 'dayjs';

/** A wall time as the timezone plugin's `dayjs.tz(text, zone)` reads it. */
const WALL = 'YYYY-MM-DDTHH:mm:ss.SSS';

/**
 * A dayjs plugin, installed after `utc` and `timezone`, for zones that keep
 * one UTC offset all year (Kampala: UTC+3, no summer time; UTC). The
 * timezone plugin's `tz()` builds a new `Intl` formatter on every call
 * (`toLocaleString` with a `timeZone`), which made each date field cost a
 * phone tens of milliseconds (issue 21). For these zones the offset is
 * known, so `tz()` writes the wall time itself (`utcOffset`, `format`) and
 * hands it to the timezone plugin's own `dayjs.tz(text, zone)`, which reads
 * it with its cached formatter and names the zone on the value (what MUI X
 * reads as the value's zone). Only public API: no dayjs internals are read
 * or written. Any other zone goes through the timezone plugin as before; the
 * answers are the same (fixed-offset-zone.test.ts compares them).
 */
export const fixedOffsetZones =
  (offsets: Record<string, number>): PluginFunc =>
  (_options, Class, dayjs) => {
    const fixed = new Map(Object.entries(offsets));
    /** The zone `tz()` with no zone means (dayjs.tz.setDefault), as the plugin keeps it. */
    let defaultZone: string | undefined;
    const proto = Class.prototype;
    const viaIntl = proto.tz;
    proto.tz = function (this: Dayjs, asked?: string, keepLocalTime?: boolean) {
      const timezone = asked ?? defaultZone;
      const offsetMinutes = timezone === undefined ? undefined : fixed.get(timezone);
      if (timezone === undefined || offsetMinutes === undefined || !this.isValid())
        return viaIntl.call(this, asked, keepLocalTime);
      // The same wall time, or the same instant's wall time in the zone: a
      // new value either way, in this one's locale.
      const wall = (keepLocalTime ? this : this.utcOffset(offsetMinutes)).format(WALL);
      return dayjs.tz(wall, timezone).locale(this.locale());
    } as Dayjs['tz'];

    const setDefault = dayjs.tz.setDefault;
    dayjs.tz.setDefault = (zone?: string) => {
      defaultZone = zone;
      setDefault(zone);
    };
  };
