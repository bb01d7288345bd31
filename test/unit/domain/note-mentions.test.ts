import { describe, expect, it } from 'vitest';
import { mentionedUserIds, noteExcerpt } from '../../../src/domain/note-mentions';

describe('note mentions (the server reads who a note mentions)', () => {
  it('lists each well-formed mention once, in order', () => {
    const html =
      '<p><span data-type="mention" data-id="b">@B</span> and ' +
      '<span data-type="mention" data-id="a">@A</span>, again <span data-type="mention" data-id="b">@B</span></p>';
    expect(mentionedUserIds(html)).toEqual(['b', 'a']);
  });

  it('ignores other spans, other tags, malformed ids and text that only looks like one', () => {
    const html =
      '<span data-id="x">no type</span><a data-type="mention" data-id="y">link</a>' +
      '<span data-type="mention" data-id="a b">space</span>' +
      '<span data-type="mention" data-id="&quot;><x">quote</span>' +
      '&lt;span data-type="mention" data-id="z"&gt;escaped&lt;/span&gt;';
    expect(mentionedUserIds(html)).toEqual([]);
  });

  it('gives a short plain excerpt of the note for the notification', () => {
    expect(noteExcerpt('<p>Hello <b>there</b></p><p>@Ann<br>next</p>')).toBe(
      'Hello there @Ann next',
    );
    expect(noteExcerpt(`<p>${'word '.repeat(60)}</p>`, 20)).toBe('word word word word…');
  });
});
