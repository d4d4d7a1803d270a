import { sql } from 'drizzle-orm';
import {
  RECON_DATE_WINDOW_DAYS,
  RECON_LATE_PAYMENT_DAYS,
  UGANDA_OFFSET_MINUTES,
} from '@app/contract';

// The pieces of SQL the matching passes share (issue 25, amounts: issue 36),
// written once: a line's Kampala day, what a receipt is written with, which
// entries a line names, how much is matched to an entry, and when a
// payment's date is plausible for the entry it names.

export { rowsOf } from '../../db/rows.ts';

/** A line's date in Kampala, from its instant (sessions run in UTC). */
export const LINE_DAY = sql.raw(
  `(l.occurred_at + interval '${UGANDA_OFFSET_MINUTES} minutes')::date`,
);
export const WINDOW = sql.raw(String(RECON_DATE_WINDOW_DAYS));
const LATE = sql.raw(String(RECON_LATE_PAYMENT_DAYS));

/** Characters a receipt number is written with; anything else parts the words of a reference. */
const TOKEN_SPLIT = sql.raw(`'[^a-z0-9/_-]+'`);

/**
 * Every (line, entry) pair where the line `l` names the entry `e`: its
 * transaction id is the receipt number (pri 1) or a word of its reference is
 * (pri 2), case aside. `lines` filters `l`.
 */
export const namedEntries = (lines: ReturnType<typeof sql>) => sql`
  SELECT l.id AS line_id, e.id AS income_id, 1 AS pri
  FROM statement_lines l
  JOIN income_trace e ON lower(e.doc_id) = lower(l.transaction_id)
  WHERE ${lines}
  UNION ALL
  SELECT l.id, e.id, 2
  FROM statement_lines l
  CROSS JOIN LATERAL (
    SELECT DISTINCT t FROM regexp_split_to_table(lower(l.reference), ${TOKEN_SPLIT}) t
    WHERE t <> ''
  ) tok
  JOIN income_trace e ON lower(e.doc_id) = tok.t
  WHERE ${lines} AND l.reference IS NOT NULL`;

/** Whole UGX matched to entry `e` so far (every matched line holds its entry's id). */
export const MATCHED_TO_E_TEXT = `(SELECT coalesce(sum(m.amount), 0) FROM statement_lines m WHERE m.income_id = e.id)`;
export const MATCHED_TO_E = sql.raw(MATCHED_TO_E_TEXT);

/** Whether line `l`'s day is a plausible one to pay entry `e`: a little before, up to 60 days after. */
export const PLAUSIBLE_DAY = sql`${LINE_DAY} BETWEEN e.txn_date - ${WINDOW} AND e.txn_date + ${LATE}`;

/** 'UGX 1,308,000' in SQL, as formatUGX writes it. */
export const ugxText = (expr: ReturnType<typeof sql>) =>
  sql`('UGX ' || to_char(${expr}, 'FM999,999,999,999,990'))`;

/** Line ids from and to (both in), or every line when none is given. */
export type IdRange = { fromId: number; toId: number };
export const inRange = (r?: IdRange) =>
  r ? sql`l.id BETWEEN ${r.fromId} AND ${r.toId}` : sql`true`;
