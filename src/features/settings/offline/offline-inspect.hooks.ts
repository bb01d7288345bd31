import { useEffect, useMemo, useState } from 'react';
import type { RxCollection, RxDocument } from 'rxdb';
import {
  setAsideQuery,
  setAsideRecords,
  type SetAsideRecord,
} from '../../../collections/config/set-aside';
import { useAppDatabase } from '../../../collections/database.context';
import { useLiveQuery } from '../../../collections/live-query.hook';
import type { QueueRow } from './sync-queue-table';

// The developer inspection page reads the database generically, collection by name, so it
// shows whatever collections exist without knowing their types.
type Collections = Record<string, RxCollection | undefined>;

function useCollections(): Collections | null {
  const db = useAppDatabase();
  return (db?.collections as Collections | undefined) ?? null;
}

function toRow(doc: RxDocument): QueueRow {
  const op = doc.toJSON() as Record<string, unknown>;
  const lastError = op.lastError as { message?: string } | null | undefined;
  return {
    id: String(op.id),
    operationType: String(op.operationType),
    resourceType: String(op.resourceType),
    resourceId: String(op.resourceId),
    status: String(op.status),
    retryCount: Number(op.retryCount ?? 0),
    lastError: lastError?.message ?? null,
  };
}

/** The sync queue, oldest first, with the page's two actions. */
export function useSyncQueue() {
  const queue = useCollections()?.sync_queue;
  const [rows, setRows] = useState<QueueRow[]>([]);
  useEffect(() => {
    if (!queue) return;
    const subscription = queue.find().$.subscribe((docs: RxDocument[]) => {
      const ordered = [...docs].sort(
        (a, b) => Number(a.get('timestamp') ?? 0) - Number(b.get('timestamp') ?? 0),
      );
      setRows(ordered.map(toRow));
    });
    return () => subscription.unsubscribe();
  }, [queue]);

  async function retry(id: string) {
    // SPEC 4: a retried failed operation starts again as pending with no retries counted.
    await queue?.findOne(id).incrementalPatch({ status: 'pending', retryCount: 0 });
  }
  async function discard(id: string) {
    await queue?.findOne(id).incrementalRemove();
  }
  return { rows: queue ? rows : [], retry, discard };
}

/** The pulled records this device set aside (newest first), live. */
export function useSetAsideRecords(): SetAsideRecord[] {
  const db = useAppDatabase();
  const query = useMemo(() => (db?.config ? setAsideQuery(db.config) : null), [db]);
  const { value } = useLiveQuery(query);
  return useMemo(() => setAsideRecords(value?.value), [value]);
}
