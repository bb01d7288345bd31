import { z } from 'zod';

export const orgParams = z.object({ orgId: z.string().min(1).max(100) });
