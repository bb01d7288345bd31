import { ROLE_UNKNOWN_MESSAGE } from '../../../../src/domain/role.schema';
import { canGrant, GRANT_BEYOND_OWN_MESSAGE } from '../../../../src/domain/role-grants';
import type { Db } from '../../../db/client';
import { badRequest, forbidden } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createRoleRepository } from '../../../repositories/role.repository';

/**
 * The organization's live role of that name, if the caller may hand it out (creating a user,
 * changing a role, inviting): 400 naming `role` when there is none, 403 when it holds a
 * permission the caller lacks.
 */
export async function grantableRole(db: Db, caller: AuthContext, name: string) {
  const role = await createRoleRepository(db).findByName(caller.organizationId, name);
  if (!role || role.deleted) throw badRequest(ROLE_UNKNOWN_MESSAGE, { role: ROLE_UNKNOWN_MESSAGE });
  if (!canGrant(caller.permissions, role.permissions)) throw forbidden(GRANT_BEYOND_OWN_MESSAGE);
  return role;
}
