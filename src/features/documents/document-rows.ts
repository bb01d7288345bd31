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

/** Per document object (one per revision, see useAllDocuments): its search text and claim number. */
const haystacks = new WeakMap<DocumentDocType, { claimNumber: string; text: string }>();

/** The lower-case name and claim number, computed once per document and claim number. */
function haystackOf(doc: DocumentDocType, claimNumber: string): string {
  const known = haystacks.get(doc);
  if (known?.claimNumber === claimNumber) return known.text;
  const text = `${doc.name}\n${claimNumber}`.toLowerCase();
  haystacks.set(doc, { claimNumber, text });
  return text;
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
      haystack: haystackOf(doc, claimNumber),
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

interface Keyed {
  row: DocumentRow;
  key: string | number;
}

const keyOf = (sort: TableSort): Key => KEYS[sort.field] ?? KEYS.uploaded!;

/** Empty text goes last in either direction; ties fall back to the newest upload. */
function keyedOrder(sort: TableSort) {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a: Keyed, b: Keyed) => {
    if ((a.key === '') !== (b.key === '')) return a.key === '' ? 1 : -1;
    return compare(a.key, b.key) * sign || b.row.uploadedMs - a.row.uploadedMs;
  };
}

/** The library's order as a plain comparator: a stable sort with it is what sortDocumentRows gives. */
export function compareDocumentRows(sort: TableSort): (a: DocumentRow, b: DocumentRow) => number {
  const key = keyOf(sort);
  const order = keyedOrder(sort);
  return (a, b) => order({ row: a, key: key(a) }, { row: b, key: key(b) });
}

/**
 * Sorts a copy in the order of `compareDocumentRows`, ties keeping their order. The rows come
 * newest first, the default order, so only the rows out of order are sorted, then merged into the
 * ordered rest (same result as sorting all: both stable).
 */
export function sortDocumentRows(rows: readonly DocumentRow[], sort: TableSort): DocumentRow[] {
  const key = keyOf(sort);
  const order = keyedOrder(sort);
  // The rows in order (each not before the last kept), with their index, and the others.
  const kept: (Keyed & { at: number })[] = [];
  const others: (Keyed & { at: number })[] = [];
  rows.forEach((row, at) => {
    const entry = { row, key: key(row), at };
    const last = kept[kept.length - 1];
    if (last === undefined || order(last, entry) <= 0) kept.push(entry);
    else others.push(entry);
  });
  if (others.length === 0) return rows.slice();
  others.sort((a, b) => order(a, b) || a.at - b.at);
  const merged: DocumentRow[] = [];
  let i = 0;
  let j = 0;
  while (i < kept.length || j < others.length) {
    const a = kept[i];
    const b = others[j];
    // Equal rows keep their original order, as a stable sort of the whole list would.
    const takeKept = b === undefined || (a !== undefined && (order(a, b) || a.at - b.at) <= 0);
    merged.push(takeKept ? a!.row : b!.row);
    if (takeKept) i++;
    else j++;
  }
  return merged;
}
