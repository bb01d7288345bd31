import { describe, expect, it } from 'vitest';
import { cleanNoteText, noteTextToPlain } from '../../../src/domain/cleaning/clean-note-text';

describe('cleanNoteText (SPEC 5 note-text rule)', () => {
  it('escapes &, <, >, quotes and / and turns newlines into <br>', () => {
    expect(cleanNoteText(`O'Brien & "Sons" <b>1/2</b>\nnext\r\nline\rend`)).toBe(
      'O&#39;Brien &amp; &quot;Sons&quot; &lt;b&gt;1&#x2F;2&lt;&#x2F;b&gt;<br>next<br>line<br>end',
    );
  });

  it('is idempotent and never double-escapes', () => {
    const once = cleanNoteText(`Tom & Jerry's <tag>\n`);
    expect(cleanNoteText(once)).toBe(once);
    expect(cleanNoteText(cleanNoteText('<'))).toBe('&lt;');
    expect(cleanNoteText('&amp;lt;')).toBe('&amp;lt;');
  });

  it('round-trips to the typed text for editing', () => {
    const typed = `a & b < c > d " e ' f / g\nh`;
    expect(noteTextToPlain(cleanNoteText(typed))).toBe(typed);
    // The documented cost of idempotence: a literal escape typed in a note reads as its character.
    expect(noteTextToPlain(cleanNoteText('&amp; <br>'))).toBe('& \n');
  });

  it('drops control characters', () => {
    expect(cleanNoteText('a\u0000b\u0008c')).toBe('abc');
  });
});
