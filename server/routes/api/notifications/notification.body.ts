import { z } from 'zod';

export const readBody = z.object({ read: z.boolean() });
