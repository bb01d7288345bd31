export type DangerKind =
  'script-block' | 'iframe-block' | 'javascript-url' | 'data-html-url' | 'event-handler';

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  amp: '&',
  equals: '=',
};

// Numeric references with or without `;` and with any number of leading zeros, as browsers read
// them in attribute values; the few named ones attackers use to spell a scheme or a tag.
const CHARACTER_REFERENCE = /&#(?:x([0-9a-f]+)|(\d+));?|&([a-z]+);/gi;
// CSS escapes (`\6a`, `\j`) spell schemes inside style attributes and style sheets.
const CSS_ESCAPE = /\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\(.)/gis;
// Characters a browser skips inside a URL scheme, or that split a word without a parser noticing.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007F-\u00A0\u00AD\u200B-\u200D\u2060\uFEFF]+/g;

function fromCodePoint(code: number): string {
  return code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
}

function decodeReferences(value: string): string {
  return value.replace(CHARACTER_REFERENCE, (match, hex?: string, dec?: string, name?: string) => {
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10));
    return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? match;
  });
}

function decodeCssEscapes(value: string): string {
  return value.replace(CSS_ESCAPE, (_match, hex?: string, char?: string) =>
    hex !== undefined ? fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
  );
}

// `javas<!-- -->cript:` (old XML data islands joined the halves). indexOf keeps this linear where a
// lazy regex would rescan an unclosed `<!--` from every later one.
function withoutComments(value: string): string {
  let result = '';
  let from = 0;
  for (let open = value.indexOf('<!--'); open !== -1; open = value.indexOf('<!--', from)) {
    const close = value.indexOf('-->', open + 4);
    if (close === -1) break;
    result += value.slice(from, open);
    from = close + 3;
  }
  return result + value.slice(from);
}

// An attribute name runs to whitespace, `/`, `>` or `=`; the classes do not overlap, which keeps
// the match linear on hostile input.
const HANDLER = /(?:^|[\s/"'`])on[^\s/>=]+\s*=/g;

/**
 * A handler-like `onxxx=` counts when it can be an attribute: inside an unclosed `<tag`, right after
 * a quote (breaking out of an attribute value), or at the very start. So `online = no` in prose is
 * not flagged, `<img src="x"onerror=…>` and `" onfocus="…` are. One forward scan keeps it linear.
 */
function hasEventHandler(text: string): boolean {
  let lastOpen = -1;
  let lastClose = -1;
  let scanned = 0;
  for (const match of text.matchAll(HANDLER)) {
    const at = match.index;
    for (; scanned < at; scanned++) {
      if (text[scanned] === '<' && /[a-z]/.test(text[scanned + 1] ?? '')) lastOpen = scanned;
      else if (text[scanned] === '>') lastClose = scanned;
    }
    const beforeName = text.slice(Math.max(0, at - 64), at + 1).trimEnd();
    if (at === 0 || lastOpen > lastClose || /["'`]$/.test(beforeName)) return true;
  }
  return false;
}

const CHECKS: ReadonlyArray<readonly [DangerKind, (text: string, squeezed: string) => boolean]> = [
  ['script-block', (text) => /<\/?script(?![a-z0-9-])/.test(text)],
  ['iframe-block', (text) => /<\/?iframe(?![a-z0-9-])/.test(text)],
  ['event-handler', (text) => hasEventHandler(text)],
  ['javascript-url', (_text, squeezed) => squeezed.includes('javascript:')],
  ['data-html-url', (_text, squeezed) => squeezed.includes('data:text/html')],
];

/**
 * SPEC 5 dangerous-content check: script or iframe blocks, `javascript:` or `data:text/html`
 * URLs, and inline event-handler attributes, however spelt: any case, character references with or
 * without `;` (and doubly encoded), CSS escapes, and whitespace, control or invisible characters
 * inside the scheme. Where it is wider than what a browser would run (a reference or CSS escape in a
 * tag name, `&lt;script&gt;` shown as text), it errs on the side of flagging: it marks content for
 * refusal or review rather than rewriting it.
 */
export function findDangerousContent(value: string): DangerKind[] {
  let decoded = value;
  for (let round = 0; round < 3; round++) decoded = decodeCssEscapes(decodeReferences(decoded));
  const text = decoded.toLowerCase();
  const squeezed = withoutComments(text).replace(IGNORED_IN_SCHEME, '');
  return CHECKS.filter(([, check]) => check(text, squeezed)).map(([kind]) => kind);
}

export function hasDangerousContent(value: string): boolean {
  return findDangerousContent(value).length > 0;
}
