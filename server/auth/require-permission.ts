import type { FastifyRequest } from 'fastify';
import { hasPermission, STAFF_PERMISSIONS } from '../../src/domain/permissions';
import type { Permission } from '../../src/domain/permissions';
import { forbidden, notFound } from '../http/errors';

// Route guards for SPEC 6. They run after `app.authenticate`, which has re-read the caller's role
// from the database, so a permission removed a moment ago is already gone.

/** True when the caller's role has `all` or any of the named permissions. */
export function can(request: FastifyRequest, ...needed: Permission[]): boolean {
  return needed.some((permission) => hasPermission(request.auth.permissions, permission));
}

/** preHandler: 403 unless the caller has one of the permissions. */
export function requirePermission(...needed: Permission[]) {
  return async (request: FastifyRequest) => {
    if (!can(request, ...needed)) throw forbidden();
  };
}

// Internal staff (src/domain/permissions.ts STAFF_PERMISSIONS, the list the app's screens use too).
export const requireStaff = requirePermission(...STAFF_PERMISSIONS);

/**
 * preHandler for `/organizations/{orgId}/…`: the organization is the caller's own or it does not
 * exist for them (404, so another organization's id reveals nothing).
 */
export async function requireOwnOrganization(request: FastifyRequest) {
  const { orgId } = request.params as { orgId?: string };
  if (orgId !== request.auth.organizationId) throw notFound('Organization not found');
}
