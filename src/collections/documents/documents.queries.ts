import type { DocumentsCollection } from './documents.collection';

export function documentsOfClaimQuery(documents: DocumentsCollection, claimId: string) {
  return documents.find({ selector: { claimId }, sort: [{ createdAt: 'desc' }] });
}
