import { and, eq, getTableColumns, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  MSG,
  PRIVACY_MESSAGES,
  type DataSubjectKind,
  type ErasureBlocker,
  type ErasurePlan,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { customers, nurses } from '../../db/schema/index.ts';
import type { PushGateway } from '../../integrations/push.ts';
import type { DocumentStore } from '../../integrations/documents.ts';
import type { PictureStore } from '../../integrations/storage.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { followMarketing } from '../communication/marketing.ts';
import { erasureBlockers } from './erasure-blockers.ts';
import { sweepSoon } from './file-sweep.ts';
import { countScrubbable, personalValues, scrubStoredJson } from './erasure-scrub.ts';
import { ERASURE_TABLES, phoneForms, type Scope } from './erasure-tables.ts';
import { findPerson, type Person } from './subject.repo.ts';

export type Subject = { kind: DataSubjectKind; id: number };
export type ErasureDeps = {
  db: Db;
  pictures: Pick<PictureStore, 'remove'>;
  /** A nurse's licence copy (issue 27). */
  documents: Pick<DocumentStore, 'remove'>;
  /** Her device leaves the tips topic too: FCM keeps a token it was given (issue 26). */
  push: Pick<PushGateway, 'setTopic'>;
  /** The file sweep, asked for with the erasure should deleting her files fail (file-sweep.ts). */
  queue: Pick<JobQueue, 'enqueue'>;
};
export type EraseOutcome =
  { erased: true; plan: ErasurePlan } | { erased: false; blockers: ErasureBlocker[] };

/** Fields of hers the API names otherwise than its column (audit summaries, stored answers). */
const EXTRA_KEYS = [
  'name',
  'picture',
  'to',
  'receiver',
  'client_name',
  'user_id',
  'photo_url',
  'licence_copy',
];
/** Set by a rule but not personal: the erasure's own markers. */
const KEPT_KEYS = new Set(['deletedAt', 'erasedAt', 'online']);

/** The person, or 404. */
export async function personOf(db: Db, subject: Subject, lock = false): Promise<Person> {
  const person = await findPerson(db, subject, lock);
  if (!person) throw notFound(MSG.notFound);
  return person;
}

function scopeOf(p: Person, now = new Date()): Scope {
  return {
    kind: p.kind,
    id: p.id,
    userId: p.userId,
    phones: phoneForms(...p.phones),
    fcmToken: p.fcmToken,
    fullName: p.name,
    now,
  };
}

/** The picture's file name in the store, from its public path. */
const pictureName = (url: string | null) => (url ? (url.split('/').pop() ?? null) : null);

/** What every rule would change: rows per table, the records named, the values they hold. */
async function collect(db: Db, scope: Scope, person: Person) {
  const rows: Record<string, number> = {};
  const records = new Map<string, string[]>();
  const held: unknown[] = [];
  const keys = new Set(EXTRA_KEYS);
  for (const [name, rule] of Object.entries(ERASURE_TABLES[scope.kind])) {
    const where = rule.where(scope);
    if (!where) continue;
    const columns = getTableColumns(rule.table) as Record<string, PgColumn>;
    const read: Record<string, PgColumn> = rule.delete
      ? columns
      : Object.fromEntries(Object.keys(rule.set!(scope)).map((k) => [k, columns[k]!]));
    for (const [k, col] of Object.entries(read)) if (!KEPT_KEYS.has(k)) keys.add(k).add(col.name);
    const found = (await db
      .select({ ...read, _key: rule.key })
      .from(rule.table)
      .where(where)) as Record<string, unknown>[];
    if (!found.length) continue;
    rows[name] = found.length;
    for (const r of found) held.push(...Object.values(r));
    if (rule.entity) {
      const ids = records.get(rule.entity) ?? [];
      records.set(rule.entity, [...ids, ...found.map((r) => String(r._key))]);
    }
  }
  const strong = [
    ...scope.phones,
    person.email,
    person.name,
    person.userId,
    scope.fcmToken,
    ...person.otherIds,
    pictureName(person.picture),
  ];
  return { rows, records, values: personalValues(strong, [...held, ...strong], keys) };
}

/** Her picture's file, unless another person's profile shows the same picture (same content). */
async function ownPicture(db: Db, p: Person): Promise<string | null> {
  if (!p.picture) return null;
  const others =
    (await db.$count(
      customers,
      and(
        eq(customers.photoUrl, p.picture),
        p.kind === 'customer' ? ne(customers.id, p.id) : undefined,
      ),
    )) +
    (await db.$count(
      nurses,
      and(
        eq(nurses.profilePicture, p.picture),
        p.kind === 'nurse' ? ne(nurses.id, p.id) : undefined,
      ),
    ));
  return others ? null : pictureName(p.picture);
}

/** A nurse's licence copy's file, unless another nurse's row names the same file (same content). */
async function ownLicenceCopy(db: Db, p: Person): Promise<string | null> {
  if (p.kind !== 'nurse') return null;
  const [row] = await db
    .select({ file: nurses.licenceFile })
    .from(nurses)
    .where(eq(nurses.id, p.id));
  if (!row?.file) return null;
  const others = await db.$count(
    nurses,
    and(eq(nurses.licenceFile, row.file), ne(nurses.id, p.id)),
  );
  return others ? null : row.file;
}

function planOf(
  p: Person,
  blockers: ErasureBlocker[],
  rows: Record<string, number>,
  pictures: number,
): ErasurePlan {
  return {
    subjectKind: p.kind,
    subjectId: p.id,
    name: p.erasedAt ? '' : p.name,
    erasedAt: p.erasedAt ? p.erasedAt.toISOString() : null,
    blockers,
    rows,
    pictures,
  };
}

/** What an erasure would do: rows per table holding her data, pictures, and the blockers. */
export async function erasurePlan(deps: ErasureDeps, subject: Subject): Promise<ErasurePlan> {
  const person = await personOf(deps.db, subject);
  if (person.erasedAt) return planOf(person, [], {}, 0);
  const scope = scopeOf(person);
  const blockers = await erasureBlockers(deps.db, scope);
  const found = await collect(deps.db, scope, person);
  const stored = await countScrubbable(deps.db, found.records, found.values);
  const rows = { ...found.rows, ...nonZero(stored) };
  return planOf(person, blockers, rows, person.picture ? 1 : 0);
}

const nonZero = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

/**
 * Erases the person's data in one transaction (issue 26): every rule of
 * erasure-tables.ts, the audit log and stored answers scrubbed, and one audit
 * entry with row counts only. Blocked: nothing changes and the blockers are
 * answered. Her picture file is deleted once the transaction committed.
 * reason 'retention': the daily run (actor { id: null, email: null }); 'request': an ADMIN's erasure.
 */
export async function eraseSubject(
  deps: ErasureDeps,
  subject: Subject,
  actor: Actor,
  reason: 'request' | 'retention',
): Promise<EraseOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    const person = await personOf(tx, subject, true);
    if (person.erasedAt) throw conflict(PRIVACY_MESSAGES.alreadyErased);
    const scope = scopeOf(person);
    const blockers = await erasureBlockers(tx, scope);
    if (blockers.length) return { erased: false as const, blockers };
    const found = await collect(tx, scope, person);
    const picture = await ownPicture(tx, person);
    const licence = await ownLicenceCopy(tx, person);
    const stored = await scrubStoredJson(tx, found.records, found.values);
    for (const rule of Object.values(ERASURE_TABLES[scope.kind])) {
      const where = rule.where(scope);
      if (!where) continue;
      if (rule.delete) await tx.delete(rule.table).where(where);
      else await tx.update(rule.table).set(rule.set!(scope)).where(where);
    }
    const rows = { ...found.rows, ...nonZero(stored) };
    const pictures = person.picture ? 1 : 0;
    await audit(tx, actor, {
      action: 'erase',
      entity: subject.kind,
      entityId: subject.id,
      // counts only: never a personal value
      summary: { reason, rows, pictures },
    });
    if (picture || licence) await sweepSoon(deps.queue, tx);
    const after = { ...person, erasedAt: scope.now };
    return {
      erased: true as const,
      plan: planOf(after, [], rows, pictures),
      picture,
      licence,
      token: person.fcmToken,
    };
  });
  if (!outcome.erased) return outcome;
  // After the commit: a rolled-back erasure keeps its files. Should the store
  // fail now, the sweep asked for with the erasure deletes them (issue 39).
  if (outcome.picture) await deps.pictures.remove(outcome.picture).catch(() => false);
  if (outcome.licence) await deps.documents.remove(outcome.licence).catch(() => false);
  // Her token is gone from the rows; the topic still holds it until told.
  if (outcome.token) await followMarketing(deps.push, outcome.token, true).catch(() => undefined);
  return { erased: true, plan: outcome.plan };
}
