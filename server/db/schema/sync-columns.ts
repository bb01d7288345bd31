import { boolean, index, integer, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { organizations } from './organizations';

// Columns every synced table carries (DESIGN.md "versions"). `version` and `updated_at` are kept by
// the `bump_sync_columns` trigger of migration 0001 on every UPDATE: never set them by hand.
export const syncColumns = () => ({
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  deleted: boolean('deleted').notNull().default(false),
});

// Checkpoint pulls read `(updated_at, id) > checkpoint` within one organization.
export const checkpointIndex = (
  table: string,
  columns: { organizationId: AnyPgColumn; updatedAt: AnyPgColumn; id: AnyPgColumn },
) => index(`${table}_checkpoint_idx`).on(columns.organizationId, columns.updatedAt, columns.id);

export const SYNCED_TABLES = [
  'roles',
  'users',
  'contacts',
  'claims',
  'claim_contacts',
  'conversations',
  'notes',
  'tasks',
  'calendar_events',
  'documents',
  'settings',
  'notifications',
  'user_preferences',
] as const;
