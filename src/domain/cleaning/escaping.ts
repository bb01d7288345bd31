/**
 * Where escaping happens (decided once for the whole product).
 *
 * Plain text (names, titles, addresses, statuses…) is stored and sent as the characters the user
 * meant: `O'Brien & Sons` is stored as `O'Brien & Sons`, never as `O&#39;Brien &amp; Sons`. Escaping
 * for HTML happens exactly once, at output, and the output is React, which renders strings as text
 * nodes and attribute values it escapes itself. Entity-escaping at input instead would either show
 * `&amp;` on screen or need a decode at every place text is shown, and it would break the round-trip
 * rule (`&` → `&amp;` → `&amp;amp;`: cleaning twice would differ from cleaning once).
 *
 * The SPEC's "escape special characters" step of the text rule is therefore a neutralisation that
 * is idempotent and invisible for ordinary text:
 * - characters that are never meaningful in a text field and break storage or display are removed
 *   (NUL and other C0/C1 controls, which PostgreSQL refuses or terminals act on) and lone UTF-16
 *   surrogates, which cannot be stored as UTF-8, become U+FFFD;
 * - a `<` that an HTML parser would read as the start of a tag, end tag, comment or declaration
 *   (`<` followed by a letter, `/`, `!` or `?`) becomes the look-alike U+FF1C `＜`. A bare `<` (as
 *   in `a < b` or `<3`) is kept, since a parser reads it as text. So even if a cleaned text were ever
 *   pasted into HTML without escaping, it could not open an element. `&` and quotes stay as typed:
 *   in element content they cannot create markup, and attribute values are React's to escape.
 *
 * Two kinds of value are HTML by design and follow their own SPEC rules:
 * - note text (`cleanNoteText`) is stored entity-escaped with `<br>` for newlines; it is kept
 *   idempotent by decoding exactly its own escapes before encoding (see clean-note-text.ts), and
 *   it is displayed through the rich-HTML rule, which decodes it once;
 * - rich HTML (`cleanRichHtml`) is the only raw HTML the UI renders, always after that rule.
 */

// C0 controls except the whitespace ones (tab, LF, VT, FF, CR: each rule handles whitespace), DEL and
// C1 controls.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const TAG_OPENING = /<(?=[A-Za-z/!?])/g;

export const NEUTRAL_LESS_THAN = '\uFF1C';

export function removeUnsafeCharacters(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD').replace(UNSAFE_CONTROLS, '');
}

export function neutralizeTagOpenings(value: string): string {
  return value.replace(TAG_OPENING, NEUTRAL_LESS_THAN);
}
