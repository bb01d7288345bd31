import type { RxCollection } from 'rxdb';
import { usersSchema, type UserDocType } from './users.schema';

export type UsersCollection = RxCollection<UserDocType>;

export const usersCollection = {
  schema: usersSchema,
  // 0 → 1 only moved the email into the sealed envelope: the document itself is unchanged.
  migrationStrategies: { 1: (doc: UserDocType) => doc },
};
