import { and, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, idempotencyKeys, notifications } from '../../db/schema/index.ts';
import { ERASED } from './erasure-tables.ts';

// Issue 26: the JSON that copies a person's values (audit entries' before
// and after, idempotent requests' stored answers) is rewritten value by
// value: every string that equals or contains one of her values becomes the
// placeholder, and her coordinates and children under their keys become
// null. The entry itself stays (who did what, when, to which record).

/** Values a scrub looks for, lower case. */
export type PersonalValues = {
  /** Identify her anywhere: numbers, e-mail, full name, tokens, account ids. */
  strong: string[];
  /** Everything her rows held (names, addresses, medical fields, texts). */
  all: string[];
  /** Her personal fields' names (as the tables and the API name them). */
  keys: Set<string>;
};

/** Numbers that are personal under these keys (in entries about her). */
const PERSONAL_NUMBER_KEYS = new Set(['latitude', 'longitude', 'children', 'lat', 'lng']);

/** Values as a scrub compares them: trimmed, lower case, long enough to mean something. */
export function personalValues(
  strong: Iterable<unknown>,
  all: Iterable<unknown>,
  keys: Iterable<string>,
): PersonalValues {
  const clean = (xs: Iterable<unknown>) => {
    const out = new Set<string>();
    for (const x of xs) {
      const parts = Array.isArray(x) ? x : [x];
      for (const p of parts) {
        if (typeof p !== 'string') continue;
        const v = p.trim().toLowerCase();
        if (v.length >= 3 && v !== 'global' && v !== ERASED.text.toLowerCase()) out.add(v);
      }
    }
    return out;
  };
  const s = clean(strong);
  const a = clean(all);
  for (const v of s) a.add(v);
  return { strong: [...s], all: [...a], keys: new Set(keys) };
}

/**
 * The value with her strings replaced; `changed` says whether anything was.
 * Under `keys` (her personal fields, in an entry about her) every value goes,
 * whatever it was: an old address edited away is still hers.
 */
export function scrubJson(
  value: unknown,
  values: readonly string[],
  keys: ReadonlySet<string> = new Set(),
): { value: unknown; changed: boolean } {
  let changed = false;
  const walk = (v: unknown, key?: string): unknown => {
    if (key && keys.has(key) && v !== null && v !== '' && typeof v !== 'boolean') {
      if (typeof v === 'object' && !Array.isArray(v))
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
      changed = true;
      return typeof v === 'string' ? ERASED.text : null;
    }
    if (typeof v === 'string') {
      const low = v.toLowerCase();
      if (values.some((x) => low.includes(x))) {
        changed = true;
        return ERASED.text;
      }
      return v;
    }
    if (typeof v === 'number' && key && PERSONAL_NUMBER_KEYS.has(key)) {
      changed = true;
      return null;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  const out = walk(value);
  return { value: out, changed };
}

/** A text with each of her values in it replaced (a message to someone else that names her). */
export function scrubText(text: string, values: readonly string[]): string {
  let out = text;
  for (const v of [...values].sort((a, b) => b.length - a.length)) {
    const at = new RegExp(v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    out = out.replace(at, ERASED.text);
  }
  return out;
}

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

/** How many audit entries and stored answers a scrub would rewrite (a plan's count). */
export async function countScrubbable(
  db: Db,
  records: ReadonlyMap<string, string[]>,
  values: PersonalValues,
): Promise<Scrubbed> {
  const where = auditAbout(records, values);
  const audit = where ? await db.$count(auditLog, where) : 0;
  const answers = containsAny(sql`${idempotencyKeys.responseBody}::text`, values.strong);
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
  const answers = containsAny(sql`${idempotencyKeys.responseBody}::text`, values.strong);
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
