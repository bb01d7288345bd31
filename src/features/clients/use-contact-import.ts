import { useCallback, useEffect, useRef, useState } from 'react';
import { importContactsBatch } from '../../collections/contacts/contacts-import.mutations';
import { useAppDatabase } from '../../collections/database.context';
import { IMPORT_BATCH_SIZE, type ImportItem } from '../../domain/contact-import';
import { useSession } from '../../shared/services/services.context';

export interface ImportProgress {
  total: number;
  /** Contacts saved on this device (queued). */
  written: number;
  /** Contacts the server has acknowledged. */
  synced: number;
  /** Why a batch could not be sent (the server's message), once the queue gave up on it. */
  failed: string | null;
  cancelled: boolean;
  done: boolean;
}

// Batches saved ahead of the server: enough to keep the queue busy, few enough that Cancel
// still stops most of a large file.
const AHEAD = 3;
const POLL_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes an import in batches through the sync queue (one operation per IMPORT_BATCH_SIZE
 * contacts) and follows each batch until the server has it. Cancel stops the batches not yet
 * written; those already written stay and are synced.
 */
export function useContactImport() {
  const db = useAppDatabase();
  const { user } = useSession();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const cancelled = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const start = useCallback(
    async (items: readonly ImportItem[]) => {
      if (!db || !user) throw new Error('The local data is not open yet; try again in a moment');
      cancelled.current = false;
      const sizes = new Map<string, number>();
      const state: ImportProgress = {
        total: items.length,
        written: 0,
        synced: 0,
        failed: null,
        cancelled: false,
        done: false,
      };
      const show = () => {
        state.cancelled = cancelled.current;
        if (alive.current) setProgress({ ...state });
      };
      // Completed batches count as synced (a pruned one too); a failed one stops the import.
      const refresh = async () => {
        const ops = await db.sync_queue.findByIds([...sizes.keys()]).exec();
        let synced = 0;
        let waiting = 0;
        for (const [id, size] of sizes) {
          const op = ops.get(id);
          if (!op || op.status === 'completed') synced += size;
          else if (op.status === 'failed' || op.status === 'conflict') {
            state.failed = op.lastError?.message ?? 'The server refused a batch';
          } else waiting++;
        }
        state.synced = synced;
        show();
        return waiting;
      };
      show();
      for (let from = 0; from < items.length; from += IMPORT_BATCH_SIZE) {
        while ((await refresh()) >= AHEAD && !cancelled.current && !state.failed && alive.current) {
          await sleep(POLL_MS);
        }
        if (cancelled.current || state.failed || !alive.current) break;
        const batch = items.slice(from, from + IMPORT_BATCH_SIZE);
        sizes.set(await importContactsBatch(db, batch, user), batch.length);
        state.written += batch.length;
        show();
      }
      while ((await refresh()) > 0 && !state.failed && alive.current) await sleep(POLL_MS);
      state.done = true;
      show();
    },
    [db, user],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
  }, []);
  const reset = useCallback(() => setProgress(null), []);
  return { progress, start, cancel, reset };
}
