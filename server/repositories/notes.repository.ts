import { and, asc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notes } from '../db/schema/notes';
import { listSource } from '../sync/checkpoint-pull';
import type { Caller } from './claims-visibility';
import { claimScope } from './claims-visibility';
import { onVisibleClaims } from './conversations.repository';
import { rowExists } from './row-exists';
import { findLiveById, insertReturning } from './synced-rows';

export type NoteRow = typeof notes.$inferSelect;
export type NewNote = typeof notes.$inferInsert;

/** Internal notes reach staff who see every claim; everyone else reads the client-visible ones. */
function readableNotes(caller: Caller): SQL | undefined {
  return claimScope(caller) === 'all' ? undefined : eq(notes.isClientVisible, true);
}

/** The notes the caller may read on the claims they may read, oldest first. */
export const noteList = (caller: Caller) =>
  listSource(
    notes,
    asc(notes.createdAt),
    and(onVisibleClaims(notes.claimId, caller), readableNotes(caller)),
  );

/** The notes of one conversation the caller may read, oldest first. */
export const conversationNoteList = (caller: Caller, conversationId: string) =>
  listSource(
    notes,
    asc(notes.createdAt),
    and(eq(notes.conversationId, conversationId), readableNotes(caller)),
  );

export function createNoteRepository(db: Db) {
  return {
    insert(values: NewNote): Promise<NoteRow> {
      return insertReturning(db, notes, values, 'note');
    },

    findLive(organizationId: string, id: string): Promise<NoteRow | undefined> {
      return findLiveById(db, notes, organizationId, id);
    },

    /** Whether the organization has this note (on `claimId` when given), deleted or not. */
    exists(organizationId: string, id: string, claimId: string | undefined): Promise<boolean> {
      return rowExists(
        db,
        notes,
        organizationId,
        id,
        claimId ? eq(notes.claimId, claimId) : undefined,
      );
    },

    /**
     * The id a device chose for a note it already shows (a status change made offline), when no
     * note has it yet; otherwise the database picks one, so a replayed or forged id never clashes.
     */
    async unusedId(id: string | undefined): Promise<string | undefined> {
      if (!id) return undefined;
      const taken = await db.select({ id: notes.id }).from(notes).where(eq(notes.id, id)).limit(1);
      return taken.length ? undefined : id;
    },

    /** An automatic note ('Claim Creation', 'Claim Update', 'Status Change'): never client-visible. */
    async autoNote(
      organizationId: string,
      claimId: string,
      title: string,
      text: string,
      by: string,
      id?: string,
    ) {
      return this.insert({
        id: await this.unusedId(id),
        organizationId,
        claimId,
        title,
        text,
        createdBy: by,
        isClientVisible: false,
      });
    },
  };
}
