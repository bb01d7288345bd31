import { STATUS_CHANGE_NOTE_TITLE, statusChangeNoteText } from '../../domain/claim-status';
import { DEFAULT_NOTE_STATUS } from '../../domain/constants';
import type { AppDatabase } from '../app-database';
import type { RecordAuthor } from '../sync-queue/record-writes';
import type { NoteDocType } from './notes.schema';

/** Who changes a status: the queued operation's user, and the name the Status Change note gives. */
export type StatusMover = RecordAuthor & { fullName: string };

export interface StatusChange {
  /** The id the server's note will take: the queued change sends it along. */
  noteId: string;
  claimId: string;
  from: string;
  to: string;
  at: string;
}

/**
 * Shows the `Status Change` note of a change this device made at once, online or not (SPEC 4's
 * exact text). Written after the queued change, never before: a crash in between loses only the
 * early display, and the server then creates the note under the same id, so there is exactly one.
 */
export async function showStatusChangeNote(
  db: AppDatabase,
  change: StatusChange,
  mover: StatusMover,
): Promise<void> {
  const note: NoteDocType = {
    id: change.noteId,
    claimId: change.claimId,
    conversationId: null,
    parentId: null,
    title: STATUS_CHANGE_NOTE_TITLE,
    text: statusChangeNoteText(mover.fullName, change.from, change.to),
    isClientVisible: false,
    status: DEFAULT_NOTE_STATUS,
    documents: [],
    createdBy: mover.id,
    createdAt: change.at,
    organization_id: mover.organization_id,
    version: 0,
    updatedAt: change.at,
  };
  await db.notes.insert(note);
}

/**
 * A change dropped before the server made it (discarded, or the server's version taken) takes
 * its shown note along; a note the server already has (version > 0) stays.
 */
export async function dropShownStatusNote(db: AppDatabase, data: unknown): Promise<void> {
  const noteId = (data as { noteId?: unknown } | null)?.noteId;
  if (typeof noteId !== 'string') return;
  const note = await db.notes.findOne(noteId).exec();
  if (note && note.version === 0) await note.incrementalRemove();
}
