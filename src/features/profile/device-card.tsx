import { Anchor, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCollectionCounts } from '../../collections/collection-counts.hooks';
import { useDocumentStorageUse } from '../../collections/documents/document-offline.hooks';
import { routePath } from '../../shared/routes/route-table';
import { useSyncStatus } from '../../shared/services/services.context';
import { CollectionCounts } from '../../shared/ui/collection-counts';
import { formatFileSize } from '../../shared/ui/file-size';
import { syncTimeText } from '../../shared/ui/sync-time';
import { ProfileCard } from './profile-card';
import { useStorageEstimate } from '../../shared/services/storage-estimate';
import { useQueueMetadata } from '../../shared/services/use-device-state';

function Fact({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-fact={label}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

/** A clock for relative times ("3 min ago") that moves every half minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** What this device keeps for offline work (the same figures as Settings › Offline). */
export function DeviceCard() {
  const counts = useCollectionCounts();
  const documents = useDocumentStorageUse();
  const estimate = useStorageEstimate();
  const queue = useQueueMetadata();
  const sync = useSyncStatus();
  const now = useNow();
  // The queue's last acknowledged change, or the last "Sync now", whichever came later.
  const times = [queue?.lastSuccessfulSync ?? null, sync.lastSyncedAt?.getTime() ?? null];
  const lastSync = Math.max(...times.map((t) => t ?? -1));
  const waiting = queue ? queue.pendingOperations + queue.failedOperations : null;

  return (
    <ProfileCard
      id="device"
      title="This device"
      description="What this browser keeps for offline work, encrypted with your password."
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Fact
          label="Last change synced"
          value={lastSync < 0 ? 'None yet' : syncTimeText(lastSync, now)}
          detail={sync.statusText}
        />
        <Fact
          label="Changes waiting"
          value={waiting === null ? '—' : String(waiting)}
          detail={
            queue && queue.failedOperations > 0
              ? `${queue.failedOperations} need attention`
              : undefined
          }
        />
        <Fact
          label="Storage used"
          value={estimate ? formatFileSize(estimate.usage) : 'Unknown'}
          detail={estimate ? `of ${formatFileSize(estimate.quota)} the browser allows` : undefined}
        />
      </SimpleGrid>
      {estimate && estimate.quota > 0 && (
        <Progress
          value={Math.min(100, (estimate.usage / estimate.quota) * 100)}
          size="sm"
          aria-label="Storage used"
        />
      )}
      {documents && (
        <Text size="sm" c="dimmed" data-device-documents>
          Documents stored here: {formatFileSize(documents.stored.bytes)} (
          {documents.stored.count === 1 ? '1 file' : `${documents.stored.count} files`})
          {documents.pending.count > 0 &&
            `, plus ${formatFileSize(documents.pending.bytes)} waiting to upload`}
        </Text>
      )}
      <CollectionCounts counts={counts} inCard />
      <Group justify="flex-end">
        <Anchor component={Link} to={routePath('offlineData')} size="sm">
          Offline settings and the sync queue
        </Anchor>
      </Group>
    </ProfileCard>
  );
}
