import { describe, expect, it } from 'vitest';
import { RichHtml } from '../../../src/shared/ui/rich-html';
import { renderUi } from '../support/render';

const handlerAttributes = (root: Element) =>
  [...root.querySelectorAll('*')]
    .flatMap((el) => [...el.attributes].map((a) => a.name))
    .filter((n) => n.startsWith('on'));

describe('RichHtml', () => {
  it('renders script and event-handler payloads inert', () => {
    const { container } = renderUi(
      <RichHtml
        html={
          '<p>Estimate <b>attached</b></p><script>window.pwned = 1</script>' +
          '<img src=x onerror="window.pwned = 2"><a href="javascript:alert(1)" onclick="x()">link</a>' +
          '<div onmouseover="x()" style="color: #cc0000; position: fixed">styled</div><svg onload="x()"></svg>'
        }
      />,
    );
    expect(container.querySelector('script, img, svg, iframe')).toBeNull();
    expect(handlerAttributes(container)).toEqual([]);
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(container.querySelector('b')?.textContent).toBe('attached');
    const styled = [...container.querySelectorAll('div')].find((d) => d.textContent === 'styled');
    expect(styled?.getAttribute('style')).toBe('color: #cc0000');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('keeps the allowed formatting and safe links', () => {
    const { container } = renderUi(
      <RichHtml
        html={
          '<ul><li><em>one</em></li></ul><a href="https://example.com" target="_blank">site</a>'
        }
      />,
    );
    expect(container.querySelector('li em')?.textContent).toBe('one');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows escaped note text as text, not markup', () => {
    // What the note-text rule stores for "a < b && <script>x</script>" and a newline.
    const stored = 'a &lt; b &amp;&amp; &lt;script&gt;x&lt;&#x2F;script&gt;<br>next line';
    const { container } = renderUi(<RichHtml html={stored} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('a < b && <script>x</script>');
    expect(container.querySelector('br')).not.toBeNull();
  });
});
