import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Customer } from '../../src/domain/claim.schema';
import type { ClaimStatusConfig } from '../../src/domain/claim-status';
import { DEFAULT_CLAIM_STATUSES } from '../../src/domain/constants';
import type { Db } from '../db/client';
import { queryRows } from '../db/execute';
import { claimContacts, claims } from '../db/schema/claims';
import { contacts } from '../db/schema/contacts';
import { users } from '../db/schema/users';
import { listSource } from '../sync/checkpoint-pull';
import type { Caller } from './claims-visibility';
import { claimVisibility } from './claims-visibility';
import { rowExists } from './row-exists';
import { createSettingsRepository } from './settings.repository';
import { findLiveById, insertReturning } from './synced-rows';

export type ClaimRow = typeof claims.$inferSelect;
export type NewClaim = typeof claims.$inferInsert;

/** The claims the caller may read, last updated first. */
export const claimList = (caller: Caller) =>
  listSource(claims, desc(claims.lastUpdated), claimVisibility(caller));

export function createClaimRepository(db: Db) {
  return {
    /** A live claim the caller may read, or undefined (also for other organizations). */
    findVisible(caller: Caller, id: string): Promise<ClaimRow | undefined> {
      return findLiveById(db, claims, caller.organizationId, id, claimVisibility(caller));
    },

    /** The organization's claim statuses (claimSettings group), the defaults when unset. */
    async statuses(organizationId: string): Promise<ClaimStatusConfig[]> {
      const group = await createSettingsRepository(db).findGroup(organizationId, 'claimSettings');
      const listed = (group?.value as { statuses?: ClaimStatusConfig[] } | undefined)?.statuses;
      return Array.isArray(listed) ? listed : DEFAULT_CLAIM_STATUSES.map((s) => ({ ...s }));
    },

    /**
     * The next `CLM-<year>-<nnnn>` of the organization. A transaction-scoped advisory lock per
     * organization serialises concurrent creates, so two never pick the same number.
     */
    async nextClaimNumber(organizationId: string, now: Date): Promise<string> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`claim-number:${organizationId}`}, 0))`,
      );
      const prefix = `CLM-${now.getUTCFullYear()}-`;
      const [row] = await queryRows<{ last: number | null }>(
        db,
        sql`select max(substring(${claims.claimNumber} from ${`^${prefix}(\\d{1,9})$`})::int) as last
            from ${claims}
            where ${claims.organizationId} = ${organizationId} and ${claims.claimNumber} like ${`${prefix}%`}`,
      );
      return `${prefix}${String((row?.last ?? 0) + 1).padStart(4, '0')}`;
    },

    async numberTaken(organizationId: string, claimNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ id: claims.id })
        .from(claims)
        .where(and(eq(claims.organizationId, organizationId), eq(claims.claimNumber, claimNumber)))
        .limit(1);
      return row !== undefined;
    },

    insert(values: NewClaim): Promise<ClaimRow> {
      return insertReturning(db, claims, values, 'claim');
    },

    /** Whether a live contact of the organization has this id (a client or customer reference). */
    contactExists(organizationId: string, contactId: string): Promise<boolean> {
      return rowExists(db, contacts, organizationId, contactId, eq(contacts.deleted, false));
    },

    claimExists(organizationId: string, claimId: string): Promise<boolean> {
      return rowExists(db, claims, organizationId, claimId, eq(claims.deleted, false));
    },

    userExists(organizationId: string, userId: string): Promise<boolean> {
      return rowExists(db, users, organizationId, userId, eq(users.deleted, false));
    },

    /**
     * Keeps the claim's contact links in step with its customers: a live link per customer that is
     * a contact of the organization, `is_primary` as in the list; links of former customers are
     * soft-deleted. Links of other contacts (adjusters, vendors) are left alone.
     */
    async syncCustomerLinks(
      organizationId: string,
      claimId: string,
      before: readonly Customer[],
      after: readonly Customer[],
    ): Promise<void> {
      const ids = after.map((c) => c.id);
      const known = ids.length
        ? await db
            .select({ id: contacts.id })
            .from(contacts)
            .where(and(eq(contacts.organizationId, organizationId), inArray(contacts.id, ids)))
        : [];
      const knownIds = new Set(known.map((k) => k.id));
      for (const customer of after.filter((c) => knownIds.has(c.id))) {
        await db
          .insert(claimContacts)
          .values({
            organizationId,
            claimId,
            contactId: customer.id,
            isPrimary: customer.isPrimary,
          })
          .onConflictDoUpdate({
            target: [claimContacts.claimId, claimContacts.contactId],
            set: { isPrimary: customer.isPrimary, deleted: false },
            setWhere: sql`${claimContacts.isPrimary} <> ${customer.isPrimary} or ${claimContacts.deleted}`,
          });
      }
      const removed = before.map((c) => c.id).filter((id) => !ids.includes(id));
      if (removed.length) {
        await db
          .update(claimContacts)
          .set({ deleted: true })
          .where(
            and(
              eq(claimContacts.claimId, claimId),
              inArray(claimContacts.contactId, removed),
              eq(claimContacts.deleted, false),
            ),
          );
      }
    },

    /** Unlinks a contact from the claim; false when it was not linked. */
    async dropContactLink(claimId: string, contactId: string): Promise<boolean> {
      const dropped = await db
        .update(claimContacts)
        .set({ deleted: true })
        .where(
          and(
            eq(claimContacts.claimId, claimId),
            eq(claimContacts.contactId, contactId),
            eq(claimContacts.deleted, false),
          ),
        )
        .returning({ id: claimContacts.id });
      return dropped.length > 0;
    },
  };
}

export type ClaimRepository = ReturnType<typeof createClaimRepository>;
