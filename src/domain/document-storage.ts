/**
 * Which document files a device keeps when the offline setting `storeDocuments` is on (issue 14).
 *
 * The rule:
 * - A pending upload (not acknowledged by the server yet) is the only copy of its file: it is
 *   always kept and does not count against the limit.
 * - The others are ranked: documents of claims pinned for offline use first, then by when this
 *   device last opened the document or its claim (latest first), then by upload time (newest
 *   first). Eviction goes the other way: least recently opened first, pinned claims' last.
 * - Going down that ranking, a file is kept while the files kept so far and it fit in
 *   `maxStorageSize` MB; a file that does not fit is skipped, so smaller ones after it may still
 *   use the room left.
 */
export interface StorageCandidate {
  id: string;
  /** The file's size in bytes. */
  size: number;
  /** ISO time this device last opened the document or its claim; '' when never. */
  lastOpened: string;
  /** ISO upload time. */
  createdAt: string;
  /** Its claim's documents are pinned for offline use on this device. */
  pinned: boolean;
  /** An upload not acknowledged yet: never evicted, never counted. */
  pending: boolean;
}

export const BYTES_PER_MB = 1024 * 1024;

/** The candidates in the order they keep their place on the device: first kept, last evicted. */
export function storageRanking<T extends StorageCandidate>(candidates: readonly T[]): T[] {
  return candidates
    .filter((c) => !c.pending)
    .sort(
      (a, b) =>
        Number(b.pinned) - Number(a.pinned) ||
        b.lastOpened.localeCompare(a.lastOpened) ||
        b.createdAt.localeCompare(a.createdAt) ||
        a.id.localeCompare(b.id),
    );
}

/** The ids whose file belongs on the device under a limit of `maxStorageMb`. */
export function documentsToStore(
  candidates: readonly StorageCandidate[],
  maxStorageMb: number,
): Set<string> {
  const keep = new Set(candidates.filter((c) => c.pending).map((c) => c.id));
  let room = Math.max(0, maxStorageMb) * BYTES_PER_MB;
  for (const candidate of storageRanking(candidates)) {
    if (candidate.size > room) continue;
    keep.add(candidate.id);
    room -= candidate.size;
  }
  return keep;
}
