import { describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../../../src/domain/conversation.schema';
import type { Note } from '../../../src/domain/note.schema';
import { AutoNotesTimeline } from '../../../src/features/claims/details/auto-notes-timeline';
import { ConversationsPanel } from '../../../src/features/claims/details/conversations-panel';
import { buildNoteThreads } from '../../../src/features/claims/details/note-thread';
import { click, keyDown, typeInto } from '../support/interact';
import { buttonByText, byLabel } from '../support/queries';
import { renderUi } from '../support/render';

const sync = {
  version: 1,
  updatedAt: '2026-02-20T10:00:00Z',
  deleted: false,
  organization_id: 'org-1',
};
const conversation = (id: string, title: string): Conversation => ({
  id,
  claimId: 'c-1',
  title,
  createdBy: 'u-1',
  createdAt: '2026-02-18T09:00:00Z',
  ...sync,
});
const note = (id: string, patch: Partial<Note> = {}): Note => ({
  id,
  claimId: 'c-1',
  conversationId: 'cv-1',
  parentId: null,
  text: `<p>note ${id}</p>`,
  isClientVisible: false,
  status: 'New',
  documents: [],
  createdBy: 'u-1',
  createdAt: `2026-02-18T09:0${id.length}:00Z`,
  title: null,
  ...sync,
  ...patch,
});

function panel(notes: Note[], conversations = [conversation('cv-1', 'Roof inspection')]) {
  const handlers = {
    onCreateConversation: vi.fn(),
    onAddNote: vi.fn(),
    onToggleClientVisible: vi.fn(),
    onStatusChange: vi.fn(),
  };
  const view = renderUi(
    <ConversationsPanel
      conversations={conversations}
      notes={notes}
      authorName={(id) => (id === 'u-1' ? 'Jordan Reyes' : id)}
      documentNames={{ 'd-1': 'roof-photos.zip' }}
      {...handlers}
    />,
  );
  return { ...view, ...handlers };
}

describe('ConversationsPanel', () => {
  it('threads replies under their parent and leaves automatic notes out', () => {
    const { container } = panel([
      note('a'),
      note('bb', { parentId: 'a' }),
      note('ccc', { parentId: 'bb' }),
      note('s', { conversationId: 'cv-1', title: 'Status Change' }),
    ]);
    const top = container.querySelectorAll(
      '[aria-label="Notes in Roof inspection"] > [role="listitem"]',
    );
    expect(top).toHaveLength(1);
    const reply = top[0]?.querySelector('[aria-label="Replies"] [data-note-id="bb"]');
    expect(reply).not.toBeNull();
    expect(
      reply?.parentElement?.parentElement?.querySelector('[data-note-id="ccc"]'),
    ).not.toBeNull();
    expect(container.querySelector('[data-note-id="s"]')).toBeNull();
  });

  it('marks client-visible notes with a badge and toggles visibility per note', () => {
    const { container, onToggleClientVisible } = panel([
      note('a', { isClientVisible: true }),
      note('bb'),
    ]);
    const visible = container.querySelector('[data-note-id="a"]') as HTMLElement;
    const internal = container.querySelector('[data-note-id="bb"]') as HTMLElement;
    expect(visible.textContent).toContain('Client-visible');
    expect(internal.textContent).toContain('Internal');
    click(byLabel(internal, 'Visible to the client'));
    expect(onToggleClientVisible).toHaveBeenCalledWith('bb', true);
  });

  it('edits a note status inline, sanitized, and skips unchanged values', () => {
    const { container, onStatusChange } = panel([note('a')]);
    click(byLabel(container, 'Note status: New. Edit'));
    const field = byLabel<HTMLInputElement>(container, 'Note status');
    typeInto(field, '  Waiting   on <b>client ');
    keyDown(field, 'Enter');
    expect(onStatusChange).toHaveBeenCalledWith('a', 'Waiting on \uFF1Cb>client');
    click(byLabel(container, 'Note status: New. Edit'));
    keyDown(byLabel(container, 'Note status'), 'Enter');
    expect(onStatusChange).toHaveBeenCalledTimes(1);
  });

  it('lists attachments of a note by name', () => {
    const { container } = panel([note('a', { documents: ['d-1', 'd-9'] })]);
    const list = container.querySelector('[aria-label="Attachments"]');
    expect(list?.textContent).toContain('roof-photos.zip');
    expect(list?.textContent).toContain('Attachment');
  });

  it('creates a conversation with the default title shown as placeholder', () => {
    const { container, onCreateConversation } = panel(
      [],
      [conversation('cv-1', 'A'), conversation('cv-2', 'B')],
    );
    const title = byLabel<HTMLInputElement>(container, 'New conversation title');
    expect(title.placeholder).toBe('Conversation 3');
    click(buttonByText(container, 'New'));
    expect(onCreateConversation).toHaveBeenLastCalledWith('Conversation 3');
    typeInto(title, 'Contractor quotes');
    click(buttonByText(container, 'New'));
    expect(onCreateConversation).toHaveBeenLastCalledWith('Contractor quotes');
  });

  it('refuses an empty note and opens a reply composer under the note', () => {
    const { container, onAddNote } = panel([note('a')]);
    click(buttonByText(container, 'Add note'));
    expect(onAddNote).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Write something first');
    click(buttonByText(container.querySelector('[data-note-id="a"]') as HTMLElement, 'Reply'));
    expect(
      container.querySelector('[data-note-id="a"] [aria-label="Reply"][contenteditable="true"]'),
    ).not.toBeNull();
  });

  it('keeps the chosen conversation and an open reply box when their records sync', () => {
    const handlers = {
      onCreateConversation: vi.fn(),
      onAddNote: vi.fn(),
      onToggleClientVisible: vi.fn(),
      onStatusChange: vi.fn(),
    };
    const firstIds = new Map<string, string>();
    const view = (conversationId: string, noteId: string) => (
      <ConversationsPanel
        conversations={[conversation('cv-1', 'Roof'), conversation(conversationId, 'Water')]}
        notes={[note(noteId, { conversationId })]}
        authorName={() => 'Jordan Reyes'}
        documentNames={{}}
        keyOf={(id) => firstIds.get(id) ?? id}
        {...handlers}
      />
    );
    const { container, rerender } = renderUi(view('temp-cv', 'temp-n'));
    const water = [...container.querySelectorAll('.mantine-NavLink-root')].find((link) =>
      link.textContent?.includes('Water'),
    );
    click(water ?? null);
    click(buttonByText(container.querySelector('[data-note-id="temp-n"]') as HTMLElement, 'Reply'));
    const replyBox = () => container.querySelector('[aria-label="Reply"][contenteditable="true"]');
    expect(replyBox()).not.toBeNull();

    // The server's ids arrive; the device remembers which temp- ids they replaced.
    firstIds.set('cv-9', 'temp-cv').set('n-9', 'temp-n');
    rerender(view('cv-9', 'n-9'));
    expect(container.querySelector('[aria-current="true"]')?.textContent).toContain('Water');
    expect(container.querySelector('[data-note-id="n-9"] [aria-label="Reply"]')).toBe(replyBox());
    expect(replyBox()).not.toBeNull();
  });

  it('invites a first conversation when there is none', () => {
    const { container } = panel([], []);
    expect(container.textContent).toContain('Start a conversation');
  });
});

describe('buildNoteThreads', () => {
  it('shows orphans and parent cycles at top level instead of hiding them', () => {
    const roots = buildNoteThreads([
      note('a', { parentId: 'missing' }),
      note('bb', { parentId: 'ccc' }),
      note('ccc', { parentId: 'bb' }),
    ]);
    expect(roots.map((r) => r.note.id).sort()).toEqual(['a', 'bb', 'ccc']);
  });
});

describe('AutoNotesTimeline', () => {
  it('lists only automatic notes, newest first, with author and internal mark', () => {
    const { container } = renderUi(
      <AutoNotesTimeline
        authorName={() => 'Jordan Reyes'}
        notes={[
          note('a', { title: 'Claim Creation', createdAt: '2026-02-01T10:00:00Z' }),
          note('bb', { title: 'Status Change', createdAt: '2026-02-03T10:00:00Z' }),
          note('ccc', { title: null }),
        ]}
      />,
    );
    const text = container.textContent ?? '';
    expect(text.indexOf('Status Change')).toBeLessThan(text.indexOf('Claim Creation'));
    expect(text).not.toContain('note ccc');
    expect(text).toContain('Jordan Reyes');
    expect(text).toContain('Internal only');
  });
});
