import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { organizations } from './organizations';
import { users } from './users';

// Private calendar subscription links (issue 13, the ICS feed). Only the SHA-256 of the token is
// kept, so a database leak hands out no feed; a user has at most one live link (revoked_at null),
// and rotating it revokes the old one. Not a synced table: it never reaches the browser database.
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('calendar_feed_tokens_token_hash_key').on(t.tokenHash),
    uniqueIndex('calendar_feed_tokens_live_user_key')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
    index('calendar_feed_tokens_user_idx').on(t.userId),
  ],
);
