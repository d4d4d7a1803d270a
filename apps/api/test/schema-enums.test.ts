import { getTableColumns, is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as C from '@app/contract';
import * as schema from '../src/db/schema/index.ts';
import { createTestApp, rowsOf, type TestContext } from './helpers.ts';

// Issue 41: a list of values is written once, in the contract; the schema
// takes it from there (db/schema imports '@app/contract'). Each column that
// holds one of a list, by `table.column`, with the contract's list it holds.
const CONTRACT: Record<string, readonly string[]> = {
  'staff_users.role': C.ROLES,
  'bookings.status': C.BOOKING_STATUSES,
  'shop_orders.status': C.SHOP_ORDER_STATUSES,
  'customers.gender': C.CUSTOMER_GENDERS,
  'customers.user_type': C.CUSTOMER_TYPES,
  'customers.consent_method': C.CONSENT_METHODS,
  'notifications.channel': C.MESSAGE_CHANNELS,
  'notifications.kind': C.SMS_KINDS,
  'notifications.message_type': C.MESSAGE_TYPES,
  'notifications.result': C.SMS_RESULTS,
  'income_trace.status': C.INCOME_PAY_STATUSES,
  'income_trace_totals.status': C.INCOME_PAY_STATUSES,
  'income_trace_totals_delta.status': C.INCOME_PAY_STATUSES,
  'job_cards.status': C.JOB_STATUSES,
  'job_cards.gender': C.PATIENT_GENDERS,
  'nurse_jobs.status': C.JOB_STATUSES,
  'nurse_jobs.shift': C.NURSE_JOB_SHIFTS,
  'nurse_jobs.payment_status': C.NURSE_PAY_STATUSES,
  'nurses.gender': C.NURSE_GENDERS,
  'nurse_account_status.status': C.ACCOUNT_STATUSES,
  'payout_batches.state': C.PAYOUT_BATCH_STATES,
  'payout_batches.provider_outcome': C.PROVIDER_OUTCOMES,
  'payout_lines.state': C.PAYOUT_LINE_STATES,
  'payout_lines.exported_as': C.PAYOUT_EXPORT_FORMATS,
  'payout_lines.channel': C.PAYOUT_CHANNELS,
  'access_log.action': C.ACCESS_ACTIONS,
  'access_log.subject_kind': C.DATA_SUBJECT_KINDS,
  'retention_runs.trigger': C.RETENTION_TRIGGERS,
  'statement_mappings.provider': C.RECON_PROVIDERS,
  'statement_imports.provider': C.RECON_PROVIDERS,
  'statement_imports.state': C.RECON_IMPORT_STATES,
  'statement_lines.provider': C.RECON_PROVIDERS,
  'statement_lines.match_state': C.RECON_MATCH_STATES,
  'statement_lines.match_kind': C.RECON_MATCH_KINDS,
  'statement_lines.previous_status': C.INCOME_PAY_STATUSES,
  'statement_suggestions.kind': C.RECON_SUGGESTION_KINDS,
  'visit_checks.kind': C.VISIT_CHECK_KINDS,
  'visit_checks.channel': C.VISIT_CHANNELS,
  'visit_exceptions.channel': C.VISIT_CHANNELS,
  'visit_exceptions.reason': C.VISIT_EXCEPTION_REASONS,
  'visit_exceptions.kind': C.VISIT_CHECK_KINDS,
  'visit_exceptions.decision': C.VISIT_DECISIONS,
  'visit_day_decisions.decision': C.VISIT_DECISIONS,
  'visit_alerts.kind': [...C.VISIT_ALERT_KINDS, 'reminder'],
  'pregnancies.status': C.PREGNANCY_STATUSES,
  'pregnancies.outcome': C.PREGNANCY_OUTCOME_KINDS,
  'babies.sex': C.BABY_SEXES,
  'care_records.place': C.CARE_RECORD_PLACES,
  'care_steps.kind': C.CARE_STEP_KINDS,
  'customers.preferred_language': C.CUSTOMER_LANGUAGES,
  'sms_replies.outcome': C.SMS_REPLY_OUTCOMES,
  'care_messages.category': C.CARE_MESSAGE_CATEGORIES,
  'care_message_texts.language': C.CUSTOMER_LANGUAGES,
  'payment_requests.target': C.PAYMENT_TARGETS,
  'payment_requests.network': C.PAYMENT_NETWORKS,
  'payment_requests.provider': C.PAYMENT_PROVIDERS,
  'payment_requests.state': C.PAYMENT_STATES,
  'stand_in_prompts.decision': C.STAND_IN_DECISIONS,
};

/** The server's own lists, never on the wire: no contract list to agree with. */
const INTERNAL = new Set([
  'idempotency_keys.state',
  'income_trace_totals.grain',
  'income_trace_totals_delta.grain',
]);

/** Every column of the schema declared with a list of values, by `table.column`. */
function schemaEnums(): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const name = getTableConfig(table).name;
    for (const column of Object.values(getTableColumns(table))) {
      const values = (column as { enumValues?: readonly string[] }).enumValues;
      if (values?.length) out.set(`${name}.${column.name}`, values);
    }
  }
  return out;
}

describe('enums: written once, in the contract', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("each schema column of a list holds the contract's list", () => {
    const declared = schemaEnums();
    const unknown = [...declared.keys()].filter((k) => !(k in CONTRACT) && !INTERNAL.has(k));
    expect(unknown, 'a list column with no contract list named here').toEqual([]);
    for (const [column, values] of declared) {
      if (INTERNAL.has(column)) continue;
      expect([...values], column).toEqual([...CONTRACT[column]!]);
    }
  });

  it("each PostgreSQL enum type's labels are the contract's list of every column of it", async () => {
    const rows = rowsOf<{ column: string; labels: string[] }>(
      await t.db.execute(sql`
        SELECT c.table_name || '.' || c.column_name AS column,
               array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
        FROM information_schema.columns c
        JOIN pg_type ty ON ty.typname = c.udt_name
        JOIN pg_enum e ON e.enumtypid = ty.oid
        WHERE c.table_schema = 'public'
        GROUP BY c.table_name, c.column_name`),
    );
    for (const { column, labels } of rows) {
      expect(CONTRACT[column], `${column}: an enum type with no contract list`).toBeDefined();
      expect(labels, column).toEqual([...CONTRACT[column]!]);
    }
  });

  it("each CHECK of a column's values allows exactly the contract's list", async () => {
    const rows = rowsOf<{ column: string; def: string }>(
      await t.db.execute(sql`
        SELECT cl.relname || '.' || a.attname AS column, pg_get_constraintdef(k.oid) AS def
        FROM pg_constraint k
        JOIN pg_class cl ON cl.oid = k.conrelid
        JOIN pg_namespace n ON n.oid = cl.relnamespace AND n.nspname = 'public'
        JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
        WHERE k.contype = 'c' AND cardinality(k.conkey) = 1`),
    );
    // A list of text values: `col = ANY (ARRAY['a'::text, ...])` (IN, as stored).
    const lists = rows.filter((r) => /= ANY \(/.test(r.def) && /'/.test(r.def));
    expect(lists.map((r) => r.column)).toContain('nurse_jobs.shift');
    for (const { column, def } of lists) {
      const labels = [...def.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'"));
      expect(CONTRACT[column], `${column}: a CHECK with no contract list`).toBeDefined();
      expect(labels, column).toEqual([...CONTRACT[column]!]);
    }
  });
});
