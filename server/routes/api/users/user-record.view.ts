import type { z } from 'zod';
import { userView, userWireSchema } from '../../../http/user.view';
import { syncFieldsView, syncFieldsWire } from '../../../http/wire';
import type { UserWithPermissions } from '../../../repositories/user.repository';

// The user as lists and writes return it: the foundation's wire user plus the sync fields.
export const userRecordSchema = userWireSchema.extend(syncFieldsWire);

export type UserRecord = z.infer<typeof userRecordSchema>;

export function userRecordView(user: UserWithPermissions): UserRecord {
  return {
    ...userView(user),
    ...syncFieldsView(user),
  };
}
