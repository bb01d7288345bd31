import { STATUS_CHANGE_NOTE_TITLE, statusChangeNoteText } from '../../domain/claim-status';
import { DEFAULT_NOTE_STATUS } from '../../domain/constants';
import { fullName } from '../../domain/person-name';
import { type User } from '../../domain/user.schema';
import type { AppDatabase } from '../app-database';
import type { RecordAuthor } from '../sync-queue/record-writes';
import type { NoteDocType } from './notes.schema';

/** Who makes a change: the queued operation's user, and the name its automatic note gives. */
export type NoteAuthor = RecordAuthor & { fullName: string };

export function noteAuthorOf(
  user: RecordAuthor & Pick<User, 'firstName' | 'lastName'>,
): NoteAuthor {
  return { ...user, fullName: fullName(user) };
}

export interface AutoNote {
  /** The id the server's note will take: the queued change sends it along. */
  noteId: string;
  claimId: string;
  title: string;
  text: string;
  at: string;
}

export interface StatusChange {
  noteId: string;
  claimId: string;
  from: string;
  to: string;
  at: string;
}

/**
 * Shows the automatic note of a change this device made (Claim Creation, Claim Update, Status
 * Change: SPEC 4's texts) at once, online or not. Written after the queued change, never before:
 * a crash in between loses only the early display, and the server then creates the note under
 * the same id, so there is exactly one.
 */
export async function showAutoNote(
  db: AppDatabase,
  note: AutoNote,
  author: NoteAuthor,
): Promise<void> {
  const doc: NoteDocType = {
    id: note.noteId,
    claimId: note.claimId,
    conversationId: null,
    parentId: null,
    title: note.title,
    text: note.text,
    isClientVisible: false,
    status: DEFAULT_NOTE_STATUS,
    documents: [],
    createdBy: author.id,
    createdAt: note.at,
    organization_id: author.organization_id,
    version: 0,
    updatedAt: note.at,
  };
  // The queued change may already have been sent, answered and its note pulled (the server's
  // copy, under this id): that copy stays.
  await db.notes.insertIfNotExists(doc);
}

export function showStatusChangeNote(db: AppDatabase, change: StatusChange, author: NoteAuthor) {
  const text = statusChangeNoteText(author.fullName, change.from, change.to);
  return showAutoNote(db, { ...change, title: STATUS_CHANGE_NOTE_TITLE, text }, author);
}

/**
 * A change dropped before the server made it (discarded, or the server's version taken) takes
 * its shown note along; a note the server already has (version > 0) stays.
 */
export async function dropShownNote(db: AppDatabase, data: unknown): Promise<void> {
  const noteId = shownNoteIdOf(data);
  if (noteId === null) return;
  const note = await db.notes.findOne(noteId).exec();
  if (note && note.version === 0) await note.incrementalRemove();
}

/** The id of the automatic note a queued change's body names, if any. */
export function shownNoteIdOf(data: unknown): string | null {
  // A claim's create carries it inside the claim wrapper (SPEC 7 `{claim}`).
  const sent = data as { noteId?: unknown; claim?: { noteId?: unknown } } | null;
  const noteId = sent?.noteId ?? sent?.claim?.noteId;
  return typeof noteId === 'string' ? noteId : null;
}

/**
 * A status change the server answered without making it (the claim had already left the status
 * the move was from): the note shown for it has no server twin and goes.
 */
export async function dropUnmadeStatusNote(
  db: AppDatabase,
  data: unknown,
  response: unknown,
): Promise<void> {
  const sent = data as { noteId?: unknown; status?: unknown; moveTo?: unknown } | null;
  const target = sent?.moveTo ?? sent?.status;
  const answered = (response as { status?: unknown } | null)?.status;
  if (typeof target !== 'string' || typeof answered !== 'string' || answered === target) return;
  await dropShownNote(db, data);
}
