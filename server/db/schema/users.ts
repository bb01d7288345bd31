import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { checkpointIndex, syncColumns } from './sync-columns';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    ...syncColumns(),
    name: text('name').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('roles_organization_name_key').on(t.organizationId, t.name),
    checkpointIndex('roles', t),
  ],
);

// A user's role is a role name of the same organization: the composite foreign key makes "a role
// can be assigned only if it exists" and "a held role cannot be removed" true in the database too.
export const users = pgTable(
  'users',
  {
    id: id(),
    ...syncColumns(),
    role: text('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamptz('last_login'),
    /** Where security.passwordPolicy.expiryDays counts from. */
    passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.organizationId, t.role],
      foreignColumns: [roles.organizationId, roles.name],
    })
      .onUpdate('cascade')
      .onDelete('restrict'),
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    checkpointIndex('users', t),
  ],
);
