import { z } from 'zod';

/** The `:id` of every `/resource/:id` route. */
export const idParams = z.object({ id: z.string().min(1).max(100) });
