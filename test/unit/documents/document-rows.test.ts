import { describe, expect, it } from 'vitest';
import type { DocumentDocType } from '../../../src/collections/documents/documents.schema';
import {
  compareDocumentRows,
  SORTABLE_DOCUMENT_FIELDS,
  sortDocumentRows,
  toDocumentRows,
} from '../../../src/features/documents/document-rows';
import { previewWalk } from '../../../src/features/documents/preview-walk';

// Issue 14: the library sorts only the rows out of order and computes the search text once; the
// result is the same as a stable sort of every row.
const stamp = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();

function doc(i: number, createdAt: string): DocumentDocType {
  return {
    id: `d-${i}`,
    organization_id: 'org-1',
    version: 1,
    updatedAt: createdAt,
    name: i % 7 === 0 ? '' : `File ${(i * 13) % 17}.pdf`,
    mimeType: i % 2 ? 'application/pdf' : 'image/jpeg',
    size: (i * 31) % 9,
    claimId: `c-${i % 4}`,
    noteId: null,
    isClientVisible: i % 3 === 0,
    uploadedBy: `u-${i % 3}`,
    createdAt,
  };
}

const claims = new Map(
  [0, 1, 2, 3].map((n) => [
    `c-${n}`,
    { claimNumber: n === 3 ? '' : `CLM-${n}`, status: 'Open', clientName: `Client ${n % 2}` },
  ]),
);
const lookups = {
  claims,
  userNames: new Map([
    ['u-0', 'Ann'],
    ['u-1', 'Bob'],
  ]),
  storedIds: new Set(['d-2', 'd-5']),
};

describe('sortDocumentRows', () => {
  // Newest first as read, with a few out of order (a write since) and equal upload times.
  const docs = Array.from({ length: 60 }, (_, i) =>
    doc(i, stamp(i % 10 === 3 ? i * 5 : 400 - Math.floor(i / 2))),
  );
  const rows = toDocumentRows(docs, lookups);

  it.each(SORTABLE_DOCUMENT_FIELDS.flatMap((f) => [[f, 'asc'] as const, [f, 'desc'] as const]))(
    'by %s %s: the same rows in the same order as sorting all of them',
    (field, direction) => {
      const sorted = sortDocumentRows(rows, { field, direction });
      expect(sorted.map((r) => r.doc.id)).toEqual(
        // The plain way: one stable sort of every row, with the same order.
        [...rows].sort(compareDocumentRows({ field, direction })).map((r) => r.doc.id),
      );
      expect(rows.map((r) => r.doc.id)).toEqual(docs.map((d) => d.id)); // input untouched
    },
  );

  it('returns rows already in order as they are, in a copy', () => {
    const ordered = sortDocumentRows(rows, { field: 'uploaded', direction: 'desc' });
    const again = sortDocumentRows(ordered, { field: 'uploaded', direction: 'desc' });
    expect(again).not.toBe(ordered);
    expect(again.every((row, i) => row === ordered[i])).toBe(true);
  });
});

describe('toDocumentRows search text', () => {
  it('is the lower-case name and claim number, following a new claim number', () => {
    const one = doc(1, stamp(1));
    expect(toDocumentRows([one], lookups)[0]!.haystack).toBe('file 13.pdf\nclm-1');
    expect(toDocumentRows([one], lookups)[0]!.haystack).toBe('file 13.pdf\nclm-1');
    const renumbered = new Map(claims).set('c-1', {
      claimNumber: 'NEW-9',
      status: 'Open',
      clientName: '',
    });
    expect(toDocumentRows([one], { ...lookups, claims: renumbered })[0]!.haystack).toBe(
      'file 13.pdf\nnew-9',
    );
    // A renamed document is a new object (one per revision): its text is computed again.
    expect(toDocumentRows([{ ...one, name: 'Roof.JPG' }], lookups)[0]!.haystack).toBe(
      'roof.jpg\nclm-1',
    );
  });
});

describe('previewWalk', () => {
  it("walks the opened document's claim among the rows shown, in their order", () => {
    const docs = [0, 1, 2, 4, 5, 8].map((i) => doc(i, stamp(100 - i)));
    const onNoClaim = { ...doc(9, stamp(1)), claimId: null };
    const rows = toDocumentRows([...docs, onNoClaim], lookups);
    // d-0, d-4 and d-8 are on claim c-0; the others on c-1, c-2 and none.
    expect(previewWalk(rows, docs[3]!)).toEqual(['d-0', 'd-4', 'd-8']);
    expect(previewWalk(rows.slice().reverse(), docs[0]!)).toEqual(['d-8', 'd-4', 'd-0']);
    expect(previewWalk(rows, docs[1]!)).toEqual(['d-1', 'd-5']);
    expect(previewWalk(rows, onNoClaim)).toEqual(['d-9']);
  });
});
