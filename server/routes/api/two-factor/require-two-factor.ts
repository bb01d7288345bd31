import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createTwoFactorRepository } from '../../../repositories/two-factor.repository';

export const OWN_TWO_FACTOR_FIRST =
  'Turn on two-factor authentication for your own account before requiring it';

/**
 * Requiring 2FA for everyone is refused to someone who has none: their own session would at once
 * be held to the set-up screen, the settings page they were on included.
 */
export async function assertMayRequireTwoFactor(db: Db, caller: AuthContext, patch: unknown) {
  if ((patch as { twoFactorAuth?: unknown } | null)?.twoFactorAuth !== true) return;
  const own = await createTwoFactorRepository(db).find(caller.userId);
  if (!own?.enabledAt)
    throw badRequest(OWN_TWO_FACTOR_FIRST, { twoFactorAuth: OWN_TWO_FACTOR_FIRST });
}
