import type { RxDocument } from 'rxdb';
import {
  CLAIM_CREATION_NOTE_TITLE,
  CLAIM_UPDATE_NOTE_TITLE,
  STATUS_CHANGE_NOTE_TITLE,
} from '../../domain/claim-status';
import type { AppDatabase } from '../app-database';
import type { SyncOperationDocType } from '../sync-queue/sync-queue.schema';
import { shownNoteIdOf } from './auto-notes';
import type { NoteDocType } from './notes.schema';

const AUTO_NOTE_TITLES = [
  CLAIM_CREATION_NOTE_TITLE,
  CLAIM_UPDATE_NOTE_TITLE,
  STATUS_CHANGE_NOTE_TITLE,
];

export interface OrphanScan {
  /** When the notes pull that has just caught up started. */
  pulledSince: number;
  /**
   * Every shown note, not only those of answered changes: once per start, for a note whose
   * operation is gone (pruned, or discarded by a tab that closed before it dropped the note).
   */
  everyShownNote?: boolean;
}

/**
 * Issue 11: an automatic note this device shows (version 0: the server's twin has not arrived)
 * whose change the server answered before a notes pull that has since caught up, or whose change
 * is no longer queued at all, has no twin on the server: the server found the change already
 * made, or gave its note another id. It goes. Dropping a shown note is safe either way: a note the
 * server does have comes back with the next pull.
 */
export async function dropOrphanAutoNotes(db: AppDatabase, scan: OrphanScan): Promise<number> {
  // Notes before the queue: a change's operation is stored before its note is shown, so every
  // note read here has its operation in the queue read after it.
  const shown = scan.everyShownNote ? await everyShownNote(db) : null;
  const ops = await db.sync_queue.find({ selector: { resourceType: 'claims' } }).exec();
  const opOfNote = new Map<string, RxDocument<SyncOperationDocType>>();
  for (const op of ops) {
    const noteId = shownNoteIdOf(op.data);
    if (noteId !== null) opOfNote.set(noteId, op);
  }
  const candidates = shown ?? (await answeredNotes(db, ops));
  const orphans = candidates.filter((note) => {
    const op = opOfNote.get(note.id);
    if (!op) return true;
    const completedAt = op.metadata.completedAt;
    return (
      op.status === 'completed' && typeof completedAt === 'number' && completedAt < scan.pulledSince
    );
  });
  if (orphans.length > 0) await db.notes.bulkRemove(orphans.map((note) => note.id));
  return orphans.length;
}

function everyShownNote(db: AppDatabase): Promise<RxDocument<NoteDocType>[]> {
  return db.notes.find({ selector: { version: 0, title: { $in: AUTO_NOTE_TITLES } } }).exec();
}

// The shown notes of answered changes: looked up by id, so a catch-up costs no scan of the notes.
async function answeredNotes(db: AppDatabase, ops: RxDocument<SyncOperationDocType>[]) {
  const ids = ops.flatMap((op) => {
    const noteId = op.status === 'completed' ? shownNoteIdOf(op.data) : null;
    return noteId === null ? [] : [noteId];
  });
  if (ids.length === 0) return [];
  const found = await db.notes.findByIds(ids).exec();
  return [...found.values()].filter((note) => note.version === 0);
}
