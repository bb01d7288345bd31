import type { DocumentsCollection } from './documents.collection';

export function documentsOfClaimQuery(documents: DocumentsCollection, claimId: string) {
  return documents.find({ selector: { claimId }, sort: [{ createdAt: 'desc' }] });
}

/** Every document this device holds, newest first (the library sorts and filters in memory). */
export function allDocumentsQuery(documents: DocumentsCollection) {
  return documents.find({ sort: [{ createdAt: 'desc' }] });
}

/** The newest `limit` documents, the library's first page (an indexed read of a few records). */
export function newestDocumentsQuery(documents: DocumentsCollection, limit: number) {
  return documents.find({ sort: [{ createdAt: 'desc' }], limit });
}
