import { useCallback, useMemo } from 'react';
import { isTempId } from '../../domain/temp-id';
import { useAppDatabase } from '../database.context';
import { useLiveQuery } from '../live-query.hook';
import { FILE_ATTACHMENT_ID } from './document-files';
import { offlineDocumentsOf, offlineDocumentsQuery, pinClaimDocuments } from './document-offline';

export interface DocumentStorageUse {
  /** Uploaded documents whose file is stored on this device. */
  stored: { count: number; bytes: number };
  /** Uploads not acknowledged yet: their file is stored here and cannot be freed. */
  pending: { count: number; bytes: number };
  pinnedClaims: string[];
}

function useAllDocuments() {
  const db = useAppDatabase();
  // A database opened with a subset of the collections (tests) has no documents to count.
  const query = useMemo(() => (db?.collections.documents ? db.documents.find() : null), [db]);
  return useLiveQuery(query).value;
}

/**
 * The ids of the documents whose file is on this device (opens and downloads offline), live from
 * every tab: for the documents page's "stored on this device".
 */
export function useStoredDocumentIds(): ReadonlySet<string> {
  const docs = useAllDocuments();
  return useMemo(
    () =>
      new Set(
        (docs ?? []).filter((doc) => doc.getAttachment(FILE_ATTACHMENT_ID)).map((doc) => doc.id),
      ),
    [docs],
  );
}

/** The claims whose documents are pinned for offline use on this device, live. */
export function usePinnedClaims(): string[] {
  const db = useAppDatabase();
  const query = useMemo(() => (db ? offlineDocumentsQuery(db.config) : null), [db]);
  const { value } = useLiveQuery(query);
  return useMemo(() => offlineDocumentsOf(value?.value).pinnedClaims, [value]);
}

/** What the stored document files take on this device, by the app's own accounting; live. */
export function useDocumentStorageUse(): DocumentStorageUse | null {
  const docs = useAllDocuments();
  const pinnedClaims = usePinnedClaims();
  return useMemo(() => {
    if (!docs) return null;
    const stored = { count: 0, bytes: 0 };
    const pending = { count: 0, bytes: 0 };
    for (const doc of docs) {
      const file = doc.getAttachment(FILE_ATTACHMENT_ID);
      if (!file) continue;
      const sum = isTempId(doc.id) ? pending : stored;
      sum.count += 1;
      sum.bytes += file.length;
    }
    return { stored, pending, pinnedClaims };
  }, [docs, pinnedClaims]);
}

/** Whether a claim's documents are pinned for offline use, and the toggle. */
export function useClaimDocumentsPin(claimId: string) {
  const db = useAppDatabase();
  const pinned = usePinnedClaims().includes(claimId);
  const setPinned = useCallback(
    async (on: boolean) => {
      if (db) await pinClaimDocuments(db, claimId, on);
    },
    [db, claimId],
  );
  return { pinned, setPinned };
}
