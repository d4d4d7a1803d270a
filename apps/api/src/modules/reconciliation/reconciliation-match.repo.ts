import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/audit.ts';
import {
  inRange,
  MATCHED_TO_E,
  namedEntries,
  PLAUSIBLE_DAY,
  rowsOf,
  type IdRange,
} from './reconciliation-sql.repo.ts';

// Matching statement lines against the ledger (issue 25), set-based: one
// statement for the exact matches of a whole import, whatever its size
// (50,000 lines against a million entries in seconds on PostgreSQL,
// bench/reconcile.mjs). A payment settles an entry only for its amount
// (issue 36): several payments may settle one entry, and the entry is Paid
// once they add up to it.
//
// Lock order, everywhere: the ledger entry first, then the statement line.
// Whatever changes the payments matched to an entry holds its row, so two
// staff (or a match and an import) never both count the same owed amount.

/** A statement line as a match or its undo reads it. */
export type MatchLine = {
  id: number;
  match_state: string;
  income_id: number | null;
  amount: number;
  previous_status: string | null;
  transaction_id: string;
  provider: string;
  match_kind: string | null;
};
const LINE_COLUMNS = sql.raw(
  'id, match_state, income_id, amount::float8 AS amount, previous_status, transaction_id, provider, match_kind',
);

export function createMatchRepo(db: Db) {
  return {
    /**
     * Fresh statistics of the statement lines, before an import's matching:
     * planned from a table last seen empty, the suggestions' joins take
     * minutes instead of seconds (bench/reconcile.mjs: 315 s against 1.7 s).
     * A small sample does that (3,000 rows, not 30,000): on the embedded
     * database the full one held the event loop 85 to 111 ms (issue 36).
     */
    async analyze() {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL default_statistics_target = 10`);
        await tx.execute(sql`ANALYZE statement_lines`);
      });
    },

    /**
     * Exact matches of an import's lines not matched yet: the line names an
     * entry (its transaction id is the receipt number, or a word of its
     * reference is), pays exactly what the entry still owes, on a plausible
     * day. Each line takes one entry and each entry one line; the entry is
     * set Paid, audited as `actor` (the uploader). Answers how many. A line
     * naming an entry for another amount or day is only suggested.
     */
    async exact(importId: number, actor: Actor, range?: IdRange): Promise<number> {
      const lines = sql`l.import_id = ${importId} AND l.match_state <> 'Matched' AND ${inRange(range)}`;
      // The entries these lines name, locked (ordered, so two passes never deadlock).
      await db.execute(sql`
        SELECT e.id FROM income_trace e
        WHERE e.id IN (SELECT n.income_id FROM (${namedEntries(lines)}) n)
        ORDER BY e.id FOR UPDATE`);
      const result = await db.execute(sql`
        WITH cand AS (${namedEntries(lines)}),
        fit AS (
          SELECT c.line_id, c.income_id, c.pri, e.status
          FROM cand c
          JOIN statement_lines l ON l.id = c.line_id
          JOIN income_trace e ON e.id = c.income_id
          WHERE l.amount = e.amount - ${MATCHED_TO_E} AND ${PLAUSIBLE_DAY}
        ),
        per_line AS (SELECT DISTINCT ON (line_id) * FROM fit ORDER BY line_id, pri, income_id),
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
     * The range of ids of an import's next `size` lines after id `after`, or
     * none past its last: the matching passes take a range a statement, so
     * none holds the embedded database (and with it the event loop) for long;
     * all the ranges in one statement took it 60 ms for 100,000 lines.
     */
    async nextRange(importId: number, after: number, size: number): Promise<IdRange | undefined> {
      const result = await db.execute(sql`
        SELECT min(id) AS "fromId", max(id) AS "toId" FROM (
          SELECT id FROM statement_lines
          WHERE import_id = ${importId} AND id > ${after}
          ORDER BY id LIMIT ${size}
        ) x HAVING count(*) > 0`);
      return rowsOf<IdRange>(result)[0];
    },

    /** What the import's matching came to: its lines matched by it, and those with suggestions. */
    async outcome(importId: number) {
      const result = await db.execute(sql`
        SELECT count(*) FILTER (WHERE match_kind = 'exact')::int AS matched,
               count(*) FILTER (WHERE match_state = 'Suggested')::int AS suggested
        FROM statement_lines WHERE import_id = ${importId}`);
      return rowsOf<{ matched: number; suggested: number }>(result)[0]!;
    },

    /** A line as it is now, unlocked (to find its entry, which is locked first). */
    async readLine(id: number) {
      const result = await db.execute(
        sql`SELECT ${LINE_COLUMNS} FROM statement_lines WHERE id = ${id}`,
      );
      return rowsOf<MatchLine>(result)[0];
    },

    /** A line, locked for a match or its undo (after its entry). */
    async lockLine(id: number) {
      const result = await db.execute(
        sql`SELECT ${LINE_COLUMNS} FROM statement_lines WHERE id = ${id} FOR UPDATE`,
      );
      return rowsOf<MatchLine>(result)[0];
    },

    /** A ledger entry by id or receipt number (any case), locked, with what is matched to it. */
    async lockEntry(by: { incomeId?: number; receipt?: string }) {
      const where =
        by.incomeId != null ? sql`id = ${by.incomeId}` : sql`lower(doc_id) = lower(${by.receipt!})`;
      const locked = rowsOf<{ id: number; status: string; doc_id: string; amount: number }>(
        await db.execute(sql`
          SELECT id, status, doc_id, amount::float8 AS amount FROM income_trace
          WHERE ${where} FOR UPDATE`),
      )[0];
      if (!locked) return undefined;
      // Read after the lock: a match that committed while we waited is counted.
      const sums = rowsOf<{ matched: number; first_status: string | null }>(
        await db.execute(sql`
          SELECT coalesce(sum(amount), 0)::float8 AS matched,
                 (array_agg(previous_status ORDER BY matched_at, id))[1] AS first_status
          FROM statement_lines WHERE income_id = ${locked.id}`),
      )[0]!;
      return { ...locked, matched: sums.matched, firstStatus: sums.first_status };
    },

    /**
     * The line matched by staff to the entry. The line's suggestions go; when
     * the entry is now settled, it leaves every other line's suggestions, and
     * otherwise their same-amount ones (those left with none become Unmatched).
     */
    async confirm(
      lineId: number,
      incomeId: number,
      previousStatus: string,
      by: string | null,
      settled: boolean,
    ) {
      await db.execute(sql`
        UPDATE statement_lines SET match_state = 'Matched', match_kind = 'confirmed',
          income_id = ${incomeId}, matched_by = ${by}::uuid, matched_at = now(),
          previous_status = ${previousStatus}
        WHERE id = ${lineId}`);
      const others = settled ? sql`true` : sql`kind = 'amount'`;
      await db.execute(sql`
        WITH gone AS (
          DELETE FROM statement_suggestions
          WHERE line_id = ${lineId} OR (income_id = ${incomeId} AND ${others})
          RETURNING line_id
        )
        UPDATE statement_lines l SET match_state = 'Unmatched'
        WHERE l.id IN (SELECT line_id FROM gone) AND l.match_state = 'Suggested'
          AND NOT EXISTS (SELECT 1 FROM statement_suggestions x WHERE x.line_id = l.id)`);
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
