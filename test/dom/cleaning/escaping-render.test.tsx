import { describe, expect, it } from 'vitest';
import { cleanNoteText } from '../../../src/domain/cleaning/clean-note-text';
import { cleanObject } from '../../../src/domain/cleaning/clean-object';
import { cleanText } from '../../../src/domain/cleaning/clean-text';
import { cleanRichHtml } from '../../../src/domain/cleaning/rich-html';
import { renderUi } from '../support/render';

// The escaping decision (src/domain/cleaning/escaping.ts) seen on screen: text renders as text,
// rich note content only through the rich-HTML rule, and nothing shows doubled.
describe('cleaned values rendered by React', () => {
  const name = `  O'Brien   &  Sons `;

  it(`shows a cleaned contact name as exactly O'Brien & Sons, however often it was cleaned`, () => {
    const twice = cleanObject(cleanObject({ name })).name;
    const { container } = renderUi(
      <ul>
        <li>{cleanText(name)}</li>
        <li title={twice}>{twice}</li>
      </ul>,
      { mantine: 'none' },
    );
    const items = Array.from(container.querySelectorAll('li'));
    expect(items.map((item) => item.textContent)).toEqual([`O'Brien & Sons`, `O'Brien & Sons`]);
    expect(items[1]?.getAttribute('title')).toBe(`O'Brien & Sons`);
  });

  it('shows a note text through the rich-HTML rule exactly as typed, line breaks included', () => {
    const stored = cleanNoteText(cleanNoteText(`O'Brien & Sons <b>\nsecond line`));
    const { container } = renderUi(
      <div dangerouslySetInnerHTML={{ __html: cleanRichHtml(stored) }} />,
      { mantine: 'none' },
    );
    const note = container.firstElementChild as HTMLElement;
    expect(note.textContent).toBe(`O'Brien & Sons <b>second line`);
    expect(note.querySelectorAll('br')).toHaveLength(1);
    expect(note.querySelector('b')).toBeNull();
  });

  it('shows a cleaned hostile name as inert text', () => {
    const { container } = renderUi(<p>{cleanText('<img src=x onerror=alert(1)>')}</p>, {
      mantine: 'none',
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('＜img src=x onerror=alert(1)>');
  });
});
