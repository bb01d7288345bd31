import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { removeUnsafeCharacters } from './escaping';
import {
  ALLOWED_HREF,
  ALLOWED_TAGS,
  TABLE_PARTS,
  cleanAttribute,
  safeRel,
} from './rich-html-policy';

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'style', 'data-type', 'data-id'],
  ALLOWED_URI_REGEXP: ALLOWED_HREF,
  // DOMPurify checks every attribute not marked URI-safe against the href pattern.
  ADD_URI_SAFE_ATTR: ['target', 'rel', 'data-type', 'data-id'],
  ALLOW_ARIA_ATTR: false,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // A form whose controls clobber its DOM properties is dropped whole by DOMPurify in browsers but
  // not on jsdom, which does not clobber; dropping every form's content gives both sides one result.
  ADD_FORBID_CONTENTS: ['form'],
  RETURN_DOM: true,
};

interface Environment {
  purifier: Purifier;
  isCanonical: (html: string) => boolean;
}

let environment: Environment | null = null;

function createPurifier(window: WindowLike): Purifier {
  const instance = DOMPurify(window);
  // Set once: passing the config on every call would make DOMPurify rebuild its sets each time.
  instance.setConfig(CONFIG);
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    const value = cleanAttribute(node.nodeName.toLowerCase(), event.attrName, event.attrValue);
    event.keepAttr = value !== null;
    if (value !== null) event.attrValue = value;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a' || !node.hasAttribute('target')) return;
    const rel = safeRel(node.getAttribute('rel'), true);
    if (rel !== null && rel !== node.getAttribute('rel')) node.setAttribute('rel', rel);
  });
  return instance;
}

/**
 * Gives the rule a DOM where there is no global `window` (the server passes a jsdom window), and
 * optionally a cheap proof that a string is already clean (see canonical-rich-html.ts), which lets
 * the rule skip DOMPurify for it.
 */
export function configureRichHtml(
  window: WindowLike,
  isCanonical: (html: string) => boolean = () => false,
): void {
  environment = { purifier: createPurifier(window), isCanonical };
}

function getEnvironment(): Environment {
  if (environment === null && typeof window !== 'undefined') configureRichHtml(window);
  if (environment === null) {
    throw new Error(
      'The rich-HTML rule needs a DOM window: call configureRichHtml(window) first ' +
        '(server/lib/dom-window.ts does this on the server).',
    );
  }
  return environment;
}

function unwrapOrphanTableParts(root: Element): void {
  for (const element of Array.from(root.querySelectorAll([...TABLE_PARTS].join(',')))) {
    if (element.closest('table') === null) element.replaceWith(...Array.from(element.childNodes));
  }
}

// DOMPurify parses without a doctype, in quirks mode, where `<p><table>` nests the table in the
// paragraph; the app's pages (and parse5 in canonical-rich-html.ts) are in standards mode, where it
// does not. The doctype makes the rule parse exactly as the output will be parsed when shown; the
// explicit <body> keeps leading whitespace as text, as it is in the page.
const STANDARDS_MODE = '<!doctype html><body>';

function purifyOnce(instance: Purifier, html: string): string {
  // Null when the markup builds a document without a body (a <frameset>): nothing survives.
  const body = instance.sanitize(STANDARDS_MODE + html) as unknown as Element | null;
  if (body === null) return '';
  unwrapOrphanTableParts(body);
  return body.innerHTML;
}

/**
 * SPEC 5 rich-HTML rule: DOMPurify with the allow-list of rich-html-policy.ts, styles cut down by
 * cleanStyle, `rel="noopener noreferrer"` forced on links with a target, table parts kept only
 * inside a table, then a second pass. The second pass makes the result stable: the first pass can
 * build trees a parser would not (an unwrapped element leaving nested links), and re-parsing its
 * output normalises them. Control characters and lone surrogates go first, as in every text rule
 * (escaping.ts). Where a canonical-input proof is configured, a pass is skipped only when
 * the proof shows it would return its input unchanged.
 */
export function cleanRichHtml(html: string): string {
  const { purifier, isCanonical } = getEnvironment();
  const input = removeUnsafeCharacters(html);
  if (isCanonical(input)) return input;
  const once = purifyOnce(purifier, input);
  return isCanonical(once) ? once : purifyOnce(purifier, once);
}
