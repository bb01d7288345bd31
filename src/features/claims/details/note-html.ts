import { noteDocumentIds } from '../../../collections/notes/note-documents';
import type { NoteDocType } from '../../../collections/notes/notes.schema';
import type { Note } from '../../../domain/note.schema';

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x2F;': '/',
};
const OWN_ESCAPES = /&(?:amp|lt|gt|quot|#39|#x2F);/g;

/**
 * The server stores note text under the SPEC 5 note-text rule (special characters escaped), while
 * notes are written as rich text. Undoing exactly those escapes gives the rich HTML back; it is
 * then shown only through the rich-HTML rule (RichHtml), so no script or handler survives either
 * way.
 */
export function noteHtml(text: string): string {
  return text.replace(OWN_ESCAPES, (entity) => ENTITIES[entity] ?? entity);
}

export function toNote(doc: NoteDocType): Note {
  return {
    ...doc,
    text: noteHtml(doc.text),
    documents: noteDocumentIds(doc.documents),
    deleted: false,
  };
}
