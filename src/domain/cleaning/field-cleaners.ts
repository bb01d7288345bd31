import { cleanEmail } from './clean-email';
import { cleanNumber, formatCleanNumber } from './clean-number';
import { cleanPhone } from './clean-phone';
import { cleanText } from './clean-text';
import { cleanUrl } from './clean-url';
import { neutralizeTagOpenings, removeUnsafeCharacters } from './escaping';
import { cleanRichHtml } from './rich-html';

export const SANITIZE_KINDS = ['text', 'email', 'phone', 'url', 'html', 'number'] as const;
export type SanitizeKind = (typeof SANITIZE_KINDS)[number];

export interface FieldCleaner {
  /**
   * Runs on every keystroke. It only removes or rewrites, character by character, what the full rule
   * would never keep, so typing is never undone (a space between words, a half-typed address, an
   * unfinished tag) and the caret can be mapped by cleaning the text before it. Spaces inside an
   * email or URL are left for the full rule to refuse: silently joining `a b` could change meaning.
   */
  typing: (value: string) => string;
  /** The full SPEC 5 rule, run at mount and when the user leaves the field. */
  commit: (value: string) => string;
}

export const FIELD_CLEANERS: Readonly<Record<SanitizeKind, FieldCleaner>> = {
  text: {
    typing: (value) => neutralizeTagOpenings(removeUnsafeCharacters(value)),
    commit: cleanText,
  },
  email: { typing: (value) => removeUnsafeCharacters(value).toLowerCase(), commit: cleanEmail },
  phone: { typing: (value) => value.replace(/[^0-9]/g, ''), commit: cleanPhone },
  url: { typing: removeUnsafeCharacters, commit: cleanUrl },
  html: { typing: removeUnsafeCharacters, commit: cleanRichHtml },
  number: {
    typing: (value) => value.replace(/[^0-9.-]/g, ''),
    commit: (value) => formatCleanNumber(cleanNumber(value)),
  },
};
