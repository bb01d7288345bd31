import { MENTION_ID, MENTION_TYPE } from '../note-mention-form';
import { cleanStyle } from './clean-style';

// The SPEC 5 allow-list of the rich-HTML rule, shared by the rule, the server's canonical-input
// check and the tests that judge its output.
export const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'b',
  'i',
  'strong',
  'em',
  'a',
  'pre',
  'code',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Table parts survive only inside a table. */
export const TABLE_PARTS: ReadonlySet<string> = new Set(['thead', 'tbody', 'tr', 'th', 'td']);

export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  // A note's mention of a colleague (note-mention-form.ts): these two values only, nothing else data-.
  span: ['style', 'data-type', 'data-id'],
  div: ['style'],
  table: ['style'],
  th: ['style'],
  td: ['style'],
};

export const ALLOWED_HREF = /^(?:https?:|mailto:)/i;

/** `target` values kept on links; named windows could be hijacked by another page. */
export const ALLOWED_TARGETS: ReadonlySet<string> = new Set(['_blank', '_self']);

export const ALLOWED_REL_TOKENS: ReadonlySet<string> = new Set([
  'noopener',
  'noreferrer',
  'nofollow',
  'ugc',
  'sponsored',
]);

export const SAFE_REL_TOKENS = ['noopener', 'noreferrer'] as const;

export function isAllowedAttribute(tag: string, attribute: string): boolean {
  return ALLOWED_ATTRIBUTES[tag]?.includes(attribute) ?? false;
}

export function relTokens(value: string): string[] {
  const tokens = value.toLowerCase().split(/\s+/);
  return [...new Set(tokens.filter((token) => ALLOWED_REL_TOKENS.has(token)))];
}

/** An attribute's value after the rule, or null when the attribute must go. */
export function cleanAttribute(tag: string, name: string, value: string): string | null {
  if (!isAllowedAttribute(tag, name)) return null;
  if (name === 'style') return cleanStyle(value) || null;
  if (name === 'href') return ALLOWED_HREF.test(value) ? value : null;
  if (name === 'data-type') return value === MENTION_TYPE ? value : null;
  if (name === 'data-id') return MENTION_ID.test(value) ? value : null;
  if (name === 'target') {
    const target = value.toLowerCase();
    return ALLOWED_TARGETS.has(target) ? target : null;
  }
  return relTokens(value).join(' ') || null;
}

/** The `rel` a link must carry: its own allowed tokens plus noopener and noreferrer when it has a target. */
export function safeRel(rel: string | null, hasTarget: boolean): string | null {
  const tokens = relTokens(rel ?? '');
  if (hasTarget) tokens.push(...SAFE_REL_TOKENS.filter((token) => !tokens.includes(token)));
  return tokens.join(' ') || null;
}
