import { sql, type SQL } from 'drizzle-orm';
import { RECON_DATE_WINDOW_DAYS, UGANDA_OFFSET_MINUTES } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/audit.ts';

// Matching statement lines against the ledger (issue 25), set-based: one
// statement for the exact matches of a whole import, one for its
// suggestions, whatever its size (50,000 lines against a million entries
// in seconds on PostgreSQL, bench/reconcile.mjs).

type Rows<T> = { rows: T[] };
const rowsOf = <T>(r: unknown) => (r as Rows<T>).rows;

/** A line's date in Kampala, from its instant (sessions run in UTC). */
const LINE_DAY = sql.raw(`(l.occurred_at + interval '${UGANDA_OFFSET_MINUTES} minutes')::date`);
const WINDOW = sql.raw(String(RECON_DATE_WINDOW_DAYS));
/** Suggestions kept for one line, likeliest first. */
const MAX_SUGGESTIONS = 5;
/** Characters a receipt number is written with; anything else parts the words of a reference. */
const TOKEN_SPLIT = sql.raw(`'[^a-z0-9/_-]+'`);
/** Entries already matched to some line: none is matched or suggested twice. */
const TAKEN = sql.raw(`(SELECT m.income_id FROM statement_lines m WHERE m.income_id IS NOT NULL)`);

/** Which lines a matching pass looks at: an import's, or one line's. */
export type LineScope = { importId: number } | { lineId: number };
const scope = (s: LineScope): SQL =>
  'importId' in s ? sql`l.import_id = ${s.importId}` : sql`l.id = ${s.lineId}`;

export function createMatchRepo(db: Db) {
  return {
    /**
     * Fresh statistics of the statement lines, before an import's matching:
     * planned from a table last seen empty, the suggestions' joins take
     * minutes instead of seconds (bench/reconcile.mjs: 315 s against 1.7 s).
     */
    async analyze() {
      await db.execute(sql`ANALYZE statement_lines`);
    },

    /**
     * Exact matches of an import's lines not matched yet: the transaction id
     * is an entry's receipt number, or a word of the reference is (case
     * aside). Each line takes one entry and each entry one line; the entry
     * is set Paid, audited as `actor` (the uploader). Answers how many.
     */
    async exact(importId: number, actor: Actor): Promise<number> {
      const result = await db.execute(sql`
        WITH cand AS (
          SELECT l.id AS line_id, e.id AS income_id, e.status, 1 AS pri
          FROM statement_lines l
          JOIN income_trace e ON lower(e.doc_id) = lower(l.transaction_id)
          WHERE l.import_id = ${importId} AND l.match_state <> 'Matched'
          UNION ALL
          SELECT l.id, e.id, e.status, 2
          FROM statement_lines l
          CROSS JOIN LATERAL (
            SELECT DISTINCT t FROM regexp_split_to_table(lower(l.reference), ${TOKEN_SPLIT}) t
            WHERE t <> ''
          ) tok
          JOIN income_trace e ON lower(e.doc_id) = tok.t
          WHERE l.import_id = ${importId} AND l.match_state <> 'Matched' AND l.reference IS NOT NULL
        ),
        per_line AS (
          SELECT DISTINCT ON (line_id) * FROM cand
          WHERE income_id NOT IN ${TAKEN}
          ORDER BY line_id, pri, income_id
        ),
        picks AS (SELECT DISTINCT ON (income_id) * FROM per_line ORDER BY income_id, line_id),
        matched AS (
          UPDATE statement_lines l
          SET match_state = 'Matched', match_kind = 'exact', income_id = p.income_id,
              matched_by = ${actor.id}::uuid, matched_at = now(), previous_status = p.status
          FROM picks p WHERE l.id = p.line_id
          RETURNING l.id, l.income_id, l.previous_status, l.transaction_id, l.provider
        ),
        cleared AS (
          DELETE FROM statement_suggestions s USING matched WHERE s.line_id = matched.id
        ),
        paid AS (
          UPDATE income_trace e SET status = 'Paid', updated_at = now()
          FROM matched WHERE e.id = matched.income_id AND e.status <> 'Paid'
          RETURNING e.id, matched.previous_status, matched.id AS line_id,
                    matched.transaction_id, matched.provider
        ),
        a AS (
          INSERT INTO audit_log (actor_id, actor_email, ip, action, entity, entity_id, summary)
          SELECT ${actor.id}::uuid, ${actor.email}, NULL, 'status', 'income_trace', paid.id::text,
                 jsonb_build_object(
                   'before', jsonb_build_object('status', paid.previous_status),
                   'after', jsonb_build_object('status', 'Paid'),
                   'reconciliation', jsonb_build_object('line', paid.line_id, 'match', 'exact',
                     'provider', paid.provider, 'transactionId', paid.transaction_id))
          FROM paid ORDER BY paid.id
        )
        SELECT count(*)::int AS n FROM matched`);
      return rowsOf<{ n: number }>(result)[0]!.n;
    },

    /**
     * Suggestions for the lines in scope not matched: entries of the same
     * amount within the date window, not matched to any line, scored higher
     * for the customer's phone being the payer's and for fewer days apart.
     * The lines become Suggested (some found) or Unmatched.
     */
    async suggest(s: LineScope) {
      await db.execute(sql`
        DELETE FROM statement_suggestions x USING statement_lines l
        WHERE x.line_id = l.id AND ${scope(s)} AND l.match_state <> 'Matched'`);
      await db.execute(sql`
        WITH open AS (
          SELECT l.id, l.amount, l.phone, ${LINE_DAY} AS day
          FROM statement_lines l WHERE ${scope(s)} AND l.match_state <> 'Matched'
        ),
        payers AS (
          SELECT x.id, array_agg(DISTINCT x.customer) AS ids FROM (
            SELECT o.id, c.id AS customer FROM open o JOIN customers c ON c.phonenumber = o.phone
            UNION ALL
            SELECT o.id, c.id FROM open o JOIN customers c ON c.alternate_number = o.phone
          ) x
          GROUP BY x.id
        )
        INSERT INTO statement_suggestions (line_id, income_id, score, reason)
        SELECT o.id, x.id, x.score,
               'same amount' || CASE WHEN x.same_phone THEN ', same phone' ELSE '' END ||
               CASE x.days WHEN 0 THEN ', same day' WHEN 1 THEN ', 1 day apart'
                           ELSE ', ' || x.days || ' days apart' END
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
        WHERE ${scope(s)} AND l.match_state <> 'Matched'
        RETURNING l.match_state`);
      return rowsOf<{ match_state: string }>(result).filter((r) => r.match_state === 'Suggested')
        .length;
    },

    /** A line, locked for a match or its undo. */
    async lockLine(id: number) {
      const result = await db.execute(sql`
        SELECT id, match_state, income_id, previous_status, transaction_id, provider
        FROM statement_lines WHERE id = ${id} FOR UPDATE`);
      return rowsOf<{
        id: number;
        match_state: string;
        income_id: number | null;
        previous_status: string | null;
        transaction_id: string;
        provider: string;
      }>(result)[0];
    },

    /** A ledger entry by id or receipt number (any case), locked. */
    async lockEntry(by: { incomeId?: number; receipt?: string }) {
      const where =
        by.incomeId != null ? sql`id = ${by.incomeId}` : sql`lower(doc_id) = lower(${by.receipt!})`;
      const result = await db.execute(
        sql`SELECT id, status, doc_id FROM income_trace WHERE ${where} FOR UPDATE`,
      );
      return rowsOf<{ id: number; status: string; doc_id: string }>(result)[0];
    },

    /** The line an entry is matched to, if any. */
    async lineOfEntry(incomeId: number) {
      const result = await db.execute(
        sql`SELECT id FROM statement_lines WHERE income_id = ${incomeId}`,
      );
      return rowsOf<{ id: number }>(result)[0]?.id;
    },

    /**
     * The line matched by staff to the entry. The entry leaves every other
     * line's suggestions (those left with none become Unmatched).
     */
    async confirm(lineId: number, incomeId: number, previousStatus: string, by: string | null) {
      await db.execute(sql`
        UPDATE statement_lines SET match_state = 'Matched', match_kind = 'confirmed',
          income_id = ${incomeId}, matched_by = ${by}::uuid, matched_at = now(),
          previous_status = ${previousStatus}
        WHERE id = ${lineId}`);
      await db.execute(sql`
        WITH gone AS (
          DELETE FROM statement_suggestions WHERE line_id = ${lineId} OR income_id = ${incomeId}
          RETURNING line_id
        )
        UPDATE statement_lines l SET match_state = 'Unmatched'
        WHERE l.id IN (SELECT line_id FROM gone) AND l.match_state = 'Suggested'
          AND NOT EXISTS (SELECT 1 FROM statement_suggestions x
                          WHERE x.line_id = l.id AND x.income_id <> ${incomeId})`);
    },

    /** The match undone: the line holds no entry (suggest() then sets its state). */
    async release(lineId: number) {
      await db.execute(sql`
        UPDATE statement_lines SET match_state = 'Unmatched', match_kind = NULL, income_id = NULL,
          matched_by = NULL, matched_at = NULL, previous_status = NULL
        WHERE id = ${lineId}`);
    },

    /** Sets an entry's status; answers the status it had, or undefined when it already had it. */
    async setEntryStatus(incomeId: number, status: string) {
      const result = await db.execute(sql`
        UPDATE income_trace e SET status = ${status}, updated_at = now()
        FROM (SELECT id, status FROM income_trace WHERE id = ${incomeId}) old
        WHERE e.id = old.id AND e.status <> ${status}
        RETURNING old.status`);
      return rowsOf<{ status: string }>(result)[0]?.status;
    },
  };
}
