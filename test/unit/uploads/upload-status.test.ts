import { describe, expect, it } from 'vitest';
import {
  overallPercent,
  queuedUploadStatus,
  rowPercent,
  type UploadRow,
} from '../../../src/shared/document-upload/upload-status';

describe('upload row status', () => {
  it('follows the queued operation, offline as waiting for connection', () => {
    expect(queuedUploadStatus({ status: 'pending' }, undefined, true)).toEqual({ kind: 'queued' });
    expect(queuedUploadStatus({ status: 'pending' }, undefined, false)).toEqual({
      kind: 'waiting',
    });
    expect(queuedUploadStatus(undefined, undefined, false)).toEqual({ kind: 'waiting' });
    expect(queuedUploadStatus({ status: 'in_progress' }, { loaded: 3, total: 4 }, true)).toEqual({
      kind: 'sending',
      loaded: 3,
      total: 4,
    });
    // Sent by another tab: no figure here.
    expect(queuedUploadStatus({ status: 'in_progress' }, undefined, true)).toEqual({
      kind: 'sending',
      loaded: 0,
      total: 0,
    });
    const lastError = { message: 'File is larger than the 1 MB limit' };
    expect(queuedUploadStatus({ status: 'failed', lastError }, undefined, true)).toEqual({
      kind: 'failed',
      message: lastError.message,
    });
    expect(queuedUploadStatus({ status: 'completed' }, undefined, false)).toEqual({ kind: 'done' });
  });

  it('weights the overall bar by size and leaves refused and failed files out', () => {
    const rows: UploadRow[] = [
      { key: 'a', name: 'a', size: 300, status: { kind: 'done' } },
      { key: 'b', name: 'b', size: 100, status: { kind: 'sending', loaded: 50, total: 100 } },
      { key: 'c', name: 'c', size: 600, status: { kind: 'queued' } },
      { key: 'd', name: 'd', size: 999, status: { kind: 'refused', message: 'no' } },
      { key: 'e', name: 'e', size: 999, status: { kind: 'failed', message: 'no' } },
    ];
    expect(overallPercent(rows)).toBe(35);
    expect(overallPercent([])).toBe(0);
    expect(rowPercent(rows[1]!.status)).toBe(50);
    expect(rowPercent(rows[0]!.status)).toBe(100);
    expect(rowPercent(rows[3]!.status)).toBeNull();
  });
});
