import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSettingsGroup } from '../../collections/config/config.hooks';
import { useAppDatabase } from '../../collections/database.context';
import { uploadDocument } from '../../collections/documents/documents.mutations';
import { prepareUpload } from '../../collections/documents/prepare-upload';
import { cancelUpload, retryUpload } from '../../replication/outbox/upload-control';
import { uploadTracker, type UploadProgress } from '../../replication/outbox/upload-tracker';
import { useSyncStatus } from '../services/services.context';
import { useWriteAccess } from '../services/use-write-access';
import { runAction } from '../ui/report-failure';
import { queuedUploadStatus, type QueuedUpload, type UploadRow } from './upload-status';

type Entry =
  | { key: string; name: string; size: number; phase: 'checking' }
  | { key: string; name: string; size: number; phase: 'refused'; message: string }
  | { key: string; name: string; size: number; phase: 'queued'; documentId: string };

export interface UploadTarget {
  claimId: string;
  /** null: the organization's defaultClientVisibility. */
  isClientVisible: boolean | null;
}

let nextKey = 0;

/** The live operations of the queued files (another tab may send them; a pull never adds one). */
function useQueuedUploads(documentIds: readonly string[]): ReadonlyMap<string, QueuedUpload> {
  const db = useAppDatabase();
  const [ops, setOps] = useState<ReadonlyMap<string, QueuedUpload>>(new Map());
  const key = documentIds.join(',');
  useEffect(() => {
    if (!db || key === '') return;
    const query = db.sync_queue.find({
      selector: { resourceId: { $in: key.split(',') }, operationType: 'create' },
    });
    const subscription = query.$.subscribe((docs) =>
      setOps(new Map(docs.map((op) => [op.resourceId, op.toMutableJSON()]))),
    );
    return () => subscription.unsubscribe();
  }, [db, key]);
  return ops;
}

function useUploadProgress(): ReadonlyMap<string, UploadProgress> {
  const [progress, setProgress] = useState<ReadonlyMap<string, UploadProgress>>(new Map());
  useEffect(() => {
    const subscription = uploadTracker.progress$.subscribe(setProgress);
    return () => subscription.unsubscribe();
  }, []);
  return progress;
}

/**
 * The upload widget's data: picked files are checked against the documents settings one after
 * the other (a refused one keeps its reason on its row and nothing is queued), the others
 * compressed if the setting says so and queued encrypted like every upload. Each row then follows
 * its queued operation: waiting for connection, queued, sending (with this tab's progress),
 * failed (retry) or done; a queued or sending file can be cancelled.
 */
export function useDocumentUploads(target: UploadTarget | null) {
  const access = useWriteAccess();
  const db = useAppDatabase();
  const settings = useSettingsGroup('documents');
  const { connectivity } = useSyncStatus();
  const [entries, setEntries] = useState<Entry[]>([]);
  const chain = useRef(Promise.resolve());
  const ops = useQueuedUploads(
    useMemo(() => entries.flatMap((e) => (e.phase === 'queued' ? [e.documentId] : [])), [entries]),
  );
  const progress = useUploadProgress();

  const update = (key: string, entry: Entry | null) =>
    setEntries((all) =>
      entry ? all.map((e) => (e.key === key ? entry : e)) : all.filter((e) => e.key !== key),
    );

  const add = useCallback(
    (files: readonly File[]) => {
      if (!target) return;
      const added = files.map((file) => ({ file, key: `upload-${(nextKey += 1)}` }));
      setEntries((all) => [
        ...all,
        ...added.map(({ file, key }) => ({
          key,
          name: file.name,
          size: file.size,
          phase: 'checking' as const,
        })),
      ]);
      // One file at a time, in the order picked: compression is heavy and the queue keeps order.
      for (const { file, key } of added) {
        chain.current = chain.current.then(async () => {
          const base = { key, name: file.name };
          try {
            const prepared = await prepareUpload(file, settings);
            if ('refusal' in prepared) {
              const { message } = prepared.refusal;
              update(key, { ...base, size: file.size, phase: 'refused', message });
              return;
            }
            const { db: writeDb, user } = access();
            const isClientVisible = target.isClientVisible ?? settings.defaultClientVisibility;
            const upload = { file: prepared.file, name: file.name, claimId: target.claimId };
            const doc = await uploadDocument(writeDb, { ...upload, isClientVisible }, user);
            update(key, { ...base, size: doc.size, phase: 'queued', documentId: doc.id });
          } catch (error) {
            const message = error instanceof Error ? error.message : 'The file could not be read';
            update(key, { ...base, size: file.size, phase: 'refused', message });
          }
        });
      }
    },
    [target, settings, access],
  );

  const cancel = useCallback(
    (key: string) => {
      const entry = entries.find((e) => e.key === key);
      if (entry?.phase === 'refused') return update(key, null);
      if (entry?.phase !== 'queued' || !db) return;
      runAction(async () => {
        if (!(await cancelUpload(db, entry.documentId))) {
          throw new Error('This file has already been sent, or another tab is sending it');
        }
        update(key, null);
      }, 'Could not cancel the upload');
    },
    [entries, db],
  );

  const retry = useCallback(
    (key: string) => {
      const entry = entries.find((e) => e.key === key);
      if (entry?.phase !== 'queued' || !db) return;
      runAction(() => retryUpload(db, entry.documentId), 'Could not retry the upload');
    },
    [entries, db],
  );

  const connected = connectivity === 'connected' || connectivity === 'checking';
  const rows: UploadRow[] = entries.map((entry) => {
    const { key, name, size } = entry;
    if (entry.phase === 'checking') return { key, name, size, status: { kind: 'checking' } };
    if (entry.phase === 'refused') {
      return { key, name, size, status: { kind: 'refused', message: entry.message } };
    }
    const op = ops.get(entry.documentId);
    const status = queuedUploadStatus(op, progress.get(entry.documentId), connected);
    return { key, name, size, status };
  });

  const clearFinished = useCallback(
    () => setEntries((all) => all.filter((e) => e.phase === 'checking' || !isFinished(e, ops))),
    [ops],
  );

  return { rows, add, cancel, retry, clearFinished, settings };
}

function isFinished(entry: Entry, ops: ReadonlyMap<string, QueuedUpload>): boolean {
  if (entry.phase === 'refused') return true;
  return entry.phase === 'queued' && ops.get(entry.documentId)?.status === 'completed';
}
