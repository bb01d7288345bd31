import { useEffect, useState } from 'react';
import { useAppDatabase } from '../../collections/database.context';
import { queueMetadata$, type QueueMetadata } from '../../replication/outbox/queue-meta';

export interface StorageEstimate {
  usage: number;
  quota: number;
}

/** What the browser says this origin stores and may store; null where it cannot say. */
export function useStorageEstimate(): StorageEstimate | null {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    let current = true;
    void navigator.storage
      ?.estimate?.()
      .then(({ usage, quota }) => {
        if (current && usage !== undefined && quota !== undefined) setEstimate({ usage, quota });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return estimate;
}

/** The sync queue's counts and times (SPEC 3 queue metadata), live; null while no data is open. */
export function useQueueMetadata(): QueueMetadata | null {
  const db = useAppDatabase();
  const [meta, setMeta] = useState<{ db: unknown; value: QueueMetadata } | null>(null);
  useEffect(() => {
    if (!db) return;
    const subscription = queueMetadata$(db).subscribe((value) => setMeta({ db, value }));
    return () => subscription.unsubscribe();
  }, [db]);
  return meta && meta.db === db ? meta.value : null;
}
