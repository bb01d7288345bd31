import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { checkpointIndex, syncColumns } from './sync-columns';
import { users } from './users';

export interface ContactAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    ...syncColumns(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: jsonb('address')
      .$type<ContactAddress>()
      .notNull()
      .default({ street: '', city: '', state: '', zip: '' }),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    // The portal user this contact is, if any: a Client user sees the claims where their contact
    // is a customer or the referral client.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Set when the contact was merged into another (and soft-deleted): a device that still holds
    // this id follows it to the kept contact.
    mergedInto: text('merged_into').references((): AnyPgColumn => contacts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('contacts_user_idx').on(t.userId), checkpointIndex('contacts', t)],
);
