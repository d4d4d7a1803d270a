import { MSG, type Role, type StaffUser } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { audit, type Actor } from '../../lib/audit.ts';
import { hmac, newOneTimeCode, newSessionToken, safeEqualHex, sha256 } from '../../lib/crypto.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Mailer } from '../../integrations/mail.ts';
import { createAuthRepo } from './auth.repo.ts';

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
};

export function createAuthService(deps: AuthDeps) {
  const repo = createAuthRepo(deps.db);
  const codeHmac = (userId: string, code: string) => hmac(deps.secret, `${userId}:${code}`);
  const limit = (email: string, ip: string) =>
    deps.limiter.hit([`auth:email:${email.toLowerCase()}`, `auth:ip:${ip}`]);
  // Idle sessions are refreshed at most this often, so reads stay reads.
  const touchEveryMs = Math.min(60_000, deps.sessionIdleMs / 10);

  return {
    /** Checks the pair and e-mails a code. Unknown e-mail and wrong password answer alike. */
    async login(input: { email: string; password: string; ip: string }): Promise<void> {
      await limit(input.email, input.ip);
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

      const existing = await repo.findCode(user.id);
      if (existing && Date.now() - existing.createdAt.getTime() < CODE_RESEND_MS) {
        const usable =
          !existing.consumedAt &&
          existing.expiresAt.getTime() > Date.now() &&
          existing.attempts < CODE_MAX_ATTEMPTS;
        if (usable) return; // the code sent moments ago is still the one to use
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
    },

    async verify(input: { email: string; code: string; ip: string; userAgent?: string }) {
      await limit(input.email, input.ip);
      const user = await repo.findActiveUserByEmail(input.email);
      const row = user ? await repo.findCode(user.id) : undefined;
      if (!user || !row) throw unauthorized(MSG.verifyFailed);
      const live =
        !row.consumedAt && row.expiresAt.getTime() > Date.now() && row.attempts < CODE_MAX_ATTEMPTS;
      if (!live) throw unauthorized(MSG.verifyFailed);
      if (!safeEqualHex(row.codeHmac, codeHmac(user.id, input.code))) {
        await repo.countWrongTry(user.id, row.id);
        throw unauthorized(MSG.verifyFailed);
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
      return { token, expiresIn: deps.sessionTtlMs, user: authUser };
    },

    /** The signed-in user for a bearer token, or undefined when it is not live. */
    async authenticate(token: string): Promise<{ user: AuthUser; sessionId: string } | undefined> {
      if (!token || token.length > 200) return undefined;
      const row = await repo.findLiveSession(sha256(token), deps.sessionIdleMs);
      if (!row) return undefined;
      if (Date.now() - row.lastSeenAt.getTime() > touchEveryMs)
        await repo.touchSession(row.sessionId);
      return { user: { ...row.user, role: row.user.role as Role }, sessionId: row.sessionId };
    },

    async logout(sessionId: string, actor: Actor) {
      await repo.revokeSession(sessionId);
      await audit(deps.db, actor, {
        action: 'auth.logout',
        entity: 'session',
        entityId: sessionId,
      });
    },

    revokeUserSessions: (userId: string) => repo.revokeUserSessions(userId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
