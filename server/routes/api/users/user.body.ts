import { z } from 'zod';
import { personNameField as name } from '../../../../src/domain/person-name.schema';

// Request bodies of the user routes, after the payload hook (camelCase) and cleaning (clean-body.ts).

// Cleaning turns an invalid address into '' (SPEC 5 email rule), so '' means "not a valid email".
const email = z.string().min(1, 'A valid email address is required').max(254);

export const createUserBody = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  role: z.string().trim().min(1, 'Role is required').max(60),
  // Absent: the user is invited and sets a password through the invitation.
  password: z.string().max(1024).optional(),
  isActive: z.boolean().optional(),
});

export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z.object({
  firstName: name('First name').optional(),
  lastName: name('Last name').optional(),
  email: email.optional(),
  role: z.string().trim().min(1, 'Role is required').max(60).optional(),
  isActive: z.boolean().optional(),
});

export type UpdateUserBody = z.infer<typeof updateUserBody>;
