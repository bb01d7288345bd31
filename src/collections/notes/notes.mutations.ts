import { DEFAULT_NOTE_STATUS } from '../../domain/constants';
import type { NoteInput } from '../../domain/note.schema';
import type { User } from '../../domain/user.schema';
import type { AppDatabase } from '../app-database';
import { newTempId } from '../sync-queue/operation-ids';
import { queueWrite } from '../sync-queue/queue-write';
import type { NoteDocType } from './notes.schema';

export async function addNote(
  db: AppDatabase,
  input: NoteInput,
  user: Pick<User, 'id' | 'organization_id'>,
): Promise<NoteDocType> {
  const id = newTempId();
  const now = new Date().toISOString();
  const note = { ...input, status: input.status || DEFAULT_NOTE_STATUS };
  const doc: NoteDocType = {
    ...note,
    id,
    createdBy: user.id,
    createdAt: now,
    organization_id: user.organization_id,
    version: 0,
    updatedAt: now,
  };
  await queueWrite(db, {
    resourceType: 'notes',
    resourceId: id,
    operationType: 'create',
    method: 'POST',
    endpoint: '/notes',
    data: { ...note, createdBy: user.id },
    localPatch: { kind: 'create', doc },
    metadata: { tempId: id },
    userId: user.id,
  });
  return doc;
}

export async function updateNoteStatus(
  db: AppDatabase,
  id: string,
  status: string,
  userId?: string,
): Promise<void> {
  await queueWrite(db, {
    resourceType: 'notes',
    resourceId: id,
    operationType: 'update',
    method: 'PUT',
    endpoint: `/notes/${encodeURIComponent(id)}`,
    data: { status },
    localPatch: { kind: 'merge', fields: { status } },
    userId,
  });
}

/** Who can read the note; the automatic notes stay internal (the server refuses nothing here). */
export async function setNoteClientVisible(
  db: AppDatabase,
  id: string,
  isClientVisible: boolean,
  userId?: string,
): Promise<void> {
  await queueWrite(db, {
    resourceType: 'notes',
    resourceId: id,
    operationType: 'update',
    method: 'PUT',
    endpoint: `/notes/${encodeURIComponent(id)}`,
    data: { isClientVisible },
    localPatch: { kind: 'merge', fields: { isClientVisible } },
    userId,
  });
}
