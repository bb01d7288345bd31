import { act } from 'react';
import { expect, it } from 'vitest';
import { ClaimDocumentsList } from '../../../src/features/claims/details/claim-documents-list';
import { buttonByText } from '../support/queries';
import { renderUi } from '../support/render';
import { claimDocument } from './claim-document-fixture';

// Issue 11: a document uploaded for a note that was never saved stays in the claim's Documents,
// marked so the user knows no note carries it.
const doc = (id: string, name: string) => claimDocument(id, name);

const rowOf = (id: string) => document.querySelector(`[data-document-row="${id}"]`)!;
const buttonNamed = (name: string) => buttonByText(document, name);

it('marks only the documents whose note was not saved', () => {
  renderUi(
    <ClaimDocumentsList
      documents={[doc('d-1', 'gutter.txt'), doc('d-2', 'estimate.txt')]}
      withoutNote={new Set(['d-1'])}
    />,
    { mantine: 'test' },
  );
  expect(rowOf('d-1').querySelector('[data-note-not-saved]')?.textContent).toBe(
    'Not attached to a note',
  );
  expect(rowOf('d-1').textContent).toContain('gutter.txt');
  expect(rowOf('d-2').querySelector('[data-note-not-saved]')).toBeNull();
});

it('offers to add the files that lost their note to a note, or to keep them without one', async () => {
  const calls: string[] = [];
  renderUi(
    <ClaimDocumentsList
      documents={[doc('d-1', 'gutter.txt'), doc('d-2', 'fence.txt'), doc('d-3', 'roof.txt')]}
      withoutNote={new Set(['d-1', 'd-2'])}
      repair={{
        conversationTitle: 'Site visit',
        onAddNote: () => calls.push('add'),
        onKeep: () => calls.push('keep'),
      }}
    />,
    { mantine: 'test' },
  );
  const alert = document.querySelector('[data-without-note-alert]')!;
  expect(alert.textContent).toContain('2 files lost their note');
  await act(async () => buttonNamed('Add to a note in “Site visit”').click());
  await act(async () => buttonNamed('Keep without a note').click());
  expect(calls).toEqual(['add', 'keep']);
});

it('with storeDocuments on: marks the stored files and toggles the pin', async () => {
  const pins: boolean[] = [];
  renderUi(
    <ClaimDocumentsList
      documents={[doc('d-1', 'gutter.txt'), doc('d-2', 'estimate.txt')]}
      offline={{ stored: new Set(['d-2']), pinned: false, onPinnedChange: (on) => pins.push(on) }}
    />,
    { mantine: 'test' },
  );
  expect(rowOf('d-2').querySelector('[aria-label="Stored on this device"]')).not.toBeNull();
  expect(rowOf('d-1').querySelector('[aria-label="Stored on this device"]')).toBeNull();
  const pin = document.querySelector<HTMLInputElement>('input[role="switch"]')!;
  expect(pin.closest('label, div')?.parentElement?.textContent).toContain('Keep on this device');
  await act(async () => pin.click());
  expect(pins).toEqual([true]);
});

it("offers each document's actions as the library does: open, rename, client visibility, delete", async () => {
  const calls: string[] = [];
  const shown = claimDocument('d-1', 'gutter.txt', { isClientVisible: true });
  renderUi(
    <ClaimDocumentsList
      documents={[shown, doc('d-2', 'estimate.txt')]}
      onOpenDocument={(id) => calls.push(`download ${id}`)}
      onPreviewDocument={(id) => calls.push(`preview ${id}`)}
      edits={{
        actions: {
          editRefusal: () => null,
          deleteRefusal: (d) => (d.id === 'd-2' ? 'Only in the first 15 minutes' : null),
          change: (d, changes) => calls.push(`change ${d.id} ${JSON.stringify(changes)}`),
          remove: (d) => calls.push(`remove ${d.id}`),
        },
        onRename: (d) => calls.push(`rename ${d.id}`),
        onDelete: (d) => calls.push(`delete ${d.id}`),
      }}
    />,
    { mantine: 'test' },
  );
  const item = (label: string) =>
    [...document.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')].find((el) =>
      el.textContent?.startsWith(label),
    )!;
  const choose = async (row: string, label: string) => {
    await act(async () =>
      rowOf(row).querySelector<HTMLButtonElement>(`[aria-label^="Actions for"]`)!.click(),
    );
    await act(async () => item(label).click());
  };
  await choose('d-1', 'Open');
  await choose('d-1', 'Rename');
  await choose('d-1', 'Hide from client');
  await choose('d-1', 'Delete');
  expect(calls).toEqual([
    'preview d-1',
    'rename d-1',
    'change d-1 {"isClientVisible":false}',
    'delete d-1',
  ]);
  await act(async () =>
    rowOf('d-2')
      .querySelector<HTMLButtonElement>('[aria-label="Actions for estimate.txt"]')!
      .click(),
  );
  expect(item('Show to client')).toBeDefined();
  expect(item('Delete').disabled || item('Delete').getAttribute('data-disabled')).toBeTruthy();
  expect(item('Delete').textContent).toContain('Only in the first 15 minutes');
});
