import { pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { organizations } from './organizations';
import { users } from './users';

// Invitations by email (SPEC 7 POST /potential_users). One row per address and organization, so
// inviting the same address again changes nothing.
export const potentialUsers = pgTable(
  'potential_users',
  {
    id: id(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [unique('potential_users_organization_email_key').on(t.organizationId, t.email)],
);
