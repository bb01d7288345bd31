import { neutralizeTagOpenings, removeUnsafeCharacters } from './escaping';

/**
 * SPEC 5 text rule: trim, collapse whitespace runs to one space, escape special characters (in the
 * idempotent, display-neutral sense explained in escaping.ts). Whitespace is JavaScript's `\s`, so
 * non-breaking, ideographic and other Unicode spaces collapse too.
 */
export function cleanText(value: string): string {
  const collapsed = removeUnsafeCharacters(value).replace(/\s+/g, ' ').trim();
  return neutralizeTagOpenings(collapsed);
}
