import { removeUnsafeCharacters } from './escaping';

const ENCODE: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
};
const DECODE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ENCODE).map(([char, entity]) => [entity, char]),
);
const OWN_ESCAPES = /&(?:amp|lt|gt|quot|#39|#x2F);/g;
const LINE_BREAK_TAG = /<br\s*\/?>/gi;
const NEWLINE = /\r\n|\r|\n/g;

/**
 * Turns a stored note text back into what the user typed (for editing): exactly the escapes this
 * rule writes, in one pass, so `&amp;lt;` gives `&lt;`, never `<`.
 */
export function noteTextToPlain(value: string): string {
  return value
    .replace(LINE_BREAK_TAG, '\n')
    .replace(OWN_ESCAPES, (entity) => DECODE[entity] ?? entity);
}

/**
 * SPEC 5 note-text rule: escape `&`, `<`, `>`, quotes and `/`, and turn newlines into `<br>`. The
 * result is HTML, shown through the rich-HTML rule. To stay idempotent it first decodes its own
 * escapes and `<br>`; the one cost is that typing a literal `&amp;` or `<br>` in a note yields `&`
 * or a line break, which is the text's obvious reading anyway.
 */
export function cleanNoteText(value: string): string {
  return removeUnsafeCharacters(noteTextToPlain(value))
    .replace(/[&<>"'/]/g, (char) => ENCODE[char] ?? char)
    .replace(NEWLINE, '<br>');
}
