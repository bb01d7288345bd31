import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { beforeAll, describe, expect, it } from 'vitest';
import { isCanonicalRichHtml } from '../../../src/domain/cleaning/canonical-rich-html';
import { cleanRichHtml, configureRichHtml } from '../../../src/domain/cleaning/rich-html';
import { loadBlns, loadDompurifyCases, loadOwaspVectors } from './peer-vectors';

// The proof is only a shortcut: whatever it accepts, full DOMPurify must leave unchanged. Here the
// rule runs without the proof so the two can be compared.
beforeAll(() => {
  configureRichHtml(new JSDOM('').window as unknown as WindowLike);
});

describe('isCanonicalRichHtml', () => {
  it('accepts what the rule outputs', () => {
    for (const html of [
      '',
      'plain &amp; simple',
      '<p>a<br>b</p>',
      '<a href="https://a.io" target="_blank" rel="noopener noreferrer">x</a>',
      '<table><tbody><tr><td style="color: #fff">1</td></tr></tbody></table>',
      cleanRichHtml('<div style="COLOR:RGB(1,2,3)"><b>x</b> & y</div>'),
    ]) {
      expect(isCanonicalRichHtml(html), html).toBe(true);
      expect(cleanRichHtml(html)).toBe(html);
    }
  });

  it('refuses anything the rule would change', () => {
    for (const html of [
      '<P>upper</P>',
      '<p>unclosed',
      'a & b',
      '<br/>',
      '<table><tr><td>1</td></tr></table>',
      '<u>u</u>',
      '<p class="x">p</p>',
      '<span style="color:#fff">s</span>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" https://a.io">x</a>',
      '<a href="https://a.io/x-->y">x</a>',
      '<a href="https://a.io" target="_blank">x</a>',
      '<a href="https://a.io" rel="opener">x</a>',
      '<!-- c -->',
      '<svg></svg>',
      '<td>1</td>',
      '<a href="https://a.io" href="https://b.io">x</a>',
    ]) {
      expect(isCanonicalRichHtml(html), html).toBe(false);
    }
  });
});

describe('isCanonicalRichHtml against full DOMPurify on every peer vector', () => {
  it('accepts only strings the rule leaves unchanged, and accepts every rule output', async () => {
    const payloads = (await loadDompurifyCases()).map((c) => c.payload);
    const inputs = [...payloads, ...loadOwaspVectors(), ...loadBlns()];
    for (const input of inputs) {
      const clean = cleanRichHtml(input);
      if (isCanonicalRichHtml(input)) expect(clean, input).toBe(input);
      expect(isCanonicalRichHtml(clean), clean).toBe(true);
    }
  }, 60_000);
});
