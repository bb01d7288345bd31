import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useSyncStatus } from '../../../shared/services/services.context';
import { useStorageEstimate } from '../../../shared/services/storage-estimate';
import { useQueueMetadata } from '../../../shared/services/use-device-state';
import { formatFileSize } from '../../../shared/ui/file-size';
import { syncTimeText } from '../../../shared/ui/sync-time';
import type { WidgetProps } from '../dashboard-data';
import { WidgetCard } from '../widget-card';
import { linkTo } from './links';

function Fact({ label, value, alert }: { label: string; value: string; alert?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600} c={alert ? 'var(--app-danger-text)' : undefined} data-fact={label}>
        {value}
      </Text>
    </Stack>
  );
}

/** This device's queue, last sync and storage (the same figures as the profile's device card). */
export function SyncHealthWidget({ data }: WidgetProps) {
  const queue = useQueueMetadata();
  const estimate = useStorageEstimate();
  const sync = useSyncStatus();
  const now = data.now.getTime();
  const times = [queue?.lastSuccessfulSync ?? null, sync.lastSyncedAt?.getTime() ?? null];
  const lastSync = Math.max(...times.map((t) => t ?? -1));
  return (
    <WidgetCard
      widgetId="syncHealth"
      title="Sync health"
      help={`This device: ${sync.statusText}.`}
      link={{ to: linkTo('offlineData'), label: 'Offline settings and the queue' }}
      loading={queue === null}
      empty={false}
      emptyText=""
    >
      <SimpleGrid cols={2} spacing="sm">
        <Fact label="Queued" value={String(queue?.pendingOperations ?? 0)} />
        <Fact
          label="Failed"
          value={String(queue?.failedOperations ?? 0)}
          alert={(queue?.failedOperations ?? 0) > 0}
        />
        <Fact label="Last sync" value={lastSync < 0 ? 'None yet' : syncTimeText(lastSync, now)} />
        <Fact label="Storage used" value={estimate ? formatFileSize(estimate.usage) : 'Unknown'} />
      </SimpleGrid>
    </WidgetCard>
  );
}
