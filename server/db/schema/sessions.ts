import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { id, timestamptz } from './columns';

// One row per issued refresh token. Rotation marks the presented row used and adds its successor
// in the same family; a used token presented again revokes the whole family (replay detection).
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    replacedBy: text('replaced_by'),
    // The device that logged in or last refreshed, for the profile's list of sessions.
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [
    uniqueIndex('refresh_sessions_token_hash_key').on(t.tokenHash),
    index('refresh_sessions_family_idx').on(t.familyId),
    index('refresh_sessions_user_idx').on(t.userId),
  ],
);

// Failed logins per IP + email, kept in the database so every server process sees the same count.
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamptz('window_started_at').notNull().defaultNow(),
});
