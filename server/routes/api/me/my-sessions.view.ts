import { z } from 'zod';

// One session of the caller as the profile lists it; `current` is the session of the request.
export const sessionRecordSchema = z.object({
  id: z.string(),
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});

export type SessionRecord = z.infer<typeof sessionRecordSchema>;
