import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { claims } from './claims';
import { id, timestamptz } from './columns';
import { checkpointIndex, syncColumns } from './sync-columns';
import { users } from './users';

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    ...syncColumns(),
    claimId: text('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('conversations_claim_idx').on(t.claimId), checkpointIndex('conversations', t)],
);

export interface NoteDocument {
  id: string;
  name: string;
}

// `title` is set only on automatic notes ('Claim Creation', 'Claim Update', 'Status Change').
export const notes = pgTable(
  'notes',
  {
    id: id(),
    ...syncColumns(),
    claimId: text('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    parentId: text('parent_id').references((): AnyPgColumn => notes.id, { onDelete: 'set null' }),
    title: text('title'),
    text: text('text').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    isClientVisible: boolean('is_client_visible').notNull().default(false),
    status: text('status').notNull().default('New'),
    documents: jsonb('documents').$type<NoteDocument[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notes_claim_idx').on(t.claimId),
    index('notes_conversation_idx').on(t.conversationId),
    checkpointIndex('notes', t),
  ],
);
