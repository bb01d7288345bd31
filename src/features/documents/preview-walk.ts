import type { DocumentRow } from './document-rows';

/**
 * The documents the preview walks with next / previous when `opened` is opened from the library:
 * those of its claim (or, for a document on no claim, of no claim) among the rows shown, in the
 * order shown. The library lists every claim's documents together; a carrier's photos of one
 * claim must not lead into another's.
 */
export function previewWalk(rows: readonly DocumentRow[], opened: DocumentRow['doc']): string[] {
  return rows.filter((row) => row.doc.claimId === opened.claimId).map((row) => row.doc.id);
}
