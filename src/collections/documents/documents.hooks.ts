import { useMemo } from 'react';
import type { AppDatabase } from '../app-database';
import { useAppDatabase } from '../database.context';
import { useLiveQuery } from '../live-query.hook';
import { awaitingNoteIds, awaitingNoteQuery } from './awaiting-note';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { hasStoredFile } from './document-files';
import { allDocumentsQuery, documentsOfClaimQuery } from './documents.queries';
import type { DocumentDocType } from './documents.schema';

const documentsOf = (db: AppDatabase, claimId: string) =>
  documentsOfClaimQuery(db.documents, claimId);

export function useClaimDocuments(claimId: string) {
  return useLiveDocs<DocumentDocType>(useDbQuery(documentsOf, claimId)).docs;
}

/** The ids of documents uploaded for a note whose create was not queued (awaiting-note.ts). */
export function useDocumentsAwaitingNote(): string[] {
  const db = useAppDatabase();
  const query = useMemo(() => (db ? awaitingNoteQuery(db.config) : null), [db]);
  const { value } = useLiveQuery(query);
  return useMemo(() => awaitingNoteIds(value?.value), [value]);
}

const allDocuments = (db: AppDatabase) => allDocumentsQuery(db.documents);

/**
 * Every document this device holds, live across tabs, with the ids of those whose file is stored
 * here (the attachment is not part of the record's JSON).
 */
export function useAllDocuments(): {
  docs: DocumentDocType[];
  storedIds: ReadonlySet<string>;
  loading: boolean;
} {
  const { value, loading } = useLiveQuery(useDbQuery(allDocuments));
  return useMemo(() => {
    const found = value ?? [];
    // A field photo's uncompressed original travels with its copy: the library lists the copy.
    const docs = found
      .filter((doc) => !doc.originalOf)
      .map((doc) => doc.toMutableJSON() as DocumentDocType);
    const storedIds = new Set(found.filter(hasStoredFile).map((doc) => doc.id));
    return { docs, storedIds, loading };
  }, [value, loading]);
}
