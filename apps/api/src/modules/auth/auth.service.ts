import { MSG, type Role, type StaffUser } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { hmac, newOneTimeCode, newSessionToken, safeEqualHex, sha256 } from '../../lib/crypto.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { Mailer } from '../../integrations/mail.ts';
import { createAuthRepo } from './auth.repo.ts';
import { createCodeLock, refuseWhileLocked } from './code-lock.ts';
import { createPasswordChange } from './password-change.ts';
import { createSessionCache, SESSION_CHANNEL, type CachedSession } from './session-cache.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_RESEND_MS = 60_000;
export const CODE_MAX_ATTEMPTS = 5;

export type AuthUser = StaffUser;
export type AuthDeps = {
  db: Db;
  mailer: Mailer;
  secret: string;
  limiter: RateLimiter;
  sessionTtlMs: number;
  sessionIdleMs: number;
  /** How long a server keeps a session it has looked up (0: it asks every time). */
  sessionCacheMs: number;
};

export function createAuthService(deps: AuthDeps) {
  const repo = createAuthRepo(deps.db);
  const codeHmac = (userId: string, code: string) => hmac(deps.secret, `${userId}:${code}`);
  /**
   * Counts an attempt per e-mail and per client address; answers the refund
   * of its address hit, for a success: only failures use up an address
   * (an office shares one; issue 20.11).
   */
  const limit = async (email: string, ip: string) => {
    const ipKey = `auth:ip:${ip}`;
    const windowStart = await deps.limiter.hit([`auth:email:${email.toLowerCase()}`, ipKey]);
    return () => deps.limiter.refund([ipKey], windowStart);
  };
  // Idle sessions are refreshed at most this often, so reads stay reads.
  const touchEveryMs = Math.min(60_000, deps.sessionIdleMs / 10);
  const cache = createSessionCache({ maxAgeMs: deps.sessionCacheMs });
  const codeLock = createCodeLock({ db: deps.db, mailer: deps.mailer, repo });

  /** The live session for a token hash: kept here, or else from the database. */
  async function liveSession(tokenHash: string): Promise<CachedSession | undefined> {
    const now = Date.now();
    const kept = cache.get(tokenHash, now);
    // Expired or idle here: the database says (another server may have seen it since).
    if (kept && now < kept.expiresAt && now - kept.lastSeenAt < deps.sessionIdleMs) return kept;
    if (kept) cache.forgetToken(tokenHash);
    const since = cache.generation();
    const row = await repo.findLiveSession(tokenHash, deps.sessionIdleMs);
    if (!row) return undefined;
    const at = Date.now();
    const session: CachedSession = {
      user: { ...row.user, role: row.user.role as Role },
      sessionId: row.sessionId,
      mustChangePassword: row.mustChangePassword,
      expiresAt: at + row.msToExpiry,
      lastSeenAt: at - row.msSinceSeen,
      cachedAt: at,
    };
    cache.put(tokenHash, session, since);
    return session;
  }

  return {
    /** Checks the pair and e-mails a code. Unknown e-mail and wrong password answer alike. */
    async login(input: { email: string; password: string; ip: string }): Promise<void> {
      const refund = await limit(input.email, input.ip);
      const user = await repo.findActiveUserByEmail(input.email);
      const ok = await verifyPassword(
        user?.passwordHash ?? (await dummyPasswordHash()),
        input.password,
      );
      if (!user || !ok) {
        await audit(
          deps.db,
          { id: null, email: input.email.toLowerCase(), ip: input.ip },
          {
            action: 'auth.login_failed',
            entity: 'staff_user',
            entityId: user?.id ?? null,
          },
        );
        throw unauthorized(MSG.loginFailed);
      }
      // Locked after 10 wrong codes: no new code until the lock ends (issue 20.9).
      refuseWhileLocked(user);

      const existing = await repo.findCode(user.id);
      // A code killed by 5 wrong tries is replaced at once (issue 20.10): the
      // wrong tries may have been a stranger's, and the person needs a code.
      const dead = existing && !existing.consumedAt && existing.attempts >= CODE_MAX_ATTEMPTS;
      if (existing && !dead && Date.now() - existing.createdAt.getTime() < CODE_RESEND_MS) {
        const usable = !existing.consumedAt && existing.expiresAt.getTime() > Date.now();
        if (usable) {
          await refund();
          return; // the code sent moments ago is still the one to use
        }
        const wait = Math.ceil((existing.createdAt.getTime() + CODE_RESEND_MS - Date.now()) / 1000);
        throw new AppError(429, MSG.codeTooSoon, undefined, {
          'retry-after': String(Math.max(1, wait)),
        });
      }

      const code = newOneTimeCode();
      await repo.replaceCode(user.id, codeHmac(user.id, code), new Date(Date.now() + CODE_TTL_MS));
      try {
        await deps.mailer.send({
          to: user.email,
          subject: `Your sign-in code: ${code}`,
          text: `Hello ${user.name},\n\nYour one-time sign-in code is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you did not try to sign in, tell your administrator.`,
        });
      } catch {
        await repo.deleteCode(user.id);
        throw new AppError(503, 'The sign-in code could not be sent, please try again');
      }
      await refund();
    },

    async verify(input: { email: string; code: string; ip: string; userAgent?: string }) {
      const refund = await limit(input.email, input.ip);
      const user = await repo.findActiveUserByEmail(input.email);
      // While locked the code is not even looked at (issue 20.9).
      if (user) refuseWhileLocked(user);
      const row = user ? await repo.findCode(user.id) : undefined;
      if (!user || !row) throw unauthorized(MSG.verifyFailed);
      if (row.consumedAt || row.expiresAt.getTime() <= Date.now())
        throw unauthorized(MSG.verifyFailed);
      // Dead after 5 wrong tries: say so, a new login sends a new code at once (issue 20.10).
      if (row.attempts >= CODE_MAX_ATTEMPTS) throw unauthorized(MSG.codeDead);
      if (!safeEqualHex(row.codeHmac, codeHmac(user.id, input.code))) {
        await repo.countWrongTry(user.id, row.id);
        await codeLock.wrongCode(user, input.ip);
        throw unauthorized(row.attempts + 1 >= CODE_MAX_ATTEMPTS ? MSG.codeDead : MSG.verifyFailed);
      }
      if (!(await repo.consumeCode(user.id, row.id, CODE_MAX_ATTEMPTS))) {
        throw unauthorized(MSG.verifyFailed);
      }

      const token = newSessionToken();
      const session = await repo.createSession({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + deps.sessionTtlMs),
        ip: input.ip,
        userAgent: input.userAgent?.slice(0, 300) ?? null,
      });
      await repo.touchLogin(user.id);
      await audit(
        deps.db,
        { id: user.id, email: user.email, ip: input.ip },
        {
          action: 'auth.login',
          entity: 'session',
          entityId: session.id,
        },
      );
      const authUser: AuthUser = {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role as Role,
      };
      await refund();
      return {
        token,
        expiresIn: deps.sessionTtlMs,
        user: authUser,
        mustChangeCredentials: user.mustChangePassword,
      };
    },

    /**
     * The signed-in user for a bearer token, or undefined when it is not
     * live (expired, revoked or idle). Being used keeps it awake, unless
     * `touch` is false.
     */
    async authenticate(
      token: string,
      opts: { touch?: boolean } = {},
    ): Promise<{ user: AuthUser; sessionId: string; mustChangePassword: boolean } | undefined> {
      if (!token || token.length > 200) return undefined;
      const session = await liveSession(sha256(token));
      if (!session) return undefined;
      // Issue 37: a screen refreshing itself (touch: false) does not keep the session awake.
      if (opts.touch !== false && Date.now() - session.lastSeenAt > touchEveryMs) {
        await repo.touchSession(session.sessionId);
        session.lastSeenAt = Date.now();
      }
      return {
        user: session.user,
        sessionId: session.sessionId,
        mustChangePassword: session.mustChangePassword === true,
      };
    },

    async logout(sessionId: string, actor: Actor) {
      await repo.revokeSession(sessionId);
      // At once on this server; the others hear it from the database.
      cache.forgetSession(sessionId);
      await audit(deps.db, actor, {
        action: 'auth.logout',
        entity: 'session',
        entityId: sessionId,
      });
    },

    /** The signed-in person's own new password (issue 20.12). */
    changePassword: createPasswordChange({
      db: deps.db,
      repo,
      limit,
      staffChanged: (userId) => cache.forgetUser(userId),
    }),

    async revokeUserSessions(userId: string) {
      const ended = await repo.revokeUserSessions(userId);
      cache.forgetUser(userId);
      return ended;
    },

    /** A staff member's role, name or state changed: their kept sessions are dropped here at once. */
    staffChanged: (userId: string) => cache.forgetUser(userId),

    /** Hears the database's changes to sessions and staff (see sessionCache). */
    sessionChanges: cache.listener,
    sessionChannel: SESSION_CHANNEL,
    /** The kept sessions: whether any are kept and how many. */
    sessionCache: cache,
    /** Resolves once every change to sessions committed before it has been heard. */
    sessionChangesHeard: () => cache.heard((payload) => repo.notify(SESSION_CHANNEL, payload)),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
