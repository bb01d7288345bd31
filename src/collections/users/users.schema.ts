import type { RxJsonSchema } from 'rxdb';
import { type User, userSchema } from '../../domain/user.schema';
import { rxSchemaFromZod } from '../rx-schema';

export type UserDocType = User;

// Version 1 seals the email at rest; version 0 (the first release) stored it plain.
export const usersSchema: RxJsonSchema<UserDocType> = rxSchemaFromZod<UserDocType>(userSchema, {
  title: 'users',
  version: 1,
  indexed: {
    id: { maxLength: 100 },
    organization_id: { maxLength: 100 },
    lastName: { maxLength: 200 },
    firstName: { maxLength: 200 },
  },
  indexes: ['organization_id', ['lastName', 'firstName', 'id']],
  encrypted: ['email'],
});
