import { useEffect, useMemo, useState } from 'react';
import type { RxDocument } from 'rxdb';
import type { AppDatabase } from '../app-database';
import { useAppDatabase } from '../database.context';
import { useLiveQuery } from '../live-query.hook';
import { awaitingNoteIds, awaitingNoteQuery } from './awaiting-note';
import { useDbQuery, useLiveDocs } from '../live-docs.hook';
import { hasStoredFile } from './document-files';
import {
  allDocumentsQuery,
  documentsOfClaimQuery,
  newestDocumentsQuery,
  newestPageStart,
} from './documents.queries';
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

/** Enough rows to fill a tall window, read (and decrypted) before the rest. */
export const FIRST_DOCUMENTS_PAGE_SIZE = 60;

type DocumentRecord = RxDocument<DocumentDocType>;

export interface DocumentsRead {
  /** Newest first; a field photo's uncompressed original travels with its copy and is left out. */
  docs: DocumentDocType[];
  /** Ids of the documents whose file is stored here (the attachment is not in the JSON). */
  storedIds: ReadonlySet<string>;
}

export interface AllDocuments extends DocumentsRead {
  loading: boolean;
  /**
   * While the whole read is under way: the top of `docs` to come (same order, from a small
   * indexed query) and how many records there are (an index count: it also counts the rare
   * originals of field photos); null once `docs` is known.
   */
  firstPage: (DocumentsRead & { total: number }) | null;
}

/**
 * The library's view of records read, newest first. `plain` keeps one object per record
 * revision (RxDB keeps the RxDocument of an unchanged revision), so per-document caches (the
 * search text) survive updates; a shallow copy, since readers never change a document.
 */
export function documentsRead(
  found: readonly DocumentRecord[],
  plain: WeakMap<DocumentRecord, DocumentDocType>,
): DocumentsRead {
  const docs: DocumentDocType[] = [];
  const storedIds = new Set<string>();
  for (const record of found) {
    if (hasStoredFile(record)) storedIds.add(record.id);
    if (record.originalOf) continue;
    let doc = plain.get(record);
    if (doc === undefined) {
      doc = { ...(record.toJSON() as DocumentDocType) };
      plain.set(record, doc);
    }
    docs.push(doc);
  }
  return { docs, storedIds };
}

/** newestPageStart for the open database; undefined while it is being found. */
function useNewestPageStart(db: AppDatabase | null): string | null | undefined {
  const [found, setFound] = useState<{ db: AppDatabase; since: string | null } | null>(null);
  useEffect(() => {
    if (!db) return;
    let live = true;
    newestPageStart(db.documents, FIRST_DOCUMENTS_PAGE_SIZE).then(
      (since) => live && setFound({ db, since }),
      () => live && setFound({ db, since: null }),
    );
    return () => {
      live = false;
    };
  }, [db]);
  return found !== null && found.db === db ? found.since : undefined;
}

const NONE: DocumentsRead = { docs: [], storedIds: new Set() };

/**
 * Every document this device holds, live across tabs. The whole read (20,000 records read and
 * decrypted on this thread) starts once the newest page and the count have been handed to the
 * screen, so it cannot hold the first rows back.
 */
export function useAllDocuments(): AllDocuments {
  const db = useAppDatabase();
  const plain = useMemo(() => new WeakMap<DocumentRecord, DocumentDocType>(), []);
  const [wholeWanted, setWholeWanted] = useState(false);
  const whole = useLiveQuery(
    useMemo(() => (db && wholeWanted ? allDocumentsQuery(db.documents) : null), [db, wholeWanted]),
  );
  const early = whole.value === undefined;
  const since = useNewestPageStart(early ? db : null);
  const first = useLiveQuery(
    useMemo(
      () =>
        db && early && since !== undefined
          ? newestDocumentsQuery(db.documents, FIRST_DOCUMENTS_PAGE_SIZE, since)
          : null,
      [db, early, since],
    ),
  );
  const count = useLiveQuery(
    useMemo(() => (db && early ? db.documents.count() : null), [db, early]),
  );
  const firstIn = first.value !== undefined;
  useEffect(() => {
    if (wholeWanted || !firstIn) return;
    const timer = setTimeout(() => setWholeWanted(true), 0);
    return () => clearTimeout(timer);
  }, [wholeWanted, firstIn]);

  return useMemo(() => {
    if (whole.value)
      return { ...documentsRead(whole.value, plain), loading: false, firstPage: null };
    const firstPage =
      first.value && count.value !== undefined
        ? { ...documentsRead(first.value, plain), total: count.value }
        : null;
    return { ...NONE, loading: db !== null, firstPage };
  }, [whole.value, first.value, count.value, plain, db]);
}
