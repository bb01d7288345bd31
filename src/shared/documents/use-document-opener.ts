import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useAppDatabase } from '../../collections/database.context';
import { openDocumentFile } from '../../replication/documents/open-document-file';
import type { SyncStatusStore } from '../../replication/sync-status.types';
import { useServices } from '../services/services.context';
import { saveFile } from '../ui/save-file';

export const NOT_ON_DEVICE_MESSAGE =
  'This file is not on this device; it can be opened when back online';

/** Whether a file the device does not hold failed because the server cannot be reached. */
export function isOffline(syncStatus: SyncStatusStore): boolean {
  const { online, serverReachable } = syncStatus.getState();
  return !online || !serverReachable || !navigator.onLine;
}

/**
 * Downloads a document's file: from this device when stored (offline too), else from the server
 * with the session's token (renewed once when it expired). Only one file at a time;
 * `openingDocumentId` drives the spinner.
 */
export function useDocumentOpener() {
  const db = useAppDatabase();
  const { fetchFile, syncStatus } = useServices();
  const [openingId, setOpeningId] = useState<string | null>(null);
  const open = useCallback(
    async (id: string, name: string) => {
      if (!db) return;
      setOpeningId(id);
      try {
        const file = await openDocumentFile(db, fetchFile, id);
        if (file) return saveFile(file, name);
        notifications.show(
          isOffline(syncStatus)
            ? { color: 'yellow', title: name, message: NOT_ON_DEVICE_MESSAGE }
            : { color: 'red', title: name, message: 'The file could not be downloaded' },
        );
      } catch {
        notifications.show({ color: 'red', title: name, message: 'The file could not be opened' });
      } finally {
        setOpeningId(null);
      }
    },
    [db, fetchFile, syncStatus],
  );
  const onOpenDocument = useCallback((id: string, name: string) => void open(id, name), [open]);
  return { openingDocumentId: openingId, onOpenDocument };
}
