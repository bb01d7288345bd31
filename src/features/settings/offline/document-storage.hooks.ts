import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSettingsGroup } from '../../../collections/config/config.hooks';
import { useAppDatabase } from '../../../collections/database.context';
import { useDocumentStorageUse } from '../../../collections/documents/document-offline.hooks';
import { freeDocumentSpace } from '../../../collections/documents/document-storage-plan';
import { useStorageEstimate } from '../../../shared/services/storage-estimate';
import { formatFileSize } from '../../../shared/ui/file-size';
import { runAction } from '../../../shared/ui/report-failure';
import type { DocumentStoragePanelProps } from './document-storage-panel';

/** The figures and the "Free space" action of the documents storage panel. */
export function useDocumentStoragePanel(): DocumentStoragePanelProps {
  const db = useAppDatabase();
  const use = useDocumentStorageUse();
  const { storeDocuments, maxStorageSize } = useSettingsGroup('offline');
  // Asked again whenever the stored files change (a download, an eviction, a free).
  const estimate = useStorageEstimate(use ? use.stored.bytes + use.pending.bytes : null);
  const [freeing, setFreeing] = useState(false);
  const onFreeSpace = () =>
    runAction(async () => {
      if (!db) return;
      setFreeing(true);
      try {
        const freed = await freeDocumentSpace(db);
        notifications.show({ color: 'green', message: `Freed ${formatFileSize(freed)}` });
      } finally {
        setFreeing(false);
      }
    }, 'Could not free the space');
  return { use, estimate, storeDocuments, maxStorageSize, freeing, onFreeSpace };
}
