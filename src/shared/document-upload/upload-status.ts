import type { OperationStatus } from '../../domain/sync-operation.schema';

export type UploadStatus =
  | { kind: 'checking' }
  | { kind: 'refused'; message: string }
  | { kind: 'waiting' }
  | { kind: 'queued' }
  | { kind: 'sending'; loaded: number; total: number }
  | { kind: 'failed'; message: string }
  | { kind: 'done' };

export interface UploadRow {
  key: string;
  name: string;
  /** Bytes to send: a compressed photo's size once it is prepared. */
  size: number;
  status: UploadStatus;
}

export interface QueuedUpload {
  status: OperationStatus;
  lastError?: { message: string } | null;
}

/**
 * Where a queued file stands: from its operation in the sync queue, the bytes this tab has sent
 * (another tab sending shows no figure) and whether the server can be reached at all.
 */
export function queuedUploadStatus(
  op: QueuedUpload | undefined,
  progress: { loaded: number; total: number } | undefined,
  connected: boolean,
): UploadStatus {
  switch (op?.status) {
    case 'completed':
      return { kind: 'done' };
    case 'failed':
    case 'conflict':
      return { kind: 'failed', message: op.lastError?.message ?? 'The upload failed' };
    case 'in_progress':
      return { kind: 'sending', loaded: progress?.loaded ?? 0, total: progress?.total ?? 0 };
    case 'pending':
    case undefined:
      return connected ? { kind: 'queued' } : { kind: 'waiting' };
  }
}

/** A file still to be sent or being sent: the overall bar shows while any is. */
export function isInFlight(status: UploadStatus): boolean {
  return ['checking', 'waiting', 'queued', 'sending'].includes(status.kind);
}

/** Share of the bytes of this batch that reached the server (0–100), weighted by file size. */
export function overallPercent(rows: readonly UploadRow[]): number {
  let total = 0;
  let sent = 0;
  for (const row of rows) {
    const { status } = row;
    if (status.kind === 'refused' || status.kind === 'failed') continue;
    total += row.size;
    if (status.kind === 'done') sent += row.size;
    if (status.kind === 'sending' && status.total > 0) {
      sent += (row.size * status.loaded) / status.total;
    }
  }
  return total === 0 ? 0 : Math.round((sent / total) * 100);
}

/** A file's own bar (0–100), or null when it has no figure to show. */
export function rowPercent(status: UploadStatus): number | null {
  if (status.kind === 'done') return 100;
  if (status.kind === 'sending') {
    return status.total > 0 ? Math.round((status.loaded / status.total) * 100) : 0;
  }
  if (status.kind === 'queued' || status.kind === 'waiting') return 0;
  return null;
}
