import { z } from 'zod';
import { GRANTABLE_PERMISSIONS } from './permissions';

export const ROLE_NAME_MAX = 60;

export const roleInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Role name is required')
    .max(ROLE_NAME_MAX, `Role name is at most ${ROLE_NAME_MAX} characters`),
  // `all` is the Owner role's alone: any other role lists what it may do.
  permissions: z.array(z.enum(GRANTABLE_PERMISSIONS, { error: 'Unknown permission' })).default([]),
  description: z.string().default(''),
});

export type RoleInput = z.infer<typeof roleInputSchema>;

/** The refusal to delete a role people hold, naming how many. */
export const roleInUseMessage = (holders: number) =>
  `${holders} ${holders === 1 ? 'user holds' : 'users hold'} this role: give them another role before deleting it`;
export const ROLE_EXISTS_MESSAGE = 'Role already exists';
export const ROLE_UNKNOWN_MESSAGE = 'Role does not exist';

/** A role as the app keeps it (the `roles` config record holds the organization's list). */
export const storedRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  description: z.string().default(''),
  version: z.number().int().nonnegative(),
});

export type StoredRole = z.infer<typeof storedRoleSchema>;

/** The roles of a list answer (or the roles record) that read as roles, in the given order. */
export function readRoles(rows: unknown): StoredRole[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    const parsed = storedRoleSchema.safeParse(row);
    return parsed.success && (row as { deleted?: unknown }).deleted !== true ? [parsed.data] : [];
  });
}

/** The first problem with a role name typed in the editor, or null (the server checks again). */
export function roleNameError(name: string): string | null {
  const parsed = roleInputSchema.shape.name.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Role name is not valid');
}
