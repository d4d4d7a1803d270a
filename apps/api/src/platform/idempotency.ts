import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS, MSG } from '@app/contract';
import type { Db } from '../db/client.ts';
import { preparedSql } from '../db/prepared-sql.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError, badRequest } from '../lib/errors.ts';
import { requestHash as hashOf } from './request-hash.ts';

const KEEP_MS = 24 * 3600_000;
/** An in-flight claim older than this is taken to be from a crashed request. */
const ABANDONED_MS = 5 * 60_000;

export type Outcome<T> = { status: number; body: T };

/** The values every claim's statement binds: whose key, which request, and when claims lapse. */
export type ClaimValues = {
  keyUser: string;
  key: string;
  requestHash: string;
  expiredBefore: string;
  abandonedBefore: string;
};

/**
 * The key of a creation that claims it itself, in its own write (ADR 021):
 * the write binds `values` and includes `ownClaim` (below).
 */
export type Claim = {
  values: ClaimValues;
  /**
   * When the write wrote nothing: throws when the key is why. A live claim
   * read now answers as a repeat does (the first answer again, another
   * payload 422, a running request 409); `locked: false` (the write did not
   * get the key's lock) and `keyRefused` (the write's other checks passed,
   * so a claim held the key, since given up) answer 409.
   */
  mustBeFree: (write: { locked: boolean; keyRefused: boolean }) => Promise<void>;
};

const p = sql.placeholder;

/**
 * The one rule of a live claim, on the key's stored row: it may be taken
 * over once it was made before `expiredBefore` (kept past 24 h), or is still
 * in flight since before `abandonedBefore` (a crashed request). The claim
 * and the read of a held key below are its only users.
 */
const mayBeTakenOver = sql`(${idempotencyKeys.createdAt} < ${p('expiredBefore')}::timestamptz
  OR (${idempotencyKeys.state} = 'in_flight'
    AND ${idempotencyKeys.createdAt} < ${p('abandonedBefore')}::timestamptz))`;

/**
 * The claim of a key, the one statement every creation claims with: the
 * key's row, new or taking over one a live claim no longer holds (the
 * unique key decides, whatever the statement's snapshot saw), answering a
 * row when claimed. On its own it marks the key in flight, committed before
 * the creation runs; inside a creation's one write (`done`) it stores the
 * answer built `from` that write's values (ADR 021).
 */
function claimSql(done?: { status: number; body: SQL; from: SQL }): SQL {
  const [state, status, body, from] = done
    ? [
        sql.raw(`'done'`),
        sql.raw(String(Math.trunc(done.status))),
        done.body,
        sql` FROM ${done.from}`,
      ]
    : [sql.raw(`'in_flight'`), sql`NULL::integer`, sql`NULL::jsonb`, sql``];
  return sql`INSERT INTO ${idempotencyKeys} (user_id, key, request_hash, state, response_status, response_body)
    SELECT ${p('keyUser')}::uuid, ${p('key')}::text, ${p('requestHash')}::text, ${state}, ${status}, ${body}${from}
    ON CONFLICT (user_id, key) DO UPDATE SET request_hash = excluded.request_hash,
      state = excluded.state, response_status = excluded.response_status,
      response_body = excluded.response_body, created_at = now()
    WHERE ${mayBeTakenOver}
    RETURNING 1`;
}

/**
 * The parts of a write that claims its key itself (ADR 021), to bind with
 * `Claim.values`: `lock`, a WITH part whose one row's `got` says the key's
 * transaction lock was got (not got: a request with the key is running);
 * `claim(answer)`, a WITH part writing the key done with `answer` (the
 * response body, built from the write's values `from`), `claimed` whether
 * it did. The write writes its record only when `claimed`.
 */
export const ownClaim = {
  lock: sql`claim_lock AS (SELECT pg_try_advisory_xact_lock(
    hashtextextended(${p('keyUser')}::text || ' ' || ${p('key')}::text, 0)) AS got)`,
  got: sql`(SELECT got FROM claim_lock)`,
  claim: (answer: { status: number; body: SQL; from: SQL }) => sql`claim AS (${claimSql(answer)})`,
  claimed: sql`EXISTS (SELECT 1 FROM claim)`,
};

type KeyRow = {
  request_hash: string;
  state: 'in_flight' | 'done';
  response_status: number | null;
  response_body: unknown;
};

/** A key taken by an earlier request: its first answer is answered again. */
class KeyTaken extends Error {
  constructor(readonly row: KeyRow) {
    super('idempotency key taken');
  }
}

const mine = sql`${idempotencyKeys.userId} = ${p('keyUser')}::uuid AND ${idempotencyKeys.key} = ${p('key')}::text`;

/** The claim on its own, made before a creation of several statements runs. */
const claimStatement = preparedSql<ClaimValues>('idempotency_claim', () => claimSql());

/** The key's row while a live claim holds it, by the same rule as the claim. */
const heldStatement = preparedSql<ClaimValues>(
  'idempotency_held',
  () => sql`SELECT request_hash, state, response_status, response_body FROM ${idempotencyKeys}
    WHERE ${mine} AND NOT ${mayBeTakenOver}`,
);

/** The first answer, kept to be answered again. */
const doneStatement = preparedSql<{ keyUser: string; key: string; status: number; body: string }>(
  'idempotency_done',
  () => sql`UPDATE ${idempotencyKeys} SET state = 'done',
    response_status = ${p('status')}::integer, response_body = ${p('body')}::jsonb
    WHERE ${mine}`,
);

/** A failed creation's claim, deleted: the key may be used again. */
const releaseStatement = preparedSql<{ keyUser: string; key: string }>(
  'idempotency_release',
  () => sql`DELETE FROM ${idempotencyKeys} WHERE ${mine}`,
);

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
  const path = req.url.split('?')[0] ?? req.url;
  const requestHash = await hashOf(req.method, path, req.body);
  const now = Date.now();
  const expiredBefore = new Date(now - KEEP_MS).toISOString();
  const abandonedBefore = new Date(now - ABANDONED_MS).toISOString();
  const values: ClaimValues = { keyUser: userId, key, requestHash, expiredBefore, abandonedBefore };
  const held = async () => (await heldStatement(db, values))[0] as KeyRow | undefined;
  /** A live claim's answer: the first answer again, or why there is none. */
  const replay = (row: KeyRow | undefined) => {
    if (!row) throw new AppError(409, MSG.idempotencyInFlight);
    if (row.request_hash !== requestHash) throw new AppError(422, MSG.idempotencyMismatch);
    if (row.state === 'in_flight') throw new AppError(409, MSG.idempotencyInFlight);
    reply.header('idempotent-replayed', 'true');
    const first = { status: row.response_status ?? 200, body: row.response_body as T };
    const out = opts.replay ? opts.replay(first.status, first.body) : first;
    reply.status(out.status);
    return out.body;
  };

  if (opts.claimsItself) {
    const claim: Claim = {
      values,
      async mustBeFree({ locked, keyRefused }) {
        if (!locked) throw new AppError(409, MSG.idempotencyInFlight);
        // Read afresh: the write's snapshot may predate the claim that held the key.
        const row = await held();
        if (row) throw new KeyTaken(row);
        if (keyRefused) throw new AppError(409, MSG.idempotencyInFlight);
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
  if ((await claimStatement(db, values)).length === 0) return replay(await held());

  try {
    const out = await run();
    await doneStatement(db, {
      keyUser: userId,
      key,
      status: out.status,
      body: JSON.stringify(out.body),
    });
    reply.status(out.status);
    return out.body;
  } catch (err) {
    // A failed attempt leaves nothing behind: the same key may be tried again.
    await releaseStatement(db, { keyUser: userId, key });
    throw err;
  }
}
