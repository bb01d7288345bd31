import { beforeAll, describe, expect, it } from 'vitest';
import { installDomWindow } from '../../../server/lib/dom-window';
import { cleanRichHtml } from '../../../src/domain/cleaning/rich-html';
import { violationsOf } from './render-html';

beforeAll(installDomWindow);

describe('cleanRichHtml (SPEC 5 rich-HTML rule)', () => {
  it('keeps the allowed tags and their content', () => {
    const html =
      '<h1>T</h1><h6>t</h6><p>a<br>b</p><ul><li><b>1</b></li></ul><ol><li><i>2</i></li></ol>' +
      '<strong>s</strong><em>e</em><pre><code>x = 1;</code></pre><div><span>z</span></div>';
    expect(cleanRichHtml(html)).toBe(html);
  });

  it('removes other tags, keeping their text but not script or style bodies', () => {
    expect(cleanRichHtml('<section><u>under</u><font>f</font></section>')).toBe('underf');
    expect(cleanRichHtml('<p>a<script>alert(1)</script><style>p{}</style>b</p>')).toBe('<p>ab</p>');
    expect(cleanRichHtml('<img src=x onerror=alert(1)><iframe src=x></iframe>ok')).toBe('ok');
    expect(cleanRichHtml('<frameset><frame src="javascript:alert(1)"></frameset>')).toBe('');
    expect(cleanRichHtml('<form><input name="nodeName">123</form>after')).toBe('after');
    expect(cleanRichHtml('<svg><a href="https://x.io">s</a></svg><math><mi>m</mi></math>')).toBe(
      '',
    );
  });

  it('keeps only the allowed attributes per tag', () => {
    expect(
      cleanRichHtml(
        '<p style="color: #f00" class="c" id="i" title="t">p</p><span style="color:#f00" data-x="1" aria-label="a">s</span>',
      ),
    ).toBe('<p>p</p><span style="color: #f00">s</span>');
    expect(cleanRichHtml('<a style="color: #f00" onclick="x()" href="https://a.io">a</a>')).toBe(
      '<a href="https://a.io">a</a>',
    );
    expect(cleanRichHtml('<span style="position: fixed">s</span>')).toBe('<span>s</span>');
  });

  it('keeps a note mention: data-type "mention" and a plain data-id on a span, nothing else', () => {
    const mention = '<p>Hi <span data-type="mention" data-id="u-1_A">@Ann</span></p>';
    expect(cleanRichHtml(mention)).toBe(mention);
    expect(
      cleanRichHtml(
        '<span data-type="mention" data-id="u1" data-label="Ann" class="mention">@Ann</span>',
      ),
    ).toBe('<span data-type="mention" data-id="u1">@Ann</span>');
    expect(cleanRichHtml('<span data-type="x" data-id="a b" onclick="x()">s</span>')).toBe(
      '<span>s</span>',
    );
    expect(cleanRichHtml("<span data-id='\"><script>alert(1)</script>'>s</span>")).toBe(
      '<span>s</span>',
    );
    expect(cleanRichHtml('<a data-type="mention" data-id="u1" href="https://a.io">a</a>')).toBe(
      '<a href="https://a.io">a</a>',
    );
  });

  it('keeps only http, https and mailto links', () => {
    expect(cleanRichHtml('<a href="mailto:a@b.io">m</a>')).toBe('<a href="mailto:a@b.io">m</a>');
    for (const href of [
      'javascript:alert(1)',
      ' java\tscript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '/relative',
      '#frag',
      'ftp://x.io',
    ]) {
      expect(cleanRichHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('forces a safe rel on links with a target, and only known targets', () => {
    expect(cleanRichHtml('<a href="https://a.io" target="_BLANK">a</a>')).toBe(
      '<a href="https://a.io" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(
      cleanRichHtml('<a href="https://a.io" target="_blank" rel="opener nofollow">a</a>'),
    ).toBe('<a href="https://a.io" target="_blank" rel="nofollow noopener noreferrer">a</a>');
    expect(cleanRichHtml('<a href="https://a.io" target="evil">a</a>')).toBe(
      '<a href="https://a.io">a</a>',
    );
    expect(cleanRichHtml('<a href="https://a.io" rel="opener">a</a>')).toBe(
      '<a href="https://a.io">a</a>',
    );
  });

  it('keeps table parts only inside a table', () => {
    expect(cleanRichHtml('<table style="text-align: left"><tr><td>1</td></tr></table>')).toBe(
      '<table style="text-align: left"><tbody><tr><td>1</td></tr></tbody></table>',
    );
    expect(cleanRichHtml('<tr><td>loose</td></tr><th>h</th>')).toBe('looseh');
    expect(
      cleanRichHtml('<table><caption>c</caption><tfoot><tr><td>f</td></tr></tfoot></table>'),
    ).toBe('<table><tbody><tr><td>f</td></tr></tbody></table>c');
  });

  it('makes results stable with its second pass', () => {
    for (const html of [
      '<a href="https://a.io"><u><a href="https://b.io">in</a></u></a>',
      '<p><foo><p>x</p></foo></p>',
      '<table><form><tr><td>x</td></tr></form></table>',
      '<ul><x><li>a</li></x></ul>',
    ]) {
      const once = cleanRichHtml(html);
      expect(cleanRichHtml(once), html).toBe(once);
      expect(violationsOf(once), html).toEqual([]);
    }
  });

  it('parses in standards mode, as the app shows it, keeping leading whitespace', () => {
    expect(cleanRichHtml('<p><table><tr><td>x</td></tr></table>')).toBe(
      '<p></p><table><tbody><tr><td>x</td></tr></tbody></table>',
    );
    expect(cleanRichHtml(' \n<b>x</b>')).toBe(' \n<b>x</b>');
  });

  it('escapes text consistently and drops control characters', () => {
    expect(cleanRichHtml(`O'Brien & Sons <3`)).toBe(`O'Brien &amp; Sons &lt;3`);
    expect(cleanRichHtml('a\u0000b\u0001c')).toBe('abc');
    expect(cleanRichHtml('')).toBe('');
  });
});
