import { boolean, date, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { claims } from './claims';
import { id, timestamptz } from './columns';
import { checkpointIndex, syncColumns } from './sync-columns';
import { users } from './users';

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    ...syncColumns(),
    claimId: text('claim_id').references(() => claims.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull().default('general'),
    status: text('status').notNull().default('todo'),
    priority: text('priority').notNull().default('medium'),
    dueDate: date('due_date', { mode: 'string' }),
    // Set when a time was chosen; due_date is then that instant's day where it was chosen.
    dueAt: timestamptz('due_at'),
    assignedTo: text('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamptz('completed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('tasks_claim_idx').on(t.claimId),
    index('tasks_assigned_to_idx').on(t.assignedTo),
    checkpointIndex('tasks', t),
  ],
);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: id(),
    ...syncColumns(),
    claimId: text('claim_id').references(() => claims.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull().default('Meeting'),
    location: text('location').notNull().default(''),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    attendees: jsonb('attendees').$type<string[]>().notNull().default([]),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_range_idx').on(t.organizationId, t.startAt),
    checkpointIndex('calendar_events', t),
  ],
);
