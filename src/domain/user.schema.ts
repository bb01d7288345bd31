import { z } from 'zod';

// The user as the client holds it (camelCase; `organization_id` keeps its wire name, SPEC 7).
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  isActive: z.boolean().default(true),
  lastLogin: z.string().nullable().default(null),
  createdAt: z.string(),
  organization_id: z.string(),
});

export type User = z.infer<typeof userSchema>;
