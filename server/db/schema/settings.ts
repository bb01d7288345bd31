import { index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { checkpointIndex, syncColumns } from './sync-columns';
import { users } from './users';

export const settings = pgTable(
  'settings',
  {
    id: id(),
    ...syncColumns(),
    groupName: text('group_name').notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    unique('settings_organization_group_key').on(t.organizationId, t.groupName),
    checkpointIndex('settings', t),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    ...syncColumns(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    claimId: text('claim_id'),
    // The task a task notification opens (/tasks?task=…).
    taskId: text('task_id'),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    // Signals the server raises itself carry a key, so each is raised once however many server
    // processes look (e.g. `claim-overdue:<claim>:<status entered at>`).
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId),
    checkpointIndex('notifications', t),
    unique('notifications_dedupe_key').on(t.organizationId, t.dedupeKey),
  ],
);

// The first response to a POST carrying `Idempotency-Key`, replayed for any repeat of that key.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    organizationId: text('organization_id').notNull(),
    key: text('key').notNull(),
    userId: text('user_id'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
