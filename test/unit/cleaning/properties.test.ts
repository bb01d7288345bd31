import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { beforeAll, describe, expect, it } from 'vitest';
import { isCanonicalRichHtml } from '../../../src/domain/cleaning/canonical-rich-html';
import { cleanEmail } from '../../../src/domain/cleaning/clean-email';
import { cleanNoteText } from '../../../src/domain/cleaning/clean-note-text';
import { cleanObject } from '../../../src/domain/cleaning/clean-object';
import { cleanPhone } from '../../../src/domain/cleaning/clean-phone';
import { cleanText } from '../../../src/domain/cleaning/clean-text';
import { cleanUrl } from '../../../src/domain/cleaning/clean-url';
import { cleanRichHtml, configureRichHtml } from '../../../src/domain/cleaning/rich-html';
import { violationsOf } from './render-html';

// Full DOMPurify on every call (no canonical-input shortcut), so the shortcut can be judged too.
beforeAll(() => {
  configureRichHtml(new JSDOM('').window as unknown as WindowLike);
});

// Any UTF-16, lone surrogates and control characters included.
const anyString = fc.string({ unit: 'binary', maxLength: 80 });
const htmlish = fc.string({
  unit: fc.constantFrom('<', '>', '/', '!', '-', '"', "'", '=', ' ', '\n', '&', ';', '#', 'a', 'p'),
  maxLength: 60,
});

const TAGS = [
  ...['p', 'a', 'b', 'i', 'span', 'div', 'table', 'tbody', 'thead', 'tr', 'td', 'th', 'ul', 'li'],
  ...['pre', 'code', 'h1', 'br', 'script', 'style', 'img', 'svg', 'math', 'iframe', 'form', 'u'],
  ...['template', 'textarea', 'title', 'noscript', 'select', 'option', 'caption', 'object'],
];
const STYLES = [
  'color: #fff',
  'color:RGB(1,2,3)',
  'text-align: center',
  'font-weight: bold',
  'text-decoration: underline',
  'background: url(javascript:alert(1))',
  'width: expression(alert(1))',
  'color: red',
];
const attribute = fc.oneof(
  fc
    .constantFrom('href', 'src', 'xlink:href', 'action')
    .chain((name) =>
      fc
        .constantFrom('https://a.io', 'mailto:a@b.io', 'javascript:alert(1)', ' jav&#x09;ascript:x')
        .map((value) => `${name}="${value}"`),
    ),
  fc.subarray(STYLES).map((styles) => `style="${styles.join('; ')}"`),
  fc.constantFrom(
    'target="_blank"',
    'target="other"',
    'rel="nofollow opener"',
    'onclick="alert(1)"',
    'ONERROR=alert(1)',
    'class="c"',
    'id="x"',
    'name="body"',
    'data-x="1"',
    'aria-label="l"',
  ),
);
const { node: randomHtml } = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(anyString, htmlish),
    fc
      .record({
        tag: fc.constantFrom(...TAGS),
        attributes: fc.array(attribute, { maxLength: 3 }),
        children: fc.array(tie('node'), { maxLength: 3 }),
        closed: fc.boolean(),
      })
      .map(({ tag, attributes, children, closed }) => {
        const open = `<${[tag, ...attributes].join(' ')}>`;
        return `${open}${children.join('')}${closed ? `</${tag}>` : ''}`;
      }),
  ),
}));

describe('cleaning properties (fast-check)', () => {
  it('every string rule is idempotent on any string', () => {
    for (const rule of [cleanText, cleanNoteText, cleanEmail, cleanUrl, cleanPhone]) {
      fc.assert(
        fc.property(fc.oneof(anyString, htmlish), (value) => rule(rule(value)) === rule(value)),
        { numRuns: 500 },
      );
    }
  });

  it('a cleaned text never opens an element when parsed as HTML', () => {
    const { document } = new JSDOM('').window;
    fc.assert(
      fc.property(fc.oneof(anyString, htmlish, randomHtml), (value) => {
        const container = document.createElement('div');
        container.innerHTML = cleanText(value);
        return container.children.length === 0;
      }),
      { numRuns: 500 },
    );
  });

  it('the object cleaner is idempotent on any JSON value and never mutates it', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        const before = JSON.stringify(value);
        const once = cleanObject(value);
        expect(cleanObject(once)).toEqual(once);
        expect(JSON.stringify(value)).toBe(before);
      }),
      { numRuns: 300 },
    );
  });

  it('rich HTML: idempotent, allow-list only, and recognised as canonical', () => {
    fc.assert(
      fc.property(fc.oneof(randomHtml, htmlish), (html) => {
        const clean = cleanRichHtml(html);
        expect(cleanRichHtml(clean)).toBe(clean);
        expect(violationsOf(clean)).toEqual([]);
        expect(isCanonicalRichHtml(clean)).toBe(true);
        if (isCanonicalRichHtml(html)) expect(clean).toBe(html);
      }),
      { numRuns: 600 },
    );
  }, 120_000);
});
