import {
  CLAIM_CREATION_NOTE_TITLE,
  CLAIM_UPDATE_NOTE_TITLE,
  STATUS_CHANGE_NOTE_TITLE,
} from '../../../domain/claim-status';
import type { Note } from '../../../domain/note.schema';

export const AUTOMATIC_NOTE_TITLES: ReadonlySet<string> = new Set([
  CLAIM_CREATION_NOTE_TITLE,
  CLAIM_UPDATE_NOTE_TITLE,
  STATUS_CHANGE_NOTE_TITLE,
]);

export function isAutomaticNote(note: Pick<Note, 'title'>): boolean {
  return !!note.title && AUTOMATIC_NOTE_TITLES.has(note.title);
}

export interface NoteNode {
  note: Note;
  replies: NoteNode[];
}

const byTime = (a: Note, b: Note) => a.createdAt.localeCompare(b.createdAt);

// A parent chain that loops (corrupt data) would hide every note in it; such notes become roots.
function inCycle(note: Note, byId: ReadonlyMap<string, Note>): boolean {
  const seen = new Set<string>([note.id]);
  for (let id = note.parentId; id; id = byId.get(id)?.parentId) {
    if (seen.has(id)) return true;
    seen.add(id);
  }
  return false;
}

/**
 * Threads of one conversation: top-level notes oldest first, replies under their parent by
 * parentId. A reply whose parent is missing (not synced yet, or deleted) shows at top level, so it
 * is never hidden.
 */
export function buildNoteThreads(notes: readonly Note[]): NoteNode[] {
  const byId = new Map(notes.map((note) => [note.id, note]));
  const nodes = new Map(notes.map((note) => [note.id, { note, replies: [] as NoteNode[] }]));
  const roots: NoteNode[] = [];
  for (const note of [...notes].sort(byTime)) {
    const node = nodes.get(note.id);
    if (!node) continue;
    const parent = note.parentId && !inCycle(note, byId) ? nodes.get(note.parentId) : undefined;
    (parent ? parent.replies : roots).push(node);
  }
  return roots;
}
