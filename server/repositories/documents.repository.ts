import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { hasPermission } from '../../src/domain/permissions';
import type { Db } from '../db/client';
import { claims } from '../db/schema/claims';
import { documents } from '../db/schema/documents';
import { listSource } from '../sync/checkpoint-pull';
import type { Caller } from './claims-visibility';
import { claimVisibility } from './claims-visibility';
import { findLiveById, insertReturning } from './synced-rows';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
/** What a photo's originals take over from their compressed copy (`updateOriginalsOf`). */
export type OriginalsChange = Pick<NewDocument, 'isClientVisible' | 'deleted'>;

/**
 * Which documents a caller may see. Nobody sees a document of a claim they cannot see. Within
 * that, view_documents / manage_documents see all of the organization's (and those on no claim);
 * everyone else sees what they uploaded and the client-visible documents (a Client those of their
 * own claims, a Vendor or Customer those of their assigned ones).
 */
export function documentVisibility(caller: Caller): SQL | undefined {
  const { permissions } = caller;
  const claimRule = claimVisibility(caller);
  const onVisibleClaim = sql`exists (select 1 from ${claims} where ${claims.id} = ${documents.claimId}
    and ${claims.organizationId} = ${documents.organizationId} and ${claims.deleted} = false
    and ${claimRule ?? sql`true`})`;
  const claimSeen =
    claimRule === undefined ? undefined : or(isNull(documents.claimId), onVisibleClaim);
  if (
    hasPermission(permissions, 'view_documents') ||
    hasPermission(permissions, 'manage_documents')
  )
    return claimSeen;
  return or(
    and(eq(documents.uploadedBy, caller.userId), claimSeen),
    and(eq(documents.isClientVisible, true), onVisibleClaim),
  );
}

/** The documents the caller may see, in no particular order. */
export const documentList = (caller: Caller) =>
  listSource(documents, undefined, documentVisibility(caller));

export function createDocumentRepository(db: Db) {
  return {
    insert(values: NewDocument): Promise<DocumentRow> {
      return insertReturning(db, documents, values, 'document');
    },

    /** A live document the caller may see, or undefined (also for other organizations). */
    findVisible(caller: Caller, id: string): Promise<DocumentRow | undefined> {
      return findLiveById(db, documents, caller.organizationId, id, documentVisibility(caller));
    },

    /**
     * The originals kept beside a compressed photo (`original_of`), changed as it was: hidden,
     * shown or deleted with it. Returns them after the write.
     */
    updateOriginalsOf(copy: DocumentRow, values: OriginalsChange): Promise<DocumentRow[]> {
      return db
        .update(documents)
        .set(values)
        .where(
          and(
            eq(documents.organizationId, copy.organizationId),
            eq(documents.originalOf, copy.id),
            eq(documents.deleted, false),
          ),
        )
        .returning();
    },

    /** The claim's documents among `ids`, as `{id, name}` (what a note lists as attachments). */
    named(organizationId: string, claimId: string, ids: string[]) {
      return db
        .select({ id: documents.id, name: documents.name })
        .from(documents)
        .where(
          and(
            eq(documents.organizationId, organizationId),
            eq(documents.claimId, claimId),
            inArray(documents.id, ids),
          ),
        );
    },
  };
}
