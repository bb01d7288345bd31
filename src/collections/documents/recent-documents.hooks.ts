import type { AppDatabase } from '../app-database';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import type { DocumentDocType } from './documents.schema';

// The key is the earliest `createdAt` (an ISO instant), so the query is rebuilt once a day at most.
const documentsSince = (db: AppDatabase, since: string) =>
  db.documents.find({ selector: { createdAt: { $gte: since } }, sort: [{ createdAt: 'desc' }] });

/** Documents this device holds that were uploaded since `since`, newest first, live. */
export function useDocumentsSince(since: string): { docs: DocumentDocType[]; loading: boolean } {
  return useLiveDocs<DocumentDocType>(useDbQuery(documentsSince, since));
}
