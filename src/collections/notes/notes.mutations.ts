import { DEFAULT_NOTE_STATUS } from '../../domain/constants';
import type { NoteInput } from '../../domain/note.schema';
import type { AppDatabase } from '../app-database';
import {
  itemPath,
  newLocalRecord,
  type RecordAuthor,
  recordWrites,
} from '../sync-queue/record-writes';
import type { NoteDocType } from './notes.schema';

const notes = recordWrites('notes');

export async function addNote(
  db: AppDatabase,
  input: NoteInput,
  user: RecordAuthor,
): Promise<NoteDocType> {
  const note = { ...input, status: input.status || DEFAULT_NOTE_STATUS };
  const local = newLocalRecord(user);
  const doc: NoteDocType = { ...note, ...local, createdBy: user.id, createdAt: local.updatedAt };
  const data = { ...note, createdBy: user.id };
  return notes.create(db, { endpoint: '/notes', data, doc }, user.id);
}

/** Changes some fields of a note; body and local patch are the same. */
async function mergeNote(db: AppDatabase, id: string, fields: NoteFields, userId?: string) {
  const endpoint = itemPath('/notes', id);
  await notes.merge(db, { id, endpoint, data: { ...fields }, fields }, userId);
}

type NoteFields = { status: string } | { isClientVisible: boolean };

export async function updateNoteStatus(
  db: AppDatabase,
  id: string,
  status: string,
  userId?: string,
): Promise<void> {
  await mergeNote(db, id, { status }, userId);
}

/** Who can read the note; the automatic notes stay internal (the server refuses nothing here). */
export async function setNoteClientVisible(
  db: AppDatabase,
  id: string,
  isClientVisible: boolean,
  userId?: string,
): Promise<void> {
  await mergeNote(db, id, { isClientVisible }, userId);
}
