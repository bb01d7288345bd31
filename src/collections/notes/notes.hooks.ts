import type { AppDatabase } from '../app-database';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { notesOfClaimQuery } from './notes.queries';
import type { NoteDocType } from './notes.schema';

const notesOf = (db: AppDatabase, claimId: string) => notesOfClaimQuery(db.notes, claimId);

export function useClaimNotes(claimId: string) {
  return useLiveDocs<NoteDocType>(useDbQuery(notesOf, claimId)).docs;
}
