import type { DocumentLimits } from '../../domain/document-limits';
import { newTempId } from '../../domain/temp-id';
import type { NoteInput } from '../../domain/note.schema';
import type { AppDatabase } from '../app-database';
import { clearAwaitingNote, markAwaitingNote } from '../documents/awaiting-note';
import { type ClaimFile, uploadClaimFiles } from '../documents/document-uploads';
import type { RecordAuthor } from '../sync-queue/record-writes';
import { addNote } from './notes.mutations';
import type { NoteDocType } from './notes.schema';

/**
 * A note with files: the files are checked and uploaded first (so their queued POSTs precede the
 * note's), then the note is added naming the new documents. The server accepts only the claim's
 * own documents on a note, so the uploads go to the note's claim, with the note's visibility.
 * Offline, the note's create waits in the queue until the uploads' temp- ids have been replaced
 * by the server's (ready-operation.ts).
 */
export async function addNoteWithFiles(
  db: AppDatabase,
  input: NoteInput,
  files: readonly ClaimFile[],
  limits: DocumentLimits,
  user: RecordAuthor,
): Promise<NoteDocType> {
  // The files' ids are chosen and marked before anything is queued, and cleared once the note
  // naming them is: a tab that dies in between leaves them marked (awaiting-note.ts).
  const ids = files.map(() => newTempId());
  if (ids.length > 0) await markAwaitingNote(db, ids);
  const options = { limits, isClientVisible: input.isClientVisible, ids };
  const uploaded = await uploadClaimFiles(db, input.claimId, files, options, user);
  const documents = [...input.documents, ...uploaded.map((doc) => doc.id)];
  const note = await addNote(db, { ...input, documents }, user);
  if (ids.length > 0) await clearAwaitingNote(db, ids);
  return note;
}
