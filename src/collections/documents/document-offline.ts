import type { AppDatabase } from '../app-database';
import type { ConfigCollection } from '../config/config.collection';
import { localId } from '../config/config.schema';
import { changeLocalRecord } from '../config/local-record';

/**
 * What this device alone knows about its document copies (issue 14), in two device-only config
 * records rather than a collection of their own: the app holds 11 of the about 13 collections
 * RxDB's free edition opens per process, and both are small (a list of claim ids, a map of
 * document ids to times). Like the recently viewed claims they never sync: pins and opens are
 * about this device's storage, not the claim. Temp ids in them follow their records to the
 * server's ids (remap-temp-id.ts).
 *
 * - `local:document-opens`: when each document was last opened here (the eviction ranks by it).
 * - `local:offline-documents`: the claims whose documents are pinned for offline use, and when
 *   the user last freed space (copies not opened since stay off the device).
 */
export const DOCUMENT_OPENS_ID = localId('document-opens');
export const OFFLINE_DOCUMENTS_ID = localId('offline-documents');

// Enough history to rank far more files than any storage limit would keep.
const MAX_REMEMBERED = 1_000;

export type DocumentOpens = Record<string, string>;

export interface OfflineDocuments {
  pinnedClaims: string[];
  /** ISO time of the last "Free space"; '' when never. */
  freedAt: string;
}

export function documentOpensOf(value: Record<string, unknown> | undefined): DocumentOpens {
  const opens: DocumentOpens = {};
  for (const [id, at] of Object.entries(value ?? {})) if (typeof at === 'string') opens[id] = at;
  return opens;
}

export function offlineDocumentsOf(value: Record<string, unknown> | undefined): OfflineDocuments {
  const pinned = value?.pinnedClaims;
  return {
    pinnedClaims: Array.isArray(pinned)
      ? pinned.filter((id): id is string => typeof id === 'string')
      : [],
    freedAt: typeof value?.freedAt === 'string' ? value.freedAt : '',
  };
}

export function offlineDocumentsQuery(config: ConfigCollection) {
  return config.findOne(OFFLINE_DOCUMENTS_ID);
}

export async function readDocumentOpens(db: AppDatabase): Promise<DocumentOpens> {
  return documentOpensOf((await db.config.findOne(DOCUMENT_OPENS_ID).exec())?.value);
}

export async function readOfflineDocuments(db: AppDatabase): Promise<OfflineDocuments> {
  return offlineDocumentsOf((await offlineDocumentsQuery(db.config).exec())?.value);
}

/** Called when the user opens or downloads a document. */
export async function markDocumentOpened(db: AppDatabase, id: string): Promise<void> {
  const now = new Date().toISOString();
  await changeLocalRecord(db, DOCUMENT_OPENS_ID, (value) => {
    const entries = Object.entries({ ...documentOpensOf(value), [id]: now });
    entries.sort((a, b) => b[1].localeCompare(a[1]));
    return Object.fromEntries(entries.slice(0, MAX_REMEMBERED));
  });
}

/** Pins (or unpins) a claim's documents for offline use on this device. */
export async function pinClaimDocuments(
  db: AppDatabase,
  claimId: string,
  pinned: boolean,
): Promise<void> {
  await changeLocalRecord(db, OFFLINE_DOCUMENTS_ID, (value) => {
    const current = offlineDocumentsOf(value);
    const others = current.pinnedClaims.filter((id) => id !== claimId);
    return { ...current, pinnedClaims: pinned ? [...others, claimId] : others };
  });
}

/** Remembers a "Free space": copies not opened since stay off the device. */
export async function markSpaceFreed(db: AppDatabase, at: string): Promise<void> {
  await changeLocalRecord(db, OFFLINE_DOCUMENTS_ID, (value) => ({
    ...offlineDocumentsOf(value),
    freedAt: at,
  }));
}
