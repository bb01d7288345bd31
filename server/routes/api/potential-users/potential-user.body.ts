import { z } from 'zod';
import { createUserBody } from '../users/user.body';

// Request bodies of the invitation routes, after the payload hook (camelCase) and cleaning. The
// fields share the user form's rules (cleaning turns an invalid address into '', refused here).
const { email, role, firstName, lastName } = createUserBody.shape;

export const inviteBody = z.object({ email, role });
export type InviteBody = z.infer<typeof inviteBody>;

export const acceptBody = z.object({
  firstName,
  lastName,
  password: z.string().min(1, 'Password is required').max(1024),
});
export type AcceptBody = z.infer<typeof acceptBody>;
