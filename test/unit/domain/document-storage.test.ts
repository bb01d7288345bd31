import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_MB,
  documentsToStore,
  storageRanking,
  type StorageCandidate,
} from '../../../src/domain/document-storage';

const MB = BYTES_PER_MB;
const doc = (id: string, over: Partial<StorageCandidate> = {}): StorageCandidate => ({
  id,
  size: MB,
  lastOpened: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  pinned: false,
  pending: false,
  ...over,
});
const kept = (candidates: StorageCandidate[], limit: number) =>
  [...documentsToStore(candidates, limit)].sort();

describe('which document files a device keeps (storeDocuments, maxStorageSize)', () => {
  it('ranks by last opened, then by upload time, so the least recently opened go first', () => {
    const ranking = storageRanking([
      doc('old-open', { lastOpened: '2026-02-01T00:00:00.000Z' }),
      doc('never-new', { createdAt: '2026-03-01T00:00:00.000Z' }),
      doc('recent-open', { lastOpened: '2026-03-05T00:00:00.000Z' }),
      doc('never-old'),
    ]);
    expect(ranking.map((c) => c.id)).toEqual(['recent-open', 'old-open', 'never-new', 'never-old']);
  });

  it('keeps files within the limit and evicts the least recently opened first', () => {
    const candidates = [
      doc('a', { lastOpened: '2026-03-03T00:00:00.000Z' }),
      doc('b', { lastOpened: '2026-03-02T00:00:00.000Z' }),
      doc('c', { lastOpened: '2026-03-01T00:00:00.000Z' }),
    ];
    expect(kept(candidates, 3)).toEqual(['a', 'b', 'c']);
    expect(kept(candidates, 2)).toEqual(['a', 'b']);
    expect(kept(candidates, 0)).toEqual([]);
  });

  it('skips a file too large for the room left and fills it with smaller, older ones', () => {
    const candidates = [
      doc('small-new', { lastOpened: '2026-03-03T00:00:00.000Z' }),
      doc('big', { lastOpened: '2026-03-02T00:00:00.000Z', size: 5 * MB }),
      doc('small-old', { lastOpened: '2026-03-01T00:00:00.000Z' }),
    ];
    expect(kept(candidates, 3)).toEqual(['small-new', 'small-old']);
  });

  it('keeps pinned claims’ documents last: before any unpinned one, opened or not', () => {
    const candidates = [
      doc('opened', { lastOpened: '2026-03-03T00:00:00.000Z' }),
      doc('pinned-old', { pinned: true }),
      doc('pinned-new', { pinned: true, lastOpened: '2026-01-05T00:00:00.000Z' }),
    ];
    expect(storageRanking(candidates).map((c) => c.id)).toEqual([
      'pinned-new',
      'pinned-old',
      'opened',
    ]);
    expect(kept(candidates, 2)).toEqual(['pinned-new', 'pinned-old']);
    expect(kept(candidates, 1)).toEqual(['pinned-new']);
  });

  it('never evicts a pending upload, and does not count it against the limit', () => {
    const candidates = [
      doc('pending-huge', { pending: true, size: 50 * MB }),
      doc('pending-old', { pending: true }),
      doc('uploaded', { lastOpened: '2026-03-03T00:00:00.000Z' }),
    ];
    expect(kept(candidates, 0)).toEqual(['pending-huge', 'pending-old']);
    expect(kept(candidates, 1)).toEqual(['pending-huge', 'pending-old', 'uploaded']);
    expect(storageRanking(candidates).map((c) => c.id)).toEqual(['uploaded']);
  });
});
