import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { claimContacts, claims } from '../db/schema/claims';
import { contacts } from '../db/schema/contacts';
import { calendarEvents } from '../db/schema/tasks';
import type { MergeTarget } from '../../src/domain/contact-merge';
import type { ClaimRow } from './claims.repository';
import type { ContactRow } from './contacts.repository';

type ClaimChanges = Partial<Pick<ClaimRow, 'clientId' | 'clientName' | 'customers'>>;
export type ClaimLinkRow = typeof claimContacts.$inferSelect;
export type CalendarEventRow = typeof calendarEvents.$inferSelect;

// Merges of merges are followed this far; a longer chain leaves the old id (answered as unknown).
const MAX_MERGE_HOPS = 10;

const namesContact = (column: typeof claims.customers, id: string) =>
  sql`${column} @> jsonb_build_array(jsonb_build_object('id', ${id}::text))`;

/** The queries of a contact merge (contact.service.ts `mergeContact`), all on one transaction. */
export function createContactMergeRepository(db: Db) {
  return {
    /** Both contacts of the organization, locked in id order (two merges never deadlock). */
    async lockPair(organizationId: string, ids: [string, string]): Promise<ContactRow[]> {
      return db
        .select()
        .from(contacts)
        .where(and(eq(contacts.organizationId, organizationId), inArray(contacts.id, ids)))
        .orderBy(asc(contacts.id))
        .for('update');
    },

    /** The claims (deleted ones too: a restore must not bring the old id back) naming the contact. */
    claimsNaming(organizationId: string, contactId: string): Promise<ClaimRow[]> {
      return db
        .select()
        .from(claims)
        .where(
          and(
            eq(claims.organizationId, organizationId),
            or(eq(claims.clientId, contactId), namesContact(claims.customers, contactId)),
          ),
        )
        .orderBy(asc(claims.id))
        .for('update');
    },

    async updateClaim(claimId: string, changes: ClaimChanges): Promise<ClaimRow> {
      const [row] = await db.update(claims).set(changes).where(eq(claims.id, claimId)).returning();
      if (!row) throw new Error('merged claim update returned nothing');
      return row;
    },

    /**
     * Moves the source's live claim links to the kept contact: a claim already linked to it keeps
     * that link (revived, primary when either was) and the source's is soft-deleted; otherwise the
     * link row is re-pointed. Returns every changed link.
     */
    async moveLinks(sourceId: string, targetId: string): Promise<ClaimLinkRow[]> {
      const links = await db
        .select()
        .from(claimContacts)
        .where(and(eq(claimContacts.contactId, sourceId), eq(claimContacts.deleted, false)))
        .orderBy(asc(claimContacts.id))
        .for('update');
      const changed: ClaimLinkRow[] = [];
      for (const link of links) {
        const [existing] = await db
          .select()
          .from(claimContacts)
          .where(
            and(eq(claimContacts.claimId, link.claimId), eq(claimContacts.contactId, targetId)),
          )
          .limit(1);
        if (!existing) {
          changed.push(...(await setLink(db, link.id, { contactId: targetId })));
          continue;
        }
        const isPrimary = existing.isPrimary || link.isPrimary;
        if (existing.deleted || existing.isPrimary !== isPrimary) {
          changed.push(...(await setLink(db, existing.id, { deleted: false, isPrimary })));
        }
        changed.push(...(await setLink(db, link.id, { deleted: true })));
      }
      return changed;
    },

    /** Calendar events (staff attendees and contacts) the source attends, locked. */
    eventsAttendedBy(organizationId: string, contactId: string): Promise<CalendarEventRow[]> {
      return db
        .select()
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.organizationId, organizationId),
            sql`${calendarEvents.attendees} @> jsonb_build_array(${contactId}::text)`,
          ),
        )
        .orderBy(asc(calendarEvents.id))
        .for('update');
    },

    async setAttendees(eventId: string, attendees: string[]): Promise<CalendarEventRow> {
      const [row] = await db
        .update(calendarEvents)
        .set({ attendees })
        .where(eq(calendarEvents.id, eventId))
        .returning();
      if (!row) throw new Error('merged event update returned nothing');
      return row;
    },

    /**
     * Where merged contacts went: each of `ids` that was merged maps to the live contact its merges
     * end at (a merge of a merge is followed), so a late write naming an old id lands there.
     */
    async mergedTargets(organizationId: string, ids: string[]): Promise<Map<string, MergeTarget>> {
      const found = new Map<string, MergeTarget>();
      let pending = ids.map((id) => ({ at: id, origin: id }));
      for (let hop = 0; hop < MAX_MERGE_HOPS && pending.length > 0; hop++) {
        const rows = await db
          .select()
          .from(contacts)
          .where(
            and(
              eq(contacts.organizationId, organizationId),
              inArray(contacts.id, [...new Set(pending.map((p) => p.at))]),
            ),
          );
        const byId = new Map(rows.map((row) => [row.id, row]));
        const next: typeof pending = [];
        for (const { at, origin } of pending) {
          const row = byId.get(at);
          if (row?.deleted && row.mergedInto) next.push({ at: row.mergedInto, origin });
          else if (row && !row.deleted && at !== origin) {
            found.set(origin, { id: row.id, name: row.name });
          }
        }
        pending = next;
      }
      return found;
    },

    /** Writes the merge onto the contacts: the kept one's filled fields, the source's tombstone. */
    async updateContact(id: string, values: Partial<ContactRow>): Promise<ContactRow> {
      const [row] = await db.update(contacts).set(values).where(eq(contacts.id, id)).returning();
      if (!row) throw new Error('merged contact update returned nothing');
      return row;
    },
  };
}

async function setLink(db: Db, id: string, values: Partial<ClaimLinkRow>) {
  return db.update(claimContacts).set(values).where(eq(claimContacts.id, id)).returning();
}
