import { pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { organizations } from './organizations';
import { users } from './users';

// Invitations (SPEC 7 POST /potential_users). One row per address and organization: inviting the
// address again replaces the row's link. The link's token is kept only as its SHA-256, so a
// database leak hands out no invitation. A row without a token was made by POST /users without a
// password (the account exists; it has no link).
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
    /** The role name the accepted invitation gives. */
    role: text('role'),
    tokenHash: text('token_hash'),
    expiresAt: timestamptz('expires_at'),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    unique('potential_users_organization_email_key').on(t.organizationId, t.email),
    uniqueIndex('potential_users_token_hash_key').on(t.tokenHash),
  ],
);
