import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';

export const organizations = pgTable('organizations', {
  id: id(),
  name: text('name').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
