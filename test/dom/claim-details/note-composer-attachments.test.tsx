import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../../src/collections/app-database';
import { storedDocumentFile } from '../../../src/collections/documents/document-files';
import { addNoteWithFiles } from '../../../src/collections/notes/note-attachments';
import { removeDatabase } from '../../../src/db/current-database';
import type { Conversation } from '../../../src/domain/conversation.schema';
import {
  ConversationsPanel,
  type NewNote,
} from '../../../src/features/claims/details/conversations-panel';
import { click } from '../support/interact';
import { buttonByText } from '../support/queries';
import { renderUi, settle } from '../support/render';
import { newKey, openLocal, waitFor } from '../data/support/local-db';
import { useNodeFormData } from '../data/support/node-form-data';

const USER = { id: 'u-composer', organization_id: 'org-1' };
const LIMITS = { allowedTypes: ['txt', 'pdf'], maxFileSize: 1, compressionEnabled: false };
// A Windows executable's first bytes: "MZ", then the PE header file-type recognises.
const EXE = new Uint8Array(202);
EXE.set([0x4d, 0x5a]);
const conversation: Conversation = {
  id: 'cv-1',
  claimId: 'c-1',
  title: 'Roof inspection',
  createdBy: USER.id,
  createdAt: '2026-02-18T09:00:00Z',
  version: 1,
  updatedAt: '2026-02-18T09:00:00Z',
  deleted: false,
  organization_id: 'org-1',
};
let db: AppDatabase;

// jsdom's File cannot be read as an ArrayBuffer, which RxDB needs to store the attachment; a
// browser's can, as the File of Node's own fetch can.
await useNodeFormData();
const nodeForm = new FormData();
nodeForm.append('file', new Blob(['x']), 'x.txt');
vi.stubGlobal('File', (nodeForm.get('file') as File).constructor);

beforeAll(async () => {
  db = await openLocal(USER.id, await newKey());
});
afterAll(() => removeDatabase());

/** The composer as the claim page wires it: a submitted note goes through addNoteWithFiles. */
function composer() {
  const added: Promise<unknown>[] = [];
  const onAddNote = vi.fn((note: NewNote) => {
    const input = {
      claimId: 'c-1',
      conversationId: note.conversationId,
      parentId: note.parentId,
      text: note.html,
      isClientVisible: note.isClientVisible,
      status: 'New',
      documents: [],
    };
    const files = note.files.map((file) => ({ file, name: file.name }));
    added.push(addNoteWithFiles(db, input, files, LIMITS, USER));
  });
  const view = renderUi(
    <ConversationsPanel
      conversations={[conversation]}
      notes={[]}
      authorName={() => 'Jordan Reyes'}
      documentNames={{}}
      attachmentLimits={LIMITS}
      onCreateConversation={() => undefined}
      onAddNote={onAddNote}
      onToggleClientVisible={() => undefined}
      onStatusChange={() => undefined}
    />,
  );
  return { ...view, onAddNote, added };
}

function pick(container: HTMLElement, files: File[]) {
  const input = container.querySelector<HTMLInputElement>(
    'input[type="file"][aria-label="Attach files"]',
  );
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function write(container: HTMLElement, html: string) {
  const editor = container.querySelector<HTMLElement>('[aria-label="New note in Roof inspection"]');
  if (!editor) throw new Error('no editor');
  // ProseMirror reads DOM edits through its MutationObserver, as it does typing.
  await act(async () => {
    editor.innerHTML = html;
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const chips = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-attachment]')].map((chip) => chip.textContent);

describe('note composer attachments', () => {
  it("refuses a file type, content or size outside the documents settings with the upload widget's rules, at the control, queueing nothing", async () => {
    const { container, onAddNote } = composer();
    pick(container, [
      new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
      new File([EXE], 'invoice.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }),
    ]);
    const alert = await settle(() => {
      const text = container.querySelector('[role="alert"]')?.textContent;
      if (!text) throw new Error('no refusal yet');
      return text;
    });
    expect(alert).toBe(
      [
        '“setup.exe” was not added: File type not allowed: use one of txt, pdf.',
        '“invoice.pdf” was not added: File content does not match its type: it is a .exe file, not .pdf.',
        '“scan.pdf” was not added: File is larger than the 1 MB limit.',
      ].join(' '),
    );
    expect(chips(container)).toEqual([]);
    await write(container, '<p>Only text</p>');
    click(buttonByText(container, 'Add note'));
    expect(onAddNote).toHaveBeenCalledWith(expect.objectContaining({ files: [] }));
    // The next note starts without the last one's refusal.
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(await db.sync_queue.find({ selector: { resourceType: 'documents' } }).exec()).toEqual(
      [],
    );
  });

  it('keeps the files that pass beside a refused one, and holds the note while checking', async () => {
    const { container, onAddNote } = composer();
    pick(container, [
      new File(['%PDF-1.7\n'], 'report.pdf', { type: 'application/pdf' }),
      new File([EXE], 'invoice.pdf', { type: 'application/pdf' }),
    ]);
    expect(buttonByText(container, 'Add note')).toHaveProperty('disabled', true);
    await settle(() => expect(chips(container)).toEqual(['report.pdf · 9 B']));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('“invoice.pdf”');
    expect(buttonByText(container, 'Add note')).toHaveProperty('disabled', false);
    expect(onAddNote).not.toHaveBeenCalled();
  });

  it('lists picked files as removable chips with their size', async () => {
    const { container } = composer();
    pick(container, [
      new File(['hello'], 'a.txt', { type: 'text/plain' }),
      new File(['x'.repeat(2048)], 'b.txt', { type: 'text/plain' }),
    ]);
    await settle(() => expect(chips(container)).toHaveLength(2));
    expect(chips(container)).toEqual(['a.txt · 5 B', 'b.txt · 2 KB']);
    click(container.querySelector('[aria-label="Remove a.txt"]'));
    expect(chips(container)).toEqual(['b.txt · 2 KB']);
  });

  it('uploads the files first, then adds the note naming the new documents', async () => {
    const { container, added } = composer();
    pick(container, [new File(['attic stains'], 'attic.txt', { type: 'text/plain' })]);
    await settle(() => expect(chips(container)).toHaveLength(1));
    click(
      container.querySelector('[role="switch"]') ??
        container.querySelector('input[type="checkbox"]'),
    );
    await write(container, '<p>Photos attached</p>');
    click(buttonByText(container, 'Add note'));
    expect(chips(container)).toEqual([]);
    await Promise.all(added);
    const ops = await db.sync_queue.find({ sort: [{ timestamp: 'asc' }] }).exec();
    const note = await waitFor(async () =>
      (await db.notes.find().exec()).find((n) => n.text.includes('Photos attached')),
    );
    const [docId] = note.documents;
    const doc = await db.documents.findOne(docId!).exec();
    expect(doc).toMatchObject({ name: 'attic.txt', claimId: 'c-1', isClientVisible: true });
    expect(note.isClientVisible).toBe(true);
    expect(await (await storedDocumentFile(db, docId!))?.text()).toBe('attic stains');
    const order = ops.map((op) => op.resourceId);
    expect(order.indexOf(docId!)).toBeLessThan(order.indexOf(note.id));
    expect(ops.find((op) => op.resourceId === note.id)?.data).toMatchObject({ documents: [docId] });
  });
});

describe('note attachments', () => {
  it('open on click, with a spinner while fetching, and mark uploads not yet synced', () => {
    const onOpenDocument = vi.fn();
    const note = {
      id: 'n-1',
      claimId: 'c-1',
      conversationId: 'cv-1',
      parentId: null,
      text: '<p>See files</p>',
      isClientVisible: false,
      status: 'New',
      documents: ['d-1', 'temp-5b0c'],
      createdBy: USER.id,
      createdAt: '2026-02-18T09:05:00Z',
      title: null,
      version: 1,
      updatedAt: '2026-02-18T09:05:00Z',
      deleted: false,
      organization_id: 'org-1',
    };
    const props = {
      conversations: [conversation],
      notes: [note],
      authorName: () => 'Jordan Reyes',
      documentNames: { 'd-1': 'roof.txt', 'temp-5b0c': 'attic.txt' },
      onOpenDocument,
      onCreateConversation: () => undefined,
      onAddNote: () => undefined,
      onToggleClientVisible: () => undefined,
      onStatusChange: () => undefined,
    };
    const { container, rerender } = renderUi(<ConversationsPanel {...props} />);
    const items = [...container.querySelectorAll('[aria-label="Attachments"] [role="listitem"]')];
    expect(items.map((item) => item.textContent)).toEqual(['roof.txt', 'attic.txtNot yet synced']);
    click(container.querySelector('[aria-label="Download roof.txt"]'));
    expect(onOpenDocument).toHaveBeenCalledWith('d-1', 'roof.txt');
    rerender(<ConversationsPanel {...props} openingDocumentId="d-1" />);
    expect(container.querySelector('[aria-label="Downloading roof.txt"]')).not.toBeNull();
    expect(container.querySelector('[aria-label="Download roof.txt"]')).toHaveProperty(
      'disabled',
      true,
    );
  });
});
