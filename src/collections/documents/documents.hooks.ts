import type { AppDatabase } from '../app-database';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { documentsOfClaimQuery } from './documents.queries';
import type { DocumentDocType } from './documents.schema';

const documentsOf = (db: AppDatabase, claimId: string) =>
  documentsOfClaimQuery(db.documents, claimId);

export function useClaimDocuments(claimId: string) {
  return useLiveDocs<DocumentDocType>(useDbQuery(documentsOf, claimId)).docs;
}
