import { z } from 'zod';
import { userView, userWireSchema } from '../../../http/user.view';
import type { UserWithPermissions } from '../../../repositories/user.repository';

// The user as lists and writes return it: the foundation's wire user plus the sync fields.
export const userRecordSchema = userWireSchema.extend({
  version: z.number(),
  updated_at: z.string(),
  deleted: z.boolean(),
});

export type UserRecord = z.infer<typeof userRecordSchema>;

export function userRecordView(user: UserWithPermissions): UserRecord {
  return {
    ...userView(user),
    version: user.version,
    updated_at: user.updatedAt.toISOString(),
    deleted: user.deleted,
  };
}
