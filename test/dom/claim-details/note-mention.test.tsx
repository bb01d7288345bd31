import type { Editor } from '@tiptap/core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cleanRichHtml } from '../../../src/domain/cleaning/rich-html';
import { MentionPeopleContext } from '../../../src/features/claims/details/mention-people';
import { NoteComposer, type NoteDraft } from '../../../src/features/claims/details/note-composer';
import { click, keyDown } from '../support/interact';
import { buttonByText } from '../support/queries';
import { renderUi } from '../support/render';

// What ProseMirror and the mention command ask of a laid-out page that jsdom does not give:
// rectangles to scroll the caret into view, and a selection to collapse after the pick.
const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Element.prototype.getClientRects ??= rects;
Range.prototype.getClientRects ??= rects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
const collapseToEnd = Selection.prototype.collapseToEnd;
Selection.prototype.collapseToEnd = function (this: Selection) {
  if (this.rangeCount > 0) collapseToEnd.call(this);
};

const TEAM = [
  { id: 'u-ann', label: 'Ann Lee' },
  { id: 'u-joe', label: 'Joe Park' },
  { id: 'u-jo2', label: 'Joan Smith' },
];

function composer(team = TEAM) {
  const onSubmit = vi.fn<(draft: NoteDraft) => void>();
  const ui = (people: typeof TEAM) => (
    <MentionPeopleContext value={people}>
      <NoteComposer label="New note" onSubmit={onSubmit} />
    </MentionPeopleContext>
  );
  const view = renderUi(ui(team), { mantine: 'test' });
  const withTeam = (people: typeof TEAM) => view.rerender(ui(people));
  const element = view.container.querySelector<HTMLElement>('[aria-label="New note"]');
  const editor = (element as unknown as { editor?: Editor } | null)?.editor;
  if (!element || !editor) throw new Error('no editor');
  return { ...view, element, editor, onSubmit, withTeam };
}

async function type(editor: Editor, text: string) {
  await act(async () => {
    editor.commands.insertContent(text);
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

const options = () => [...document.querySelectorAll('[role="option"]')];

describe('note mentions', () => {
  it('offers the team after @, narrowed by the name typed, and stores the pick as span data-id', async () => {
    const { container, editor, onSubmit } = composer();
    await type(editor, 'Please call @jo');
    expect(options().map((o) => o.textContent)).toEqual(['Joe Park', 'Joan Smith']);
    act(() => {
      options()[1]!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    });
    expect(options()).toEqual([]);
    await type(editor, 'today');
    click(buttonByText(container, 'Add note'));

    const html = onSubmit.mock.calls[0]![0].html;
    expect(html).toBe(
      '<p>Please call <span data-type="mention" data-id="u-jo2">@Joan Smith</span> today</p>',
    );
    // The stored form is a fixed point of the rich-HTML rule: the server keeps it as sent.
    expect(cleanRichHtml(html)).toBe(html);
  });

  it('picks with the keyboard and closes on Escape', async () => {
    const { container, element, editor, onSubmit } = composer();
    await type(editor, '@');
    expect(options()).toHaveLength(3);
    keyDown(element, 'ArrowDown');
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    keyDown(element, 'Enter');
    await type(editor, 'and @an');
    keyDown(element, 'Escape');
    expect(options()).toEqual([]);
    click(buttonByText(container, 'Add note'));
    expect(onSubmit.mock.calls[0]![0].html).toBe(
      '<p><span data-type="mention" data-id="u-joe">@Joe Park</span> and @an</p>',
    );
  });

  it('shows the team as soon as it arrives while the picker is open', async () => {
    const { container, editor, withTeam } = composer([]);
    await type(editor, '@an');
    expect(container.ownerDocument.body.textContent).toContain('No one by that name');
    withTeam(TEAM);
    expect(options().map((o) => o.textContent)).toEqual(['Ann Lee']);
  });
});
