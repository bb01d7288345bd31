import type { AppDatabase } from '../app-database';
import type { ConfigCollection } from '../config/config.collection';
import { localId } from '../config/config.schema';
import { changeLocalRecord } from '../config/local-record';

/**
 * Device-only record of the documents uploaded for a note whose create is not queued yet (issue
 * 11). A note's files are queued before the note (the server accepts only existing documents on a
 * note); a tab that dies in between leaves documents on the claim that no note names. They stay
 * listed here, and the claim's Documents section marks them, so the user knows the note was lost.
 * Temp ids follow their documents to the server's ids (remap-temp-id.ts).
 */
export const AWAITING_NOTE_ID = localId('uploads-awaiting-note');
/** Newest kept: a marked id whose upload never happened stays until pushed out. */
const LIMIT = 200;

export function awaitingNoteQuery(config: ConfigCollection) {
  return config.findOne(AWAITING_NOTE_ID);
}

export function awaitingNoteIds(value: Record<string, unknown> | undefined): string[] {
  const ids = value?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

async function changeIds(db: AppDatabase, change: (ids: string[]) => string[]): Promise<void> {
  await changeLocalRecord(db, AWAITING_NOTE_ID, (value) => ({
    ids: change(awaitingNoteIds(value)).slice(-LIMIT),
  }));
}

/** Before a note's files are uploaded: their (chosen) ids await the note. */
export function markAwaitingNote(db: AppDatabase, ids: readonly string[]): Promise<void> {
  return changeIds(db, (current) => [...current.filter((id) => !ids.includes(id)), ...ids]);
}

/** Once the note naming them is queued. */
export function clearAwaitingNote(db: AppDatabase, ids: readonly string[]): Promise<void> {
  return changeIds(db, (current) => current.filter((id) => !ids.includes(id)));
}

/**
 * The claim's documents uploaded for a note that no note names: marked as awaiting a note, and
 * not among the attachments of the claim's notes (a note queued just before its tab died names
 * them, and then nothing was lost).
 */
export function documentsWithoutTheirNote(
  awaiting: readonly string[],
  documentIds: readonly string[],
  notes: readonly { documents?: readonly string[] }[],
): Set<string> {
  const named = new Set(notes.flatMap((note) => note.documents ?? []));
  const marked = new Set(awaiting);
  return new Set(documentIds.filter((id) => marked.has(id) && !named.has(id)));
}
