import { and, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, idempotencyKeys, notifications } from '../../db/schema/index.ts';
import { scrubJson, scrubText, type PersonalValues } from './erasure-scrub.ts';

// Issue 26: the audit entries, stored answers and messages to others that
// hold a person's values, found and rewritten value by value (erasure-scrub.ts).

const containsAny = (text: SQL, values: readonly string[]) =>
  values.length
    ? sql`lower(${text}) LIKE ANY(ARRAY[${sql.join(
        values.map((v) => sql`${`%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`),
        sql`, `,
      )}]::text[])`
    : undefined;

/** The audit entries filed under her records, or naming her anywhere. */
function auditAbout(records: ReadonlyMap<string, string[]>, values: PersonalValues) {
  const byRecord = [...records]
    .filter(([, ids]) => ids.length)
    .map(([entity, ids]) => and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids)));
  return or(...byRecord, containsAny(sql`${auditLog.summary}::text`, values.strong));
}

/**
 * The stored idempotent answers about her: those naming her, and those of a
 * record of hers that holds none of her names (a pregnancy: dates, risks).
 */
function answersAbout(records: ReadonlyMap<string, string[]>, values: PersonalValues) {
  const owner = (field: string, ids: string[] = []) =>
    ids.length ? inArray(sql`${idempotencyKeys.responseBody}->'data'->>${field}`, ids) : undefined;
  return or(
    containsAny(sql`${idempotencyKeys.responseBody}::text`, values.strong),
    owner('customer_id', records.get('customer')),
    owner('nurse_id', records.get('nurse')),
  );
}

/** How many audit entries and stored answers a scrub would rewrite (a plan's count). */
export async function countScrubbable(
  db: Db,
  records: ReadonlyMap<string, string[]>,
  values: PersonalValues,
): Promise<Scrubbed> {
  const where = auditAbout(records, values);
  const audit = where ? await db.$count(auditLog, where) : 0;
  const answers = answersAbout(records, values);
  const idem = answers ? await db.$count(idempotencyKeys, answers) : 0;
  const named = messagesNaming(records, values);
  const messages = named ? await db.$count(notifications, named) : 0;
  return { audit_log: audit, idempotency_keys: idem, messages_naming: messages };
}

type Scrubbed = { audit_log: number; idempotency_keys: number; messages_naming: number };

/** Messages to others that name her (a nurse's assignment SMS naming the client). */
function messagesNaming(records: ReadonlyMap<string, string[]>, values: PersonalValues) {
  const named = or(
    containsAny(sql`${notifications.message}`, values.strong),
    containsAny(sql`${notifications.title}`, values.strong),
  );
  const own = (records.get('notification') ?? []).map(Number);
  return named && own.length ? and(named, notInArray(notifications.id, own)) : named;
}

/** Her values cut out of the texts of messages to others that name her. */
async function scrubMessages(
  tx: Db,
  records: ReadonlyMap<string, string[]>,
  values: PersonalValues,
) {
  const named = messagesNaming(records, values);
  if (!named) return 0;
  const rows = await tx
    .select({ id: notifications.id, title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(named);
  for (const r of rows)
    await tx
      .update(notifications)
      .set({ title: scrubText(r.title, values.all), message: scrubText(r.message, values.all) })
      .where(eq(notifications.id, r.id));
  return rows.length;
}

/**
 * Rewrites her values in the audit log and the stored idempotent answers.
 * Runs inside the erasure's transaction: the audit log's trigger allows the
 * UPDATE only there (app.erasure, migration 0017).
 */
export async function scrubStoredJson(
  tx: Db,
  records: ReadonlyMap<string, string[]>,
  values: PersonalValues,
): Promise<Scrubbed> {
  await tx.execute(sql`SELECT set_config('app.erasure', 'on', true)`);
  let audit = 0;
  const where = auditAbout(records, values);
  const entries = where
    ? await tx
        .select({
          id: auditLog.id,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          summary: auditLog.summary,
        })
        .from(auditLog)
        .where(where)
    : [];
  for (const e of entries) {
    const hers = !!e.entityId && !!records.get(e.entity)?.includes(e.entityId);
    const s = scrubJson(e.summary, values.all, hers ? values.keys : undefined);
    if (!s.changed) continue;
    await tx
      .update(auditLog)
      .set({ summary: s.value as Record<string, unknown> })
      .where(eq(auditLog.id, e.id));
    audit++;
  }
  let idem = 0;
  const answers = answersAbout(records, values);
  const stored = answers
    ? await tx
        .select({
          userId: idempotencyKeys.userId,
          key: idempotencyKeys.key,
          body: idempotencyKeys.responseBody,
        })
        .from(idempotencyKeys)
        .where(answers)
    : [];
  // The answer is kept, scrubbed: a retry with the key still gets its answer, not a second write.
  for (const r of stored) {
    const s = scrubJson(r.body, values.all, values.keys);
    if (!s.changed) continue;
    await tx
      .update(idempotencyKeys)
      .set({ responseBody: s.value })
      .where(and(eq(idempotencyKeys.userId, r.userId), eq(idempotencyKeys.key, r.key)));
    idem++;
  }
  const messages = await scrubMessages(tx, records, values);
  return { audit_log: audit, idempotency_keys: idem, messages_naming: messages };
}
