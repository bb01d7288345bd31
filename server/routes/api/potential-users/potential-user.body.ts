import { z } from 'zod';

// Cleaning turns an invalid address into '' (SPEC 5), which the schema refuses.
export const inviteBody = z.object({
  email: z.string().min(1, 'A valid email address is required').max(254),
});
