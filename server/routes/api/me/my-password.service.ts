import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../../auth/password';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { badRequest, HttpError } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { publishChange } from '../../../sync/publish-change';
import { assertPasswordComplies, passwordPolicyOf } from '../users/password-policy';
import { userChange } from '../users/user.service';
import { createMySessionsService } from './my-sessions.service';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** The policy's refusal, said of the new password field (the policy names it `password`). */
async function assertNewPasswordComplies(db: Db, organizationId: string, password: string) {
  try {
    assertPasswordComplies(password, await passwordPolicyOf(db, organizationId));
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
    throw badRequest(error.message, { newPassword: error.message });
  }
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
      await assertNewPasswordComplies(db, caller.organizationId, body.newPassword);
      const passwordHash = await hashPassword(body.newPassword);
      const endedSessions = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ passwordHash })
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
