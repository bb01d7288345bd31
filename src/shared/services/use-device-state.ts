import { useEffect, useState } from 'react';
import { useAppDatabase } from '../../collections/database.context';
import { queueMetadata$, type QueueMetadata } from '../../replication/outbox/queue-meta';

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
