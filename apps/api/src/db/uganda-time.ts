import { sql, type Column, type SQL } from 'drizzle-orm';
import { UGANDA_OFFSET_MINUTES } from '@app/contract';

// Uganda's days in SQL, from the contract's one rule (uganda-time.ts there).
// Sessions run in UTC (db/client.ts), so a day in Kampala is the UTC day
// shifted by the fixed offset: plain arithmetic, the same on PostgreSQL and
// PGlite whatever zone data each carries (no AT TIME ZONE 'Africa/Kampala').
// The offset is written into the text, so a statement's text, and the plan
// PostgreSQL keeps for it, do not depend on a value (ADR 015).

const OFFSET = sql.raw(`interval '${UGANDA_OFFSET_MINUTES / 60} hours'`);

/** The date in Uganda of an instant (a timestamptz). */
export const ugandaDateOf = (instant: SQL | Column): SQL => sql`(${instant} + ${OFFSET})::date`;

/** Today's date in Uganda. */
export const ugandaToday = (): SQL => ugandaDateOf(sql`now()`);

/**
 * The instant a day in Uganda (a date) begins, as a UTC timestamp: for
 * "on or after day d" and, with d + 1, "before the end of day d".
 */
export const ugandaDayStart = (day: SQL): SQL => sql`(${day} - ${OFFSET})`;
