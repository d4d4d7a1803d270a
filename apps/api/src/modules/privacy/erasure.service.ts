import {
  MSG,
  PRIVACY_MESSAGES,
  type DataSubjectKind,
  type ErasureBlocker,
  type ErasurePlan,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { PushGateway } from '../../integrations/push.ts';
import type { DocumentStore } from '../../integrations/documents.ts';
import type { PictureStore } from '../../integrations/storage.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { followMarketing } from '../communication/marketing.ts';
import { erasureBlockers } from './erasure-blockers.repo.ts';
import { phoneForms, type Scope } from './erasure-scope.ts';
import { personalValues } from './erasure-scrub.ts';
import { countScrubbable, scrubStoredJson } from './erasure-scrub.repo.ts';
import { applyErasureRules, heldData, ownLicenceCopy, pictureShared } from './erasure.repo.ts';
import { sweepSoon } from './file-sweep.service.ts';
import { findPerson, type Person } from './subject.repo.ts';

export type Subject = { kind: DataSubjectKind; id: number };
export type ErasureDeps = {
  db: Db;
  pictures: Pick<PictureStore, 'remove'>;
  /** A nurse's licence copy (issue 27). */
  documents: Pick<DocumentStore, 'remove'>;
  /** Her device leaves the tips topic too: FCM keeps a token it was given (issue 26). */
  push: Pick<PushGateway, 'setTopic'>;
  /** The file sweep, asked for with the erasure should deleting her files fail (file-sweep.service.ts). */
  queue: Pick<JobQueue, 'enqueue'>;
};
export type EraseOutcome =
  { erased: true; plan: ErasurePlan } | { erased: false; blockers: ErasureBlocker[] };

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
  const { rows, records, held, keys } = await heldData(db, scope);
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
  return (await pictureShared(db, p, p.picture)) ? null : pictureName(p.picture);
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

const nonZero = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

/** Compared as the person reads it: case and runs of spaces ignored. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Issue 26, erasure: a person's data erased on request or by the retention run. */
export function createErasureService(deps: ErasureDeps) {
  /** What an erasure would do: rows per table holding her data, pictures, and the blockers. */
  async function plan(subject: Subject): Promise<ErasurePlan> {
    const person = await personOf(deps.db, subject);
    if (person.erasedAt) return planOf(person, [], {}, 0);
    const scope = scopeOf(person);
    const blockers = await erasureBlockers(deps.db, scope);
    const found = await collect(deps.db, scope, person);
    const stored = await countScrubbable(deps.db, found.records, found.values);
    const rows = { ...found.rows, ...nonZero(stored) };
    return planOf(person, blockers, rows, person.picture ? 1 : 0);
  }

  /**
   * Erases the person's data in one transaction (issue 26): every rule of
   * erasure-tables.repo.ts, the audit log and stored answers scrubbed, and one
   * audit entry with row counts only. Blocked: nothing changes and the
   * blockers are answered. Her picture file is deleted once the transaction
   * committed. reason 'retention': the daily run (actor { id: null, email:
   * null }); 'request': an ADMIN's erasure.
   */
  async function erase(
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
      await applyErasureRules(tx, scope);
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

  /**
   * An ADMIN's erasure, confirmed by typing the person's name: 409 when she
   * is erased already or something blocks it (named), 400 when the name
   * differs.
   */
  async function eraseOnRequest(
    subject: Subject,
    confirmName: string,
    actor: Actor,
  ): Promise<ErasurePlan> {
    const person = await personOf(deps.db, subject);
    if (person.erasedAt) throw conflict(PRIVACY_MESSAGES.alreadyErased);
    if (!sameName(confirmName, person.name))
      throw badRequest(PRIVACY_MESSAGES.nameMismatch, {
        confirmName: PRIVACY_MESSAGES.nameMismatch,
      });
    const outcome = await erase(subject, actor, 'request');
    if (!outcome.erased) throw conflict(PRIVACY_MESSAGES.blocked(outcome.blockers));
    return outcome.plan;
  }

  return { plan, erase, eraseOnRequest };
}

export type ErasureService = ReturnType<typeof createErasureService>;
