import type { Db } from '../../../db/client';
import { userView } from '../../../http/user.view';
import type { UserWire } from '../../../http/user.view';
import { createTwoFactorRepository } from '../../../repositories/two-factor.repository';
import type { UserWithPermissions } from '../../../repositories/user.repository';

/** The signed-in user as login, refresh and /me answer it: with whether 2FA set-up comes first. */
export async function sessionUserView(db: Db, user: UserWithPermissions): Promise<UserWire> {
  const required = await createTwoFactorRepository(db).enrolmentRequired(
    user.id,
    user.organizationId,
  );
  return { ...userView(user), two_factor_enrolment_required: required };
}
