import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../../auth/password';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { badRequest } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { publishChange } from '../../../sync/publish-change';
import { assertPasswordAcceptable, passwordPolicyOf } from '../users/password-policy';
import { userChange } from '../users/user.service';
import { createMySessionsService } from './my-sessions.service';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const SAME_PASSWORD = 'Choose a password different from the current one';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * The caller changes their own password: the current one proves it is them (a stolen access
 * token alone cannot take the account), the new one meets the organization's policy, and every
 * other session of theirs ends, so a device that knew the old password is logged out.
 */
export function createMyPasswordService(db: Db) {
  const sessions = createMySessionsService(db);
  return {
    async change(caller: AuthContext, body: PasswordChange): Promise<{ endedSessions: number }> {
      if (!(await verifyPassword(caller.user.passwordHash, body.currentPassword))) {
        throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      }
      if (body.newPassword === body.currentPassword) {
        throw badRequest(SAME_PASSWORD, { newPassword: SAME_PASSWORD });
      }
      await assertPasswordAcceptable(
        body.newPassword,
        await passwordPolicyOf(db, caller.organizationId),
        caller.user.email,
        'newPassword',
      );
      const passwordHash = await hashPassword(body.newPassword);
      const endedSessions = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          // A new password restarts the policy's expiry (the way out of an expired one, too).
          .set({ passwordHash, passwordChangedAt: new Date() })
          .where(eq(users.id, caller.userId))
          .returning();
        // The row's version moved (sync trigger): devices pull it before their next rename.
        await publishChange(tx, userChange(row!));
        return sessions.endOthersIn(tx, caller, new Date());
      });
      return { endedSessions };
    },
  };
}
