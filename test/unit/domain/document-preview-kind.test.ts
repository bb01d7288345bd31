import { expect, it } from 'vitest';
import { documentPreviewKind } from '../../../src/domain/document-preview-kind';

// Issue 14 (preview): the viewer follows the type, and the extension when the type says nothing.
it.each([
  ['roof.JPG', 'application/octet-stream', 'image'],
  ['photo', 'image/webp', 'image'],
  ['plan.svg', 'image/svg+xml', 'other'],
  ['plan.svg', 'application/octet-stream', 'other'],
  ['estimate.pdf', 'application/octet-stream', 'pdf'],
  ['scan', 'application/pdf', 'pdf'],
  ['readings.csv', 'text/csv; charset=utf-8', 'text'],
  ['notes.md', 'application/octet-stream', 'text'],
  ['data.json', 'application/json', 'text'],
  ['page.html', 'text/html', 'other'],
  [
    'estimate.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'other',
  ],
])('%s (%s) is previewed as %s', (name, mimeType, kind) => {
  expect(documentPreviewKind({ name, mimeType })).toBe(kind);
});
