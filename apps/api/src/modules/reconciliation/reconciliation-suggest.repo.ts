import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  inRange,
  LINE_DAY,
  MATCHED_TO_E,
  namedEntries,
  PLAUSIBLE_DAY,
  rowsOf,
  WINDOW,
  type IdRange,
} from './reconciliation-sql.repo.ts';

// Suggestions for the payments no exact match took (issue 25; issue 36: a
// payment that names a receipt but not its amount or a plausible day is a
// suggestion, never a match). Staff confirm one, or choose any entry.

/** Suggestions kept for one line of each kind, likeliest first. */
const MAX_SUGGESTIONS = 5;
/** Entries some payment is matched to: none is suggested by amount alone. */
const TAKEN = sql.raw(`(SELECT m.income_id FROM statement_lines m WHERE m.income_id IS NOT NULL)`);

/** Which lines a matching pass looks at: an import's (a range of its lines), or one line's. */
export type LineScope = { importId: number; range?: IdRange } | { lineId: number };
const scope = (s: LineScope): SQL =>
  'importId' in s
    ? sql`l.import_id = ${s.importId} AND ${inRange(s.range)}`
    : sql`l.id = ${s.lineId}`;

export function createSuggestRepo(db: Db) {
  return {
    /**
     * Suggestions for the lines in scope not matched, in two kinds:
     * - receipt: entries the line names that still owe something, whatever
     *   the amount (the answer adds how it differs) or the day (said here);
     * - amount: entries of the same amount within the date window that no
     *   payment is matched to, higher for the customer's phone being the
     *   payer's and for fewer days apart.
     * The lines become Suggested (some found) or Unmatched.
     */
    async suggest(s: LineScope) {
      const lines = sql`${scope(s)} AND l.match_state <> 'Matched'`;
      await db.execute(sql`
        DELETE FROM statement_suggestions x USING statement_lines l
        WHERE x.line_id = l.id AND ${lines}`);
      await db.execute(sql`
        WITH cand AS (${namedEntries(lines)}),
        owing AS (
          SELECT c.line_id, c.income_id, e.doc_id, ${LINE_DAY} - e.txn_date AS late,
                 ${PLAUSIBLE_DAY} AS plausible,
                 row_number() OVER (PARTITION BY c.line_id ORDER BY c.pri, c.income_id) AS n
          FROM (SELECT DISTINCT ON (line_id, income_id) * FROM cand
                ORDER BY line_id, income_id, pri) c
          JOIN statement_lines l ON l.id = c.line_id
          JOIN income_trace e ON e.id = c.income_id
          WHERE e.amount > ${MATCHED_TO_E}
        )
        INSERT INTO statement_suggestions (line_id, income_id, score, reason, kind)
        SELECT line_id, income_id, CASE WHEN plausible THEN 300 ELSE 200 END,
               'names receipt ' || doc_id || CASE
                 WHEN plausible THEN ''
                 WHEN late > 0 THEN ', paid ' || late || ' days after the entry'
                 ELSE ', paid ' || -late || ' days before the entry' END,
               'receipt'
        FROM owing WHERE n <= ${sql.raw(String(MAX_SUGGESTIONS))}
        ON CONFLICT DO NOTHING`);
      await db.execute(sql`
        WITH open AS (
          SELECT l.id, l.amount, l.phone, ${LINE_DAY} AS day
          FROM statement_lines l WHERE ${lines}
        ),
        payers AS (
          SELECT x.id, array_agg(DISTINCT x.customer) AS ids FROM (
            SELECT o.id, c.id AS customer FROM open o JOIN customers c ON c.phonenumber = o.phone
            UNION ALL
            SELECT o.id, c.id FROM open o JOIN customers c ON c.alternate_number = o.phone
          ) x
          GROUP BY x.id
        )
        INSERT INTO statement_suggestions (line_id, income_id, score, reason, kind)
        SELECT o.id, x.id, x.score,
               'same amount' || CASE WHEN x.same_phone THEN ', same phone' ELSE '' END ||
               CASE x.days WHEN 0 THEN ', same day' WHEN 1 THEN ', 1 day apart'
                           ELSE ', ' || x.days || ' days apart' END,
               'amount'
        FROM open o
        LEFT JOIN payers p ON p.id = o.id
        CROSS JOIN LATERAL (
          SELECT e.id, abs(e.txn_date - o.day) AS days,
                 coalesce(e.user_id = ANY (p.ids), false) AS same_phone,
                 100 + CASE WHEN coalesce(e.user_id = ANY (p.ids), false) THEN 50 ELSE 0 END
                     - 10 * abs(e.txn_date - o.day) AS score
          FROM income_trace e
          WHERE e.amount = o.amount
            AND e.txn_date BETWEEN o.day - ${WINDOW} AND o.day + ${WINDOW}
            AND e.id NOT IN ${TAKEN}
          ORDER BY score DESC, days, e.id
          LIMIT ${sql.raw(String(MAX_SUGGESTIONS))}
        ) x
        ON CONFLICT DO NOTHING`);
      const result = await db.execute(sql`
        UPDATE statement_lines l
        SET match_state = CASE WHEN EXISTS (
          SELECT 1 FROM statement_suggestions x WHERE x.line_id = l.id) THEN 'Suggested' ELSE 'Unmatched' END
        WHERE ${lines}
        RETURNING l.match_state`);
      return rowsOf<{ match_state: string }>(result).filter((r) => r.match_state === 'Suggested')
        .length;
    },
  };
}
