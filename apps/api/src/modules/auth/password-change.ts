import { MSG } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { createAuthRepo } from './auth.repo.ts';

// Issue 20.12 (ASVS 5.0 6.2.2, 6.2.3): a signed-in person changes their own
// password with the current one; a temporary password set by an admin must be
// changed this way before anything else. The new password passes the same
// checks as an admin's (length and the common-password list, in the contract
// schema). Every other session of theirs ends; the current one stays.
export function createPasswordChange(deps: {
  db: Db;
  repo: ReturnType<typeof createAuthRepo>;
  /** Counts the attempt against the sign-in limits; answers the refund of a success. */
  limit: (email: string, ip: string) => Promise<() => Promise<void>>;
  /** After the change commits: the person's sessions kept by this server are dropped. */
  staffChanged: (userId: string) => void;
}) {
  return async function changePassword(input: {
    userId: string;
    sessionId: string;
    currentPassword: string;
    newPassword: string;
    actor: Actor;
  }): Promise<{ endedSessions: number }> {
    const user = await deps.repo.findUserById(input.userId);
    if (!user) throw unauthorized(MSG.notSignedIn);
    const refund = await deps.limit(user.email, input.actor.ip ?? '');
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      await audit(deps.db, input.actor, {
        action: 'auth.password_change_failed',
        entity: 'staff_user',
        entityId: user.id,
      });
      throw badRequest(MSG.currentPasswordWrong, { currentPassword: MSG.currentPasswordWrong });
    }
    const passwordHash = await hashPassword(input.newPassword);
    const endedSessions = await deps.db.transaction(async (tx) => {
      const ended = await deps.repo.changePassword(tx, user.id, passwordHash, input.sessionId);
      await audit(tx, input.actor, {
        action: 'password_change',
        entity: 'staff_user',
        entityId: user.id,
        summary: { after: { endedSessions: ended, wasTemporary: user.mustChangePassword } },
      });
      return ended;
    });
    deps.staffChanged(user.id);
    await refund();
    return { endedSessions };
  };
}
