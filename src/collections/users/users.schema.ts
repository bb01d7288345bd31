import type { RxJsonSchema } from 'rxdb';
import { z } from 'zod';
import { userSchema, type User } from '../../domain/user.schema';

// Derived from the shared zod schema so the local store and the wire agree on fields; only the
// RxDB-specific parts (primary key, lengths for indexed strings, indexes) are added here.
export type UserDocType = User;

const derived = z.toJSONSchema(userSchema, { target: 'draft-07' }) as {
  properties: Record<keyof User, Record<string, unknown>>;
  required: (keyof User)[];
};

const indexed = (maxLength: number) => ({ type: 'string', maxLength });

export const usersSchema = {
  title: 'users',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...derived.properties,
    id: indexed(100),
    organization_id: indexed(100),
    lastName: indexed(200),
    firstName: indexed(200),
  },
  required: derived.required,
  indexes: ['organization_id', ['lastName', 'firstName', 'id']],
  additionalProperties: false,
} as RxJsonSchema<UserDocType>;
