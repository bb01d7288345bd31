import { describe, expect, it } from 'vitest';
import type { DocumentDocType } from '../../../src/collections/documents/documents.schema';
import {
  matchesDocumentFilter,
  searchWords,
  sortDocumentRows,
  toDocumentRows,
  type RowLookups,
} from '../../../src/features/documents/document-rows';
import {
  decodeDocumentsQuery,
  EMPTY_DOCUMENTS_FILTER,
  encodeDocumentsQuery,
  isDocumentsFilterActive,
  type DocumentsFilter,
} from '../../../src/features/documents/documents-query';

const doc = (id: string, patch: Partial<DocumentDocType> = {}): DocumentDocType => ({
  id,
  organization_id: 'org',
  name: `${id}.pdf`,
  mimeType: 'application/pdf',
  size: 100,
  claimId: 'c1',
  noteId: null,
  isClientVisible: false,
  uploadedBy: 'u1',
  createdAt: '2026-03-10T12:00:00.000Z',
  version: 1,
  updatedAt: '2026-03-10T12:00:00.000Z',
  ...patch,
});

const lookups: RowLookups = {
  claims: new Map([
    ['c1', { claimNumber: 'CLM-0001', status: 'New', clientName: 'Emily Carter' }],
    ['c2', { claimNumber: 'CLM-0002', status: 'Closed', clientName: 'Acme' }],
  ]),
  userNames: new Map([
    ['u1', 'Alex Adjuster'],
    ['u2', 'Mia Manager'],
  ]),
  storedIds: new Set(['b']),
};

const filterOf = (patch: Partial<DocumentsFilter>) => ({ ...EMPTY_DOCUMENTS_FILTER, ...patch });
const idsOf = (docs: DocumentDocType[], patch: Partial<DocumentsFilter>) => {
  const filter = filterOf(patch);
  const words = searchWords(filter.search);
  return toDocumentRows(docs, lookups)
    .filter((row) => matchesDocumentFilter(row, filter, words))
    .map((row) => row.doc.id);
};

describe('documents URL query', () => {
  it('round-trips every field and writes only what differs from the defaults', () => {
    expect(encodeDocumentsQuery(decodeDocumentsQuery({}))).toEqual({});
    const record = {
      view: 'grid',
      q: 'roof',
      type: 'image',
      status: 'New',
      by: 'u2',
      from: '2026-03-01',
      to: '2026-03-31',
      visible: 'internal',
      sort: 'name:asc',
    };
    const query = decodeDocumentsQuery(record);
    expect(query.view).toBe('grid');
    expect(isDocumentsFilterActive(query.filter)).toBe(true);
    expect(encodeDocumentsQuery(query)).toEqual(record);
  });

  it('falls back to the defaults on a hand-edited URL', () => {
    const query = decodeDocumentsQuery({
      view: 'table',
      type: 'exe',
      from: 'yesterday',
      visible: 'maybe',
      sort: 'name:sideways',
    });
    expect(query.view).toBe('list');
    expect(query.filter).toEqual(EMPTY_DOCUMENTS_FILTER);
    expect(query.sort).toEqual({ field: 'uploaded', direction: 'desc' });
    expect(isDocumentsFilterActive(query.filter)).toBe(false);
  });
});

describe('documents filter and sort', () => {
  const docs = [
    doc('a', { name: 'Roof photo.jpg', mimeType: 'image/jpeg', isClientVisible: true }),
    doc('b', { claimId: 'c2', uploadedBy: 'u2', createdAt: '2026-03-20T12:00:00.000Z' }),
    doc('c', { claimId: null, name: 'Policy.docx', size: 5 }),
  ];

  it('searches name and claim number, every word', () => {
    expect(idsOf(docs, { search: 'roof' })).toEqual(['a']);
    expect(idsOf(docs, { search: 'clm-0002' })).toEqual(['b']);
    expect(idsOf(docs, { search: 'CLM photo' })).toEqual(['a']);
    expect(idsOf(docs, { search: 'carter' })).toEqual([]);
  });

  it('filters by type, claim status, uploader, day range and client visibility', () => {
    expect(idsOf(docs, { kind: 'image' })).toEqual(['a']);
    expect(idsOf(docs, { kind: 'word' })).toEqual(['c']);
    expect(idsOf(docs, { claimStatus: 'Closed' })).toEqual(['b']);
    expect(idsOf(docs, { uploader: 'u2' })).toEqual(['b']);
    expect(idsOf(docs, { from: '2026-03-15' })).toEqual(['b']);
    expect(idsOf(docs, { to: '2026-03-15' })).toEqual(['a', 'c']);
    expect(idsOf(docs, { from: '2026-03-10', to: '2026-03-10' })).toEqual(['a', 'c']);
    expect(idsOf(docs, { visibility: 'visible' })).toEqual(['a']);
    expect(idsOf(docs, { visibility: 'internal', claimStatus: 'New' })).toEqual([]);
  });

  it('sorts by any column, empty text last, newest first by default', () => {
    const rows = toDocumentRows(docs, lookups);
    const ids = (field: string, direction: 'asc' | 'desc') =>
      sortDocumentRows(rows, { field, direction }).map((r) => r.doc.id);
    expect(ids('uploaded', 'desc')).toEqual(['b', 'a', 'c']);
    expect(ids('size', 'asc')).toEqual(['c', 'b', 'a']);
    expect(ids('claim', 'desc')).toEqual(['b', 'a', 'c']);
    expect(ids('claim', 'asc')).toEqual(['a', 'b', 'c']);
    expect(ids('stored', 'desc')[0]).toBe('b');
    expect(ids('unknown', 'asc')).toEqual(['a', 'c', 'b']);
  });

  it('filters 20,000 documents correctly', () => {
    const many = Array.from({ length: 20_000 }, (_, i) =>
      doc(`d${i}`, {
        name: `${i % 3 === 0 ? 'Estimate' : 'Photo'} ${i}.${i % 3 === 0 ? 'pdf' : 'png'}`,
        claimId: i % 2 === 0 ? 'c1' : 'c2',
        uploadedBy: i % 5 === 0 ? 'u2' : 'u1',
        isClientVisible: i % 4 === 0,
        createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 60), 12)).toISOString(),
      }),
    );
    const expected = many
      .map((d, i) => ({ d, i }))
      .filter(({ i }) => i % 3 === 0 && i % 2 === 1 && i % 4 !== 0 && i % 60 < 31)
      .map(({ d }) => d.id);
    const found = idsOf(many, {
      search: 'estimate 0002',
      kind: 'pdf',
      claimStatus: 'Closed',
      visibility: 'internal',
      to: '2026-01-31',
    });
    expect(found).toEqual(expected);
    expect(found.length).toBeGreaterThan(100);
  });
});
