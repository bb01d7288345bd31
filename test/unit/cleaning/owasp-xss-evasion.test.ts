import { beforeAll, describe, expect, it } from 'vitest';
import { installDomWindow } from '../../../server/lib/dom-window';
import { findDangerousContent } from '../../../src/domain/cleaning/dangerous-content';
import { cleanRichHtml } from '../../../src/domain/cleaning/rich-html';
import { loadOwaspVectors } from './peer-vectors';
import { violationsOf } from './render-html';

beforeAll(installDomWindow);

// Vectors the dangerous-content check does not flag, on purpose: SPEC 5 scopes it to script and
// iframe blocks, javascript: / data:text/html URLs and inline event handlers, and none of these
// carries one in any spelling. All of them still go through the rich-HTML rule below.
const NOT_FLAGGED: Readonly<Record<number, string>> = {
  21: 'attribute name `onload!#$%&()*~+-_.,:;?@[` is not a handler in any current browser',
  27: 'JavaScript-string context, no HTML',
  35: 'vbscript: runs only in Internet Explorer',
  37: 'JavaScript context, no HTML',
  40: '&{…} JavaScript entities ran only in Netscape 4',
  42: 'external stylesheet link',
  43: 'external stylesheet @import',
  44: '-moz-binding (removed from Firefox)',
  46: 'CSS expression() (Internet Explorer only)',
  47: 'CSS expression() (Internet Explorer only)',
  50: 'CSS expression() (Internet Explorer only)',
  51: 'CSS behavior (Internet Explorer only)',
  52: 'US-ASCII 7-bit trick, needs a page served as US-ASCII',
  64: 'CSS expression() (Internet Explorer only)',
  67: 'scriptlet <object> (Internet Explorer only)',
  68: 'SVG in an <embed> data:image/svg+xml URL (not data:text/html)',
  70: 'XML data island (Internet Explorer only)',
  75: 'cross-site request through an image, no script',
  76: 'server redirect rule, no HTML',
  85: 'plain http link',
  86: 'plain http link, percent-encoded host',
  87: 'plain http link, decimal IP',
  88: 'plain http link, hex IP',
  89: 'plain http link, octal IP',
  91: 'http link with whitespace in the scheme',
  92: 'protocol-relative link',
  93: 'plain http link',
  94: 'plain http link, trailing dot',
  96: 'plain http link',
  97: 'server template example',
  99: 'query-string text, no script',
};

describe('OWASP XSS filter evasion cheat sheet', () => {
  const vectors = loadOwaspVectors();

  it('reads all 101 vectors', () => {
    expect(vectors).toHaveLength(101);
  });

  it('flags every vector the check is scoped to, and only the documented ones slip through', () => {
    const unflagged = vectors
      .map((vector, index) => [index, findDangerousContent(vector)] as const)
      .filter(([, kinds]) => kinds.length === 0)
      .map(([index]) => index);
    expect(unflagged).toEqual(Object.keys(NOT_FLAGGED).map(Number));
  });

  it('leaves nothing outside the allow-list after the rich-HTML rule, stably', () => {
    for (const [index, vector] of vectors.entries()) {
      const clean = cleanRichHtml(vector);
      expect(violationsOf(clean), `#${index}`).toEqual([]);
      expect(cleanRichHtml(clean), `#${index}`).toBe(clean);
    }
  });
});
