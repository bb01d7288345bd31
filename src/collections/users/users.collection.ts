import type { RxCollection } from 'rxdb';
import { usersSchema, type UserDocType } from './users.schema';

export type UsersCollection = RxCollection<UserDocType>;

export const usersCollection = { schema: usersSchema };
