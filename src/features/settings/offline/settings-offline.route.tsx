import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCollectionCounts } from '../../../collections/collection-counts.hooks';
import { useSetAsideRecords, useSyncQueue } from './offline-inspect.hooks';
import { CollectionCounts } from '../../../shared/ui/collection-counts';
import { DocumentStoragePanel } from './document-storage-panel';
import { useDocumentStoragePanel } from './document-storage.hooks';
import { OfflineSettingsForm } from './offline-settings-form';
import { SetAsideTable } from './set-aside-table';
import { SyncQueueTable } from './sync-queue-table';
import { PageHeader } from '../../../shared/ui/page-header';

// Settings › Offline: the organization's offline settings (a form: they shape what this same page
// shows, so they sit above it rather than on a page of their own), the document files this device
// stores with "Free space", and, for developers and support, what this device holds
// (collections and their sizes), the sync queue, live, with retry and discard, and the pulled
// records it set aside.
export function SettingsOfflineRoute() {
  const counts = useCollectionCounts();
  const queue = useSyncQueue();
  const setAside = useSetAsideRecords();
  const documentStorage = useDocumentStoragePanel();

  function act(action: (id: string) => Promise<void>, failure: string) {
    return (id: string) =>
      void action(id).catch(() => notifications.show({ color: 'red', message: failure }));
  }

  return (
    <>
      <PageHeader
        title="Offline"
        description="What this device keeps for offline work, and the changes waiting to sync."
      />
      <Stack gap="lg">
        <OfflineSettingsForm />
        <DocumentStoragePanel {...documentStorage} />
        <SyncQueueTable
          rows={queue.rows}
          onRetry={act(queue.retry, 'Could not retry the operation')}
          onDiscard={act(queue.discard, 'Could not discard the operation')}
        />
        <SetAsideTable records={setAside} />
        <CollectionCounts counts={counts} />
      </Stack>
    </>
  );
}
