// The service's days are Uganda's: East Africa Time, UTC+3 all year, with
// no summer time. The rule is written here once for TypeScript (the API,
// the web app, PDFs, tests); the API's SQL side is built from these
// constants (apps/api/src/db/uganda-time.ts). A fixed offset, not a zone
// looked up: the same answer on every machine and database, whatever zone
// data it carries, and no lookup on a phone (issue 21).

/** The zone's IANA name, for Intl.DateTimeFormat and dayjs. */
export const UGANDA_TIME_ZONE = 'Africa/Kampala';

/** The zone's offset from UTC, in minutes (dayjs's utcOffset). */
export const UGANDA_OFFSET_MINUTES = 180;

/** The offset as ISO 8601 writes it after a time. */
export const UGANDA_OFFSET = '+03:00';

const OFFSET_MS = UGANDA_OFFSET_MINUTES * 60_000;

/**
 * An instant moved to Uganda's wall clock: the answer's UTC fields
 * (getUTCDate(), toISOString()) read the date and time in Kampala.
 */
export const ugandaWallClock = (instant: Date): Date => new Date(instant.getTime() + OFFSET_MS);

/** The instant a day (YYYY-MM-DD) begins in Uganda, as ISO text. */
export const ugandaMidnight = (day: string): string => `${day}T00:00:00${UGANDA_OFFSET}`;

/** The date (YYYY-MM-DD) in Uganda at an instant, now by default. */
export const ugandaDate = (instant: Date = new Date()): string =>
  ugandaWallClock(instant).toISOString().slice(0, 10);
