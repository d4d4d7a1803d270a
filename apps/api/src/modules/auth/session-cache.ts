import { randomUUID } from 'node:crypto';
import type { Listener } from '../../db/client.ts';
import type { StaffUser } from '@app/contract';

/**
 * The channel the database tells of a change to a session or a staff
 * member on (migration 0010's triggers): the payload is the staff member's
 * id, or '*' when every session may have changed (TRUNCATE).
 */
export const SESSION_CHANNEL = 'care_sessions';
/** A payload of our own that only says the notifications before it were heard. */
const HEARD_PREFIX = 'heard:';

export type CachedSession = {
  user: StaffUser;
  sessionId: string;
  /** Signed in with a temporary password: only the change is allowed (issue 20.12). */
  mustChangePassword?: boolean;
  /** Local clock times (ms), worked out from the database's own `now()`. */
  expiresAt: number;
  lastSeenAt: number;
  cachedAt: number;
};

/**
 * Live sessions by token hash, so that a request need not ask the database
 * who sent it (docs/decisions/020-session-cache-told-by-the-database.md).
 * Kept only while the database's notifications are heard: any change to a
 * session or to a staff member drops that person's sessions here, on every
 * server, as soon as it commits; while the listening connection is down
 * nothing is kept and every request asks the database.
 */
export function createSessionCache(opts: { maxAgeMs: number; maxEntries?: number }) {
  const maxEntries = opts.maxEntries ?? 10_000;
  const byToken = new Map<string, CachedSession>();
  let live = false;
  // Bumped by every drop: a look-up that started before a drop does not keep
  // what it read, which the change may already have made stale.
  let generation = 0;
  const waiting = new Map<string, () => void>();

  const clear = () => {
    generation += 1;
    byToken.clear();
  };
  const forget = (keep: (s: CachedSession) => boolean) => {
    generation += 1;
    for (const [token, s] of byToken) if (!keep(s)) byToken.delete(token);
  };

  const listener: Listener = {
    onNotify(payload) {
      if (payload.startsWith(HEARD_PREFIX)) {
        waiting.get(payload)?.();
        waiting.delete(payload);
      } else if (/^[0-9a-f-]{36}$/i.test(payload)) {
        forgetUser(payload);
      } else {
        clear();
      }
    },
    onReady() {
      clear();
      live = opts.maxAgeMs > 0;
    },
    onLost() {
      live = false;
      clear();
      for (const done of waiting.values()) done();
      waiting.clear();
    },
  };

  function forgetUser(userId: string) {
    forget((s) => s.user.id !== userId);
  }

  return {
    listener,
    /** Whether sessions are kept (the notifications are heard). */
    get live() {
      return live;
    },
    get size() {
      return byToken.size;
    },
    /** Marks the start of a database look-up; pass it to put(). */
    generation: () => generation,

    get(tokenHash: string, now: number): CachedSession | undefined {
      if (!live) return undefined;
      const s = byToken.get(tokenHash);
      if (s && now - s.cachedAt > opts.maxAgeMs) {
        byToken.delete(tokenHash);
        return undefined;
      }
      return s;
    },

    put(tokenHash: string, session: CachedSession, since: number) {
      if (!live || since !== generation) return;
      if (byToken.size >= maxEntries && !byToken.has(tokenHash)) {
        // Maps keep insertion order: the first key is the oldest entry.
        byToken.delete(byToken.keys().next().value!);
      }
      byToken.set(tokenHash, session);
    },

    forgetUser,
    forgetSession: (sessionId: string) => forget((s) => s.sessionId !== sessionId),
    forgetToken: (tokenHash: string) => byToken.delete(tokenHash),

    /**
     * Resolves once every change committed before it has been heard
     * (notifications arrive in commit order): sends a notification of its
     * own through `send` and waits for it to come back.
     */
    async heard(send: (payload: string) => Promise<unknown>, timeoutMs = 5_000) {
      if (!live) return;
      const payload = `${HEARD_PREFIX}${randomUUID()}`;
      const back = new Promise<void>((resolve) => waiting.set(payload, resolve));
      await send(payload);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), timeoutMs);
      });
      if ((await Promise.race([back, late])) === 'late') {
        // Not heard in time: keep nothing rather than trust what may be stale.
        waiting.delete(payload);
        clear();
      }
      clearTimeout(timer);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
