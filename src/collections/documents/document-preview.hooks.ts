import { useMemo, useState, useEffect } from 'react';
import { useAppDatabase } from '../database.context';
import { useLiveQuery } from '../live-query.hook';
import { storedOrDownloaded } from './document-files';
import { markDocumentOpened } from './document-offline';
import type { DocumentDocType } from './documents.schema';

/** Fetches a document's file from the server; null when it does not answer with the file. */
export type DocumentDownload = (id: string) => Promise<Blob | null>;

export type DocumentFileState =
  | { status: 'loading' }
  | { status: 'ready'; blob: Blob }
  /** Neither on this device nor downloaded (offline, or the server refused). */
  | { status: 'missing' }
  | { status: 'failed' };

/** A document's record, live; undefined while it is read, null when this device has none. */
export function useDocumentRecord(id: string | null): DocumentDocType | null | undefined {
  const db = useAppDatabase();
  const query = useMemo(() => (db && id ? db.documents.findOne(id) : null), [db, id]);
  const { value, loading } = useLiveQuery(query);
  return useMemo(() => {
    if (!query || loading) return undefined;
    return value ? (value.toMutableJSON() as DocumentDocType) : null;
  }, [query, loading, value]);
}

/**
 * A document's bytes for viewing: the encrypted copy on this device when it is stored (so it
 * opens offline; an upload just made is waited for while its file is stored), else `download`.
 * Nothing is read while `id` is null. `retry` asks again.
 */
export function useDocumentFile(
  id: string | null,
  download: DocumentDownload,
): { state: DocumentFileState; retry: () => void } {
  const db = useAppDatabase();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: DocumentFileState } | null>(null);
  const key = `${attempt}:${id ?? ''}`;

  useEffect(() => {
    if (!db || !id) return;
    let current = true;
    storedOrDownloaded(db, id, download)
      .then((blob) => {
        if (current)
          setResult({ key, state: blob ? { status: 'ready', blob } : { status: 'missing' } });
      })
      .catch(() => current && setResult({ key, state: { status: 'failed' } }));
    return () => {
      current = false;
    };
  }, [db, id, key, download]);

  const state: DocumentFileState = result?.key === key ? result.state : { status: 'loading' };
  return { state, retry: () => setAttempt((n) => n + 1) };
}

/**
 * Records that the document `id` is on screen (a preview shown, or walked to with next and
 * previous): a use, like a download, for the order in which this device's copies are kept
 * (document-storage.ts). Nothing while null; each time it becomes an id again counts anew.
 */
export function useMarkDocumentOpened(id: string | null): void {
  const db = useAppDatabase();
  useEffect(() => {
    // Only the eviction order depends on it: a failed record must not disturb the preview.
    if (db && id) markDocumentOpened(db, id).catch(() => undefined);
  }, [db, id]);
}
