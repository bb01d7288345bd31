import { asc, count, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { claims } from '../db/schema/claims';
import { conversations } from '../db/schema/notes';
import { listSource } from '../sync/checkpoint-pull';
import type { Caller } from './claims-visibility';
import { claimVisibility } from './claims-visibility';
import { findLiveById, insertReturning } from './synced-rows';

export type ConversationRow = typeof conversations.$inferSelect;

/** Rows of a child table (claim_id) whose claim the caller may read; undefined when all. */
export function onVisibleClaims(claimIdColumn: AnyPgColumn, caller: Caller): SQL | undefined {
  const visible = claimVisibility(caller);
  if (!visible) return undefined;
  return sql`${claimIdColumn} in (select ${claims.id} from ${claims} where ${visible})`;
}

/** The conversations of the claims the caller may read, oldest first. */
export const conversationList = (caller: Caller) =>
  listSource(
    conversations,
    asc(conversations.createdAt),
    onVisibleClaims(conversations.claimId, caller),
  );

/** One claim's conversations, oldest first. */
export const claimConversationList = (claimId: string) =>
  listSource(conversations, asc(conversations.createdAt), eq(conversations.claimId, claimId));

export function createConversationRepository(db: Db) {
  return {
    /** Conversations ever started on the claim (deleted ones too), for 'Conversation {n}'. */
    async countForClaim(claimId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(conversations)
        .where(eq(conversations.claimId, claimId));
      return row?.n ?? 0;
    },

    insert(values: typeof conversations.$inferInsert): Promise<ConversationRow> {
      return insertReturning(db, conversations, values, 'conversation');
    },

    findLive(organizationId: string, id: string): Promise<ConversationRow | undefined> {
      return findLiveById(db, conversations, organizationId, id);
    },
  };
}
