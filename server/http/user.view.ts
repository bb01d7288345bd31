import { z } from 'zod';
import type { UserWithPermissions } from '../repositories/user.repository';

// The user as the wire carries it (snake_case, SPEC 3, plus permissions so the client can shape its UI).
export const userWireSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
  is_active: z.boolean(),
  last_login: z.string().nullable(),
  created_at: z.string(),
  organization_id: z.string(),
  /** Login, refresh and /me: the organization requires 2FA and this user must set it up first. */
  two_factor_enrolment_required: z.boolean().optional(),
});

export type UserWire = z.infer<typeof userWireSchema>;

export function userView(user: UserWithPermissions): UserWire {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: user.role,
    permissions: user.permissions,
    is_active: user.isActive,
    last_login: user.lastLogin?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    organization_id: user.organizationId,
  };
}
