import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { checkpointIndex, syncColumns } from './sync-columns';
import { users } from './users';

// One row per user: view preferences that follow the user across devices (claims view type,
// columns, kanban fields, saved views). Synced like the other rows, so it carries a version.
export const userPreferences = pgTable(
  'user_preferences',
  {
    id: id(),
    ...syncColumns(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_preferences_user_key').on(t.userId),
    checkpointIndex('user_preferences', t),
  ],
);
