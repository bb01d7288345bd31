import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notes } from '../db/schema/notes';

export type NoteRow = typeof notes.$inferSelect;
export type NewNote = typeof notes.$inferInsert;

export function createNoteRepository(db: Db) {
  return {
    async insert(values: NewNote): Promise<NoteRow> {
      const [row] = await db.insert(notes).values(values).returning();
      if (!row) throw new Error('note insert returned nothing');
      return row;
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
