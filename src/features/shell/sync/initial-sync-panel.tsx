import { Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudDownload } from '@tabler/icons-react';
import { StatusBanner } from '../../../shared/ui/status-banner';

export type ResourceSyncState = 'waiting' | 'syncing' | 'done' | 'error';

export interface ResourceSyncRow {
  key: string;
  label: string;
  received: number;
  state: ResourceSyncState;
}

export interface InitialSyncPanelProps {
  rows: ResourceSyncRow[];
}

// Calm on purpose: the first download is expected work, and the app is usable meanwhile.
export function InitialSyncPanel({ rows }: InitialSyncPanelProps) {
  return (
    <StatusBanner
      icon={<IconCloudDownload size={18} stroke={1.6} />}
      title="Setting up this device"
      testId="initial-sync-panel"
    >
      <Stack gap={4}>
        <Text size="sm">
          Downloading your organization&apos;s data so it is available offline. You can keep working
          meanwhile.
        </Text>
        <Group gap="lg" wrap="wrap">
          {rows.map((row) => (
            <ResourceProgress key={row.key} row={row} />
          ))}
        </Group>
      </Stack>
    </StatusBanner>
  );
}

function ResourceProgress({ row }: { row: ResourceSyncRow }) {
  return (
    <Group gap={6} wrap="nowrap" data-resource={row.key} data-state={row.state}>
      <StateIcon state={row.state} />
      <Text size="sm" c={row.state === 'waiting' ? 'dimmed' : undefined}>
        {row.label}
        {row.state !== 'waiting' && ` · ${row.received}`}
      </Text>
    </Group>
  );
}

function StateIcon({ state }: { state: ResourceSyncState }) {
  if (state === 'done') return <IconCheck size={14} color="var(--mantine-color-teal-7)" />;
  if (state === 'error')
    return <IconAlertTriangle size={14} color="var(--mantine-color-yellow-7)" />;
  if (state === 'syncing') return <Loader size={12} />;
  return <IconCloudDownload size={14} color="var(--mantine-color-gray-5)" />;
}
