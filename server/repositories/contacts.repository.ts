import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { claimContacts, claims } from '../db/schema/claims';
import { contacts } from '../db/schema/contacts';
import { listSource } from '../sync/checkpoint-pull';
import { findLiveById, insertReturning, liveInOrganization } from './synced-rows';

export type ContactRow = typeof contacts.$inferSelect;
export type NewContact = typeof contacts.$inferInsert;

/** The organization's contacts, by name. */
export const contactList = () => listSource(contacts, asc(contacts.name));

export function createContactRepository(db: Db) {
  return {
    insert(values: NewContact): Promise<ContactRow> {
      return insertReturning(db, contacts, values, 'contact');
    },

    findLive(organizationId: string, id: string): Promise<ContactRow | undefined> {
      return findLiveById(db, contacts, organizationId, id);
    },

    /** A renamed contact is renamed in the customer lists of its claims too; returns those claims. */
    renameInClaims(organizationId: string, id: string, name: string) {
      return db
        .update(claims)
        .set({
          customers: sql`(select jsonb_agg(case when c->>'id' = ${id}
              then jsonb_set(c, '{name}', to_jsonb(${name}::text)) else c end order by n)
            from jsonb_array_elements(${claims.customers}) with ordinality as e(c, n))`,
        })
        .where(
          and(
            eq(claims.organizationId, organizationId),
            sql`${claims.customers} @> jsonb_build_array(jsonb_build_object('id', ${id}::text))`,
            sql`not ${claims.customers} @> jsonb_build_array(jsonb_build_object('id', ${id}::text, 'name', ${name}::text))`,
          ),
        )
        .returning();
    },

    /**
     * The live claims that reference the contact: as their referral client, as a customer, or
     * through a link row (an adjuster or vendor on the claim).
     */
    async linkedClaimCount(organizationId: string, id: string): Promise<number> {
      const linked = db
        .select({ one: sql`1` })
        .from(claimContacts)
        .where(
          and(
            eq(claimContacts.claimId, claims.id),
            eq(claimContacts.contactId, id),
            eq(claimContacts.deleted, false),
          ),
        );
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(claims)
        .where(
          and(
            eq(claims.organizationId, organizationId),
            eq(claims.deleted, false),
            or(
              eq(claims.clientId, id),
              sql`${claims.customers} @> jsonb_build_array(jsonb_build_object('id', ${id}::text))`,
              exists(linked),
            ),
          ),
        );
      return row?.count ?? 0;
    },

    /** Among `fieldIds`, the organization's own client fields some live contact holds a value for. */
    async customFieldsInUse(organizationId: string, fieldIds: readonly string[]) {
      const used: string[] = [];
      for (const fieldId of fieldIds) {
        const [row] = await db
          .select({ one: sql`1` })
          .from(contacts)
          .where(
            and(
              liveInOrganization(contacts, organizationId),
              sql`${contacts.metadata} -> 'client' -> 'customFields' -> ${fieldId}::text is not null`,
            ),
          )
          .limit(1);
        if (row) used.push(fieldId);
      }
      return used;
    },
  };
}
