import { sql } from 'drizzle-orm';
import type { CareMessageCategory, CustomerLanguage } from '@app/contract';
import type { Db } from '../../db/client.ts';

/** A mother a message may go to today, and the message of her stage she has not had yet. */
export type StageCandidate = {
  customer_id: number;
  firstname: string;
  lastname: string;
  phonenumber: string;
  preferred_language: CustomerLanguage;
  category: CareMessageCategory;
  week: number;
  baby_name: string | null;
  edd: string | null;
  message_id: number;
  text: string;
};

/** A mother with steps whose day is tomorrow, and the reminder's text in her language. */
export type ReminderCandidate = {
  customer_id: number;
  firstname: string;
  lastname: string;
  phonenumber: string;
  preferred_language: CustomerLanguage;
  step: string;
  text: string;
};

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Whom the rules let a care message reach (ADR 057): a live customer who
 * did not ask for no SMS (nor did anyone holding her number) and had no
 * loss in the last 365 days (no pregnancy or baby message after a loss).
 */
const reachable = (today: string) => sql`c.deleted_at IS NULL AND c.sms_opt_out_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM pregnancies l WHERE l.customer_id = c.id AND l.status = 'lost'
    AND l.outcome_date > ${today}::date - 365)
  AND NOT EXISTS (SELECT 1 FROM customers o WHERE o.phonenumber = c.phonenumber
    AND o.sms_opt_out_at IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM nurses n WHERE n.phone_number = c.phonenumber
    AND n.sms_opt_out_at IS NOT NULL)`;

/** Her text in her language, or the English one (every message has it). */
const textIn = sql`coalesce(
  (SELECT t.text FROM care_message_texts t WHERE t.message_id = m.id AND t.language = c.preferred_language),
  (SELECT t.text FROM care_message_texts t WHERE t.message_id = m.id AND t.language = 'en'))`;

/** The queries of the day's care messages: set-based, one statement each, for every mother at once. */
export function createCareMessagesSendRepo(db: Db) {
  return {
    /**
     * Today's stage message of each mother: her stage (an ongoing pregnancy's
     * week, the week after a birth up to 6, her youngest baby's age in weeks
     * to 52; the first of these when several hold), its first message she
     * has not had (its dedupe key names her and it), when she objected to no
     * such message, had fewer than `perWeek` in the last 7 days and none
     * since `quietSince` (the days between two).
     */
    stage: (q: { today: string; now: Date; perWeek: number; quietSince: Date }) =>
      rowsOf<StageCandidate>(
        db,
        sql`WITH stage AS (
          SELECT p.customer_id, 'Pregnancy' AS category, ((${q.today}::date - p.lmp) / 7) AS week,
            0 AS rank, NULL::text AS baby_name, p.edd::text AS edd
          FROM pregnancies p WHERE p.status = 'ongoing'
          UNION ALL
          SELECT p.customer_id, 'Postnatal', ((${q.today}::date - p.outcome_date) / 7), 1, NULL, NULL
          FROM pregnancies p WHERE p.status = 'delivered'
            AND p.outcome_date BETWEEN ${q.today}::date - 48 AND ${q.today}::date
          UNION ALL
          (SELECT DISTINCT ON (b.customer_id) b.customer_id, 'Baby', ((${q.today}::date - b.born_on) / 7),
            2, b.name, NULL
          FROM babies b WHERE b.born_on BETWEEN ${q.today}::date - 370 AND ${q.today}::date
          ORDER BY b.customer_id, b.born_on DESC, b.id)
        )
        SELECT DISTINCT ON (c.id) c.id AS customer_id, c.firstname, c.lastname, c.phonenumber,
          c.preferred_language, s.category, s.week, s.baby_name, s.edd, m.id AS message_id,
          ${textIn} AS text
        FROM stage s
        JOIN customers c ON c.id = s.customer_id
        JOIN LATERAL (
          SELECT m.id FROM care_messages m
          WHERE m.category = s.category AND m.week = s.week
            AND NOT EXISTS (SELECT 1 FROM notifications x
              WHERE x.dedupe_key = 'care:' || s.customer_id || ':' || m.id)
          ORDER BY m.position LIMIT 1
        ) m ON true
        WHERE ${reachable(q.today)} AND c.marketing_objected_at IS NULL
          -- the IN repeats notifications_care_idx's predicate, so the planner uses it
          AND (SELECT count(*) FROM notifications x WHERE x.customer_id = c.id
            AND x.event IN ('care_stage', 'care_reminder') AND x.event = 'care_stage'
            AND x.sent_at > ${q.now.toISOString()}::timestamptz - interval '7 days') < ${q.perWeek}
          AND NOT EXISTS (SELECT 1 FROM notifications x WHERE x.customer_id = c.id
            AND x.event IN ('care_stage', 'care_reminder') AND x.event = 'care_stage'
            AND x.sent_at >= ${q.quietSince.toISOString()}::timestamptz)
        ORDER BY c.id, s.rank`,
      ),

    /**
     * Tomorrow's contacts and doses not yet done (care_steps), one reminder
     * a mother naming them all (twins' doses once), with the library's
     * first Reminder in her language.
     */
    reminders: (q: { today: string; tomorrow: string }) =>
      rowsOf<ReminderCandidate>(
        db,
        sql`WITH due AS (
          SELECT s.customer_id,
            string_agg(DISTINCT s.label || CASE WHEN cardinality(s.vaccines) > 0
              THEN ' (' || array_to_string(s.vaccines, ', ') || ')' ELSE '' END, '; ') AS step
          FROM care_steps s WHERE s.target = ${q.tomorrow}::date
          GROUP BY s.customer_id
        ), m AS (
          SELECT m.id FROM care_messages m WHERE m.category = 'Reminder'
          ORDER BY m.week, m.position LIMIT 1
        )
        SELECT c.id AS customer_id, c.firstname, c.lastname, c.phonenumber, c.preferred_language,
          d.step, ${textIn} AS text
        FROM due d JOIN customers c ON c.id = d.customer_id CROSS JOIN m
        WHERE ${reachable(q.today)}
          AND NOT EXISTS (SELECT 1 FROM notifications x
            WHERE x.dedupe_key = 'care-reminder:' || c.id || ':' || ${q.tomorrow})
        ORDER BY c.id`,
      ),
  };
}
