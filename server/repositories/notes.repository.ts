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

    /** An automatic note ('Claim Creation', 'Claim Update', 'Status Change'): never client-visible. */
    autoNote(organizationId: string, claimId: string, title: string, text: string, by: string) {
      return this.insert({
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
