import { describe, expect, it } from 'vitest';
import { cleanNoteText } from '../../../src/domain/cleaning/clean-note-text';
import { cleanRichHtml } from '../../../src/domain/cleaning/rich-html';
import { noteHtml } from '../../../src/features/claims/details/note-html';

// What the claim page renders for a note: the stored text (server: note-text rule), unescaped,
// then the rich-HTML rule (RichHtml).
const rendered = (typed: string) => {
  const host = document.createElement('div');
  host.innerHTML = cleanRichHtml(noteHtml(cleanNoteText(typed)));
  return host;
};

describe('note text on the claim page', () => {
  it('shows the rich text the note was written as, not its escapes', () => {
    const host = rendered('<p>Roof <strong>leaks</strong> &amp; gutters</p>');
    expect(host.querySelector('strong')?.textContent).toBe('leaks');
    expect(host.textContent).toBe('Roof leaks & gutters');
  });

  it('keeps script, handlers and javascript: links inert after unescaping', () => {
    const host = rendered(
      '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>ok',
    );
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('[onerror]')).toBeNull();
    expect(host.querySelector('a[href^="javascript"]')).toBeNull();
    expect(host.textContent).toContain('ok');
  });

  it('undoes only the note-text escapes (a literal entity the user typed stays text)', () => {
    expect(noteHtml('a &lt; b &amp;amp; c &#x2F; d')).toBe('a < b &amp; c / d');
    expect(noteHtml('&nbsp;&copy;')).toBe('&nbsp;&copy;');
  });

  it('turns typed line breaks into visible breaks', () => {
    expect(rendered('line one\nline two').querySelectorAll('br')).toHaveLength(1);
  });
});
