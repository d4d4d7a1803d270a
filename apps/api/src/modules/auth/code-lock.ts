import { MSG } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../lib/errors.ts';
import type { createAuthRepo, StaffRow } from './auth.repo.ts';

// Issue 20.9 (ASVS 5.0 6.3.1, NIST SP 800-63B 5.2.2): with a known password
// the e-mailed code could be guessed 5 times a code, a new code a minute,
// for ever. Ten wrong codes in a row lock code sign-in to that account for 15
// minutes, whatever the code, on every server (the lock is a column of
// staff_users); the holder hears of it once per lock.
export const CODE_FAILURES_TO_LOCK = 10;
export const CODE_LOCK_MS = 15 * 60_000;

/** The 429 of a locked account, with the seconds left. */
export function lockedError(until: Date, now = Date.now()) {
  return new AppError(429, MSG.codeLocked, undefined, {
    'retry-after': String(Math.max(1, Math.ceil((until.getTime() - now) / 1000))),
  });
}

/** Throws the 429 when the person's code sign-in is locked now. */
export function refuseWhileLocked(user: StaffRow) {
  if (user.codeLockedUntil && user.codeLockedUntil.getTime() > Date.now())
    throw lockedError(user.codeLockedUntil);
}

export function createCodeLock(deps: {
  db: Db;
  mailer: Mailer;
  repo: ReturnType<typeof createAuthRepo>;
}) {
  const warn = async (user: StaffRow, ip: string) => {
    try {
      await deps.mailer.send({
        to: user.email,
        subject: 'Someone is trying to sign in to your account',
        text:
          `Hello ${user.name},\n\n` +
          `Someone entered ${CODE_FAILURES_TO_LOCK} wrong sign-in codes in a row for your account ` +
          `(${user.email}), from the address ${ip}. Each code is only sent after the right ` +
          `password, so whoever did this may know your password.\n\n` +
          `Sign-in to your account is locked for 15 minutes. If this was not you, change your ` +
          `password as soon as you can (menu: Change password) and tell your administrator.`,
      });
    } catch {
      // The lock holds without the mail; a mail outage must not undo it.
    }
  };

  return {
    /**
     * A wrong code against a live code: audited as `auth.code_failed` (the
     * account is the actor); the tenth in a row locks, audits `auth.locked`,
     * ends the code and mails the holder, then answers the 429.
     */
    async wrongCode(user: StaffRow, ip: string) {
      const actor = { id: user.id, email: user.email, ip };
      const counted = await deps.repo.countWrongCode(user.id, CODE_FAILURES_TO_LOCK, CODE_LOCK_MS);
      await audit(deps.db, actor, {
        action: 'auth.code_failed',
        entity: 'staff_user',
        entityId: user.id,
        summary: {
          inRow: counted ? (counted.lockedNow ? CODE_FAILURES_TO_LOCK : counted.inRow) : null,
        },
      });
      // Locked already by a parallel wrong code: that one mails and audits.
      if (!counted) {
        const now = await deps.repo.findUserById(user.id);
        throw lockedError(now?.codeLockedUntil ?? new Date(Date.now() + CODE_LOCK_MS));
      }
      if (!counted.lockedNow || !counted.lockedUntil) return;
      await deps.repo.deleteCode(user.id);
      await audit(deps.db, actor, {
        action: 'auth.locked',
        entity: 'staff_user',
        entityId: user.id,
        summary: {
          wrongCodes: CODE_FAILURES_TO_LOCK,
          until: counted.lockedUntil.toISOString(),
        },
      });
      await warn(user, ip);
      throw lockedError(counted.lockedUntil);
    },
  };
}
