import { expect, it } from 'vitest';
import type { ClaimDocument } from '../../../src/domain/document.schema';
import { ClaimDocumentsList } from '../../../src/features/claims/details/claim-documents-list';
import { renderUi } from '../support/render';

// Issue 11: a document uploaded for a note that was never saved stays in the claim's Documents,
// marked so the user knows no note carries it.
const doc = (id: string, name: string): ClaimDocument => ({
  id,
  name,
  mimeType: 'text/plain',
  size: 2048,
  claimId: 'claim-1',
  noteId: null,
  isClientVisible: false,
  uploadedBy: 'u-1',
  createdAt: '2026-03-02T10:00:00.000Z',
  organization_id: 'org-1',
  version: 1,
  updatedAt: '2026-03-02T10:00:00.000Z',
  deleted: false,
});

const rowOf = (id: string) => document.querySelector(`[data-document-row="${id}"]`)!;

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
