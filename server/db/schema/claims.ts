import { boolean, date, index, jsonb, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { id, timestamptz } from './columns';
import { checkpointIndex, syncColumns } from './sync-columns';
import { users } from './users';

export interface ClaimCustomer {
  id: string;
  name: string;
  isPrimary: boolean;
}

export const claims = pgTable(
  'claims',
  {
    id: id(),
    ...syncColumns(),
    claimNumber: text('claim_number').notNull(),
    status: text('status').notNull(),
    statusChangedAt: timestamptz('status_changed_at').notNull().defaultNow(),
    policyNumber: text('policy_number').notNull().default(''),
    clientId: text('client_id').references(() => contacts.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull().default(''),
    customers: jsonb('customers').$type<ClaimCustomer[]>().notNull().default([]),
    dateOfLoss: date('date_of_loss', { mode: 'string' }),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    estimatedValue: numeric('estimated_value', { precision: 14, scale: 2, mode: 'number' }),
    description: text('description').notNull().default(''),
    assignedTo: text('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    dateCreated: timestamptz('date_created').notNull().defaultNow(),
    lastUpdated: timestamptz('last_updated').notNull().defaultNow(),
  },
  (t) => [
    unique('claims_organization_number_key').on(t.organizationId, t.claimNumber),
    index('claims_organization_status_idx').on(t.organizationId, t.status),
    index('claims_assigned_to_idx').on(t.assignedTo),
    index('claims_client_id_idx').on(t.clientId),
    checkpointIndex('claims', t),
  ],
);

export const claimContacts = pgTable(
  'claim_contacts',
  {
    id: id(),
    ...syncColumns(),
    claimId: text('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('claim_contacts_claim_contact_key').on(t.claimId, t.contactId),
    index('claim_contacts_contact_idx').on(t.contactId),
    checkpointIndex('claim_contacts', t),
  ],
);
