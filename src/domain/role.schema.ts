import { z } from 'zod';
import { PERMISSIONS } from './permissions';

export const roleInputSchema = z.object({
  name: z.string().trim().min(1, 'Role name is required'),
  permissions: z.array(z.enum(PERMISSIONS)).default([]),
  description: z.string().default(''),
});

export type RoleInput = z.infer<typeof roleInputSchema>;

export const ROLE_IN_USE_MESSAGE = 'Role is assigned to a user and cannot be deleted';
export const ROLE_EXISTS_MESSAGE = 'Role already exists';
export const ROLE_UNKNOWN_MESSAGE = 'Role does not exist';
