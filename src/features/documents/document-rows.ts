import type { ClaimDocType } from '../../collections/claims/claims.schema';
import type { DocumentDocType } from '../../collections/documents/documents.schema';
import { documentKind, type DocumentKind } from '../../domain/document-kind';
import type { TableSort } from '../../shared/ui/virtual-table/table-sort';
import type { DocumentsFilter } from './documents-query';

/** One document as the library shows it: the record plus what it is looked up and sorted by. */
export interface DocumentRow {
  doc: DocumentDocType;
  kind: DocumentKind;
  claimNumber: string;
  claimStatus: string;
  clientName: string;
  uploaderName: string;
  uploadedMs: number;
  /** The upload's local day, YYYY-MM-DD, for the date range. */
  uploadedDay: string;
  /** Whether the file's bytes are on this device. */
  stored: boolean;
  /** Lower-case name and claim number, matched by the search. */
  haystack: string;
}

export interface RowLookups {
  claims: ReadonlyMap<string, Pick<ClaimDocType, 'claimNumber' | 'status' | 'clientName'>>;
  /** User id → full name. */
  userNames: ReadonlyMap<string, string>;
  /** Ids of documents whose file is stored on this device. */
  storedIds: ReadonlySet<string>;
}

const pad = (n: number) => String(n).padStart(2, '0');
export function localDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function toDocumentRows(
  docs: readonly DocumentDocType[],
  lookups: RowLookups,
): DocumentRow[] {
  return docs.map((doc) => {
    const claim = doc.claimId ? lookups.claims.get(doc.claimId) : undefined;
    const uploadedMs = Date.parse(doc.createdAt) || 0;
    const claimNumber = claim?.claimNumber ?? '';
    return {
      doc,
      kind: documentKind(doc),
      claimNumber,
      claimStatus: claim?.status ?? '',
      clientName: claim?.clientName ?? '',
      uploaderName: lookups.userNames.get(doc.uploadedBy) ?? '',
      uploadedMs,
      uploadedDay: localDay(uploadedMs),
      stored: lookups.storedIds.has(doc.id),
      haystack: `${doc.name}\n${claimNumber}`.toLowerCase(),
    };
  });
}

export const searchWords = (search: string) => search.toLowerCase().split(/\s+/).filter(Boolean);

/** Every word in the name or the claim number, and every set filter. */
export function matchesDocumentFilter(
  row: DocumentRow,
  filter: DocumentsFilter,
  words: readonly string[],
): boolean {
  if (filter.kind && row.kind !== filter.kind) return false;
  if (filter.claimStatus && row.claimStatus !== filter.claimStatus) return false;
  if (filter.uploader && row.doc.uploadedBy !== filter.uploader) return false;
  if (filter.from && row.uploadedDay < filter.from) return false;
  if (filter.to && row.uploadedDay > filter.to) return false;
  if (filter.visibility && row.doc.isClientVisible !== (filter.visibility === 'visible'))
    return false;
  return words.every((word) => row.haystack.includes(word));
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });
type Key = (row: DocumentRow) => string | number;

const KEYS: Record<string, Key> = {
  name: (r) => r.doc.name,
  type: (r) => r.kind,
  size: (r) => r.doc.size,
  claim: (r) => r.claimNumber,
  client: (r) => r.clientName,
  uploader: (r) => r.uploaderName,
  uploaded: (r) => r.uploadedMs,
  visible: (r) => (r.doc.isClientVisible ? 1 : 0),
  stored: (r) => (r.stored ? 1 : 0),
};

export const SORTABLE_DOCUMENT_FIELDS = Object.keys(KEYS);

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));

/** Sorts a copy. Empty text goes last in either direction; ties fall back to the newest upload. */
export function sortDocumentRows(rows: readonly DocumentRow[], sort: TableSort): DocumentRow[] {
  const key = KEYS[sort.field] ?? KEYS.uploaded!;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: key(row) }));
  keyed.sort((a, b) => {
    if ((a.key === '') !== (b.key === '')) return a.key === '' ? 1 : -1;
    return compare(a.key, b.key) * sign || b.row.uploadedMs - a.row.uploadedMs;
  });
  return keyed.map((entry) => entry.row);
}
