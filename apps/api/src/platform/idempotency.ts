import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS, MSG } from '@app/contract';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { sha256 } from '../lib/crypto.ts';
import { AppError, badRequest } from '../lib/errors.ts';

const KEEP_MS = 24 * 3600_000;
/** An in-flight claim older than this is taken to be from a crashed request. */
const ABANDONED_MS = 5 * 60_000;

/** JSON with sorted keys, so the same payload always hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export type Outcome<T> = { status: number; body: T };

/**
 * The key of a creation that claims it itself, in its own write (decision
 * 021): the write takes a transaction lock on a hash of user and key with
 * `pg_try_advisory_xact_lock` (not got: a request with the key is still
 * running), writes the key `done` with
 * its answer unless a live claim holds it (one made at or after
 * `expiredBefore`, or in flight since `abandonedBefore`), and writes its
 * record only when the key was written.
 */
export type Claim = {
  userId: string;
  key: string;
  requestHash: string;
  expiredBefore: string;
  abandonedBefore: string;
  /**
   * When the write wrote nothing: throws when the key is why (a repeat is
   * answered the first answer, another payload 422, a running request 409).
   * `inFlight`: the write did not get the key's lock.
   */
  mustBeFree: (inFlight: boolean) => Promise<void>;
};

/**
 * The condition, on the stored key row, under which a new request may take the
 * key over: its claim was made before `expiredBefore` (kept past 24 h), or it
 * is still in flight since before `abandonedBefore` (a crashed request). One
 * rule for every claim: the prepared claim below and a creation's own claim
 * (ADR 021) both use it.
 */
export const claimMayBeTakenOver = sql`(${idempotencyKeys.createdAt} < ${sql.placeholder('expiredBefore')}::timestamptz
  OR (${idempotencyKeys.state} = 'in_flight'
    AND ${idempotencyKeys.createdAt} < ${sql.placeholder('abandonedBefore')}::timestamptz))`;

/** A key taken by an earlier request: its first answer is answered again. */
class KeyTaken extends Error {
  constructor(readonly row: typeof idempotencyKeys.$inferSelect) {
    super('idempotency key taken');
  }
}

/**
 * The claim and the stored answer run on every creation with a key: built
 * once per database and prepared under their own names (ADR 015).
 */
function prepareStatements(db: Db) {
  const p = sql.placeholder;
  const mine = and(eq(idempotencyKeys.userId, p('userId')), eq(idempotencyKeys.key, p('key')));
  return {
    /** Claims the key: a new row, or one whose claim expired or was abandoned. */
    claim: db
      .insert(idempotencyKeys)
      .values({
        userId: p('userId'),
        key: p('key'),
        requestHash: p('requestHash'),
        state: 'in_flight',
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          requestHash: sql`excluded.request_hash`,
          state: 'in_flight',
          responseStatus: null,
          responseBody: null,
          createdAt: sql`now()`,
        },
        setWhere: claimMayBeTakenOver,
      })
      .returning({ key: idempotencyKeys.key })
      .prepare('idempotency_claim'),
    /** The first answer, kept to be answered again. */
    done: db
      .update(idempotencyKeys)
      .set({
        state: 'done',
        responseStatus: sql`${p('status')}::int`,
        responseBody: sql`${p('body')}::jsonb`,
      })
      .where(mine)
      .prepare('idempotency_done'),
  };
}
const prepared = new WeakMap<Db, ReturnType<typeof prepareStatements>>();
function statementsOf(db: Db) {
  let s = prepared.get(db);
  if (!s) prepared.set(db, (s = prepareStatements(db)));
  return s;
}

/**
 * Runs a creation at most once per (user, key) for 24 h (API.md): the same key
 * with the same payload answers the first answer again and creates nothing;
 * with another payload 422; while the first is still running 409. Without a
 * key the creation simply runs.
 */
export async function idempotent<T>(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  run: (claim?: Claim) => Promise<Outcome<T>>,
  opts: {
    key?: string | null;
    /** How a repeat is answered; by default the first answer again (API.md). */
    replay?: (status: number, body: T) => Outcome<T>;
    /**
     * The creation claims the key and stores its answer in its own write
     * (`Claim`, ADR 021): no statement of its own for either.
     */
    claimsItself?: boolean;
  } = {},
): Promise<T> {
  const header = req.headers[HEADERS.idempotencyKey];
  const key = opts.key ?? (typeof header === 'string' ? header : undefined);
  const userId = req.user?.id;
  if (!key || !userId) {
    const out = await run();
    reply.status(out.status);
    return out.body;
  }
  if (key.length > 200) throw badRequest('The idempotency key is too long');

  // The actual path, not the route pattern: one key must not replay one
  // nurse's job for another nurse.
  const path = req.url.split('?')[0];
  const requestHash = sha256(`${req.method} ${path} ${canonical(req.body)}`);
  const now = Date.now();
  const expiredBefore = new Date(now - KEEP_MS).toISOString();
  const abandonedBefore = new Date(now - ABANDONED_MS).toISOString();
  const storedRow = () =>
    db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .then((rows) => rows[0]);
  /** A live claim's answer: the first answer again, or why there is none. */
  const replay = (row: typeof idempotencyKeys.$inferSelect | undefined) => {
    if (!row) throw new AppError(409, MSG.idempotencyInFlight);
    if (row.requestHash !== requestHash) throw new AppError(422, MSG.idempotencyMismatch);
    if (row.state === 'in_flight') throw new AppError(409, MSG.idempotencyInFlight);
    reply.header('idempotent-replayed', 'true');
    const first = { status: row.responseStatus ?? 200, body: row.responseBody as T };
    const out = opts.replay ? opts.replay(first.status, first.body) : first;
    reply.status(out.status);
    return out.body;
  };

  if (opts.claimsItself) {
    const claim: Claim = {
      userId,
      key,
      requestHash,
      expiredBefore,
      abandonedBefore,
      async mustBeFree(inFlight) {
        if (inFlight) throw new AppError(409, MSG.idempotencyInFlight);
        const row = await storedRow();
        const live =
          row &&
          row.createdAt >= new Date(expiredBefore) &&
          !(row.state === 'in_flight' && row.createdAt < new Date(abandonedBefore));
        if (live) throw new KeyTaken(row);
      },
    };
    try {
      const out = await run(claim);
      reply.status(out.status);
      return out.body;
    } catch (err) {
      if (err instanceof KeyTaken) return replay(err.row);
      throw err;
    }
  }

  // Claim the key, or take over its expired or abandoned claim, in one
  // statement: a live claim (running or done) is left as it is.
  const claimed = await statementsOf(db).claim.execute({
    userId,
    key,
    requestHash,
    expiredBefore,
    abandonedBefore,
  });
  if (claimed.length === 0) return replay(await storedRow());

  try {
    const out = await run();
    await statementsOf(db).done.execute({
      userId,
      key,
      status: out.status,
      body: JSON.stringify(out.body),
    });
    reply.status(out.status);
    return out.body;
  } catch (err) {
    // A failed attempt leaves nothing behind: the same key may be tried again.
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    throw err;
  }
}
