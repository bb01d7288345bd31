import { DEFAULT_NOTE_STATUS } from '../../domain/constants';
import { cleanNoteText } from '../../domain/cleaning/clean-note-text';
import type { AppDatabase } from '../app-database';
import { addNote } from '../notes/notes.mutations';
import type { NoteDocType } from '../notes/notes.schema';
import type { RecordAuthor } from '../sync-queue/record-writes';
import { clearAwaitingNote } from './awaiting-note';

/**
 * Repairs files whose note was lost with its tab (awaiting-note.ts): a note in the given
 * conversation names them, queued like any note (after the uploads, whose temp ids it waits for),
 * and the mark is cleared. The note is client visible only when every file is, so it never shows
 * the client a file they may not see.
 */
export async function addNoteForFiles(
  db: AppDatabase,
  target: { claimId: string; conversationId: string },
  documentIds: readonly string[],
  user: RecordAuthor,
): Promise<NoteDocType> {
  const docs = await db.documents.findByIds([...documentIds]).exec();
  const files = documentIds.flatMap((id) => docs.get(id) ?? []);
  const names = files.map((doc) => doc.name).join(', ');
  const note = await addNote(
    db,
    {
      ...target,
      text: cleanNoteText(`Files uploaded for a note that was not saved: ${names}`),
      isClientVisible: files.length > 0 && files.every((doc) => doc.isClientVisible),
      status: DEFAULT_NOTE_STATUS,
      documents: files.map((doc) => doc.id),
    },
    user,
  );
  await clearAwaitingNote(db, documentIds);
  return note;
}

/** The user keeps the files on the claim without a note: the mark goes. */
export function keepWithoutNote(db: AppDatabase, documentIds: readonly string[]): Promise<void> {
  return clearAwaitingNote(db, documentIds);
}
