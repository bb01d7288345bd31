import type { DocumentsCollection } from './documents.collection';

export function documentsOfClaimQuery(documents: DocumentsCollection, claimId: string) {
  return documents.find({ selector: { claimId }, sort: [{ createdAt: 'desc' }] });
}

/** Every document this device holds, newest first (the library sorts and filters in memory). */
export function allDocumentsQuery(documents: DocumentsCollection) {
  return documents.find({ sort: [{ createdAt: 'desc' }] });
}

/** Upload windows tried, narrowest first, for the newest page (see newestPageStart). */
const WINDOW_DAYS = [1, 7, 30, 365];

/**
 * An upload time from which at least `limit` documents are as new, found with index counts;
 * null when even the widest window holds fewer (read them all). RxDB reads every record of a
 * descending sort before its limit (most storages have no descending index), so the newest page
 * is read as an ascending index range instead.
 */
export async function newestPageStart(
  documents: DocumentsCollection,
  limit: number,
  now = Date.now(),
): Promise<string | null> {
  for (const days of WINDOW_DAYS) {
    const since = new Date(now - days * 86_400_000).toISOString();
    const found = await documents.count({ selector: { createdAt: { $gte: since } } }).exec();
    if (found >= limit) return since;
  }
  return null;
}

/**
 * The newest `limit` documents, the library's first page: every document uploaded at `since` or
 * later holds them, since an older one never comes before one of these.
 */
export function newestDocumentsQuery(
  documents: DocumentsCollection,
  limit: number,
  since: string | null,
) {
  return documents.find({
    selector: since === null ? {} : { createdAt: { $gte: since } },
    sort: [{ createdAt: 'desc' }],
    limit,
  });
}
