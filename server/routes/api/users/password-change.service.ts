import { hashPassword, verifyPassword } from '../../../auth/password';
import { badRequest } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import type { Repositories } from '../../../plugins/app/repositories';
import { securitySettingsOf } from '../../../auth/access-policy';
import { assertPasswordAcceptable } from './password-policy';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const SAME_PASSWORD = 'Choose a password different from the current one';

/**
 * The signed-in user's own password change (also the way out of an expired password): the current
 * password proves it is them, the new one meets the organization's policy, and the expiry restarts.
 */
export async function changeOwnPassword(
  repositories: Repositories,
  caller: AuthContext,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const { user } = caller;
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  if (newPassword === currentPassword) {
    throw badRequest(SAME_PASSWORD, { newPassword: SAME_PASSWORD });
  }
  const security = await securitySettingsOf(repositories.settings, caller.organizationId);
  await assertPasswordAcceptable(newPassword, security.passwordPolicy, user.email, 'newPassword');
  await repositories.users.setPassword(user.id, await hashPassword(newPassword), new Date());
}
