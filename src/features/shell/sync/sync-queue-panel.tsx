import { Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconRefresh, IconReload } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SyncQueueSummary } from './sync-queue-summary.types';
import { syncTimeText } from '../../../shared/ui/sync-time';

export interface SyncQueuePanelProps {
  queue: SyncQueueSummary | null;
  statusText: string;
  lastError: string | null;
  syncing: boolean;
  syncDisabled: boolean;
  syncLabel: string;
  conflictsHref: string;
  now: number;
  onSync: () => void;
  onRetryFailed: () => void;
  onNavigate: () => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Row({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" c={color} ta="right">
        {value}
      </Text>
    </Group>
  );
}

export function SyncQueuePanel(props: SyncQueuePanelProps) {
  const { queue, statusText, lastError, syncing, now } = props;
  return (
    <Stack gap="xs" w={300}>
      <div>
        <Text size="sm" fw={600} data-testid="sync-status-text">
          {syncing ? 'Syncing…' : statusText}
        </Text>
        {lastError && (
          <Text size="sm" c="var(--app-danger-text)" role="alert">
            {lastError}
          </Text>
        )}
      </div>
      <Divider />
      {queue ? (
        <Stack gap={6} data-testid="sync-queue-summary">
          <Text size="sm">
            {plural(queue.waiting, 'change waiting to sync', 'changes waiting to sync')}
          </Text>
          {queue.failed > 0 && (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" c="var(--app-danger-text)">
                {plural(queue.failed, 'failed', 'failed')}
              </Text>
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                leftSection={<IconReload size={14} />}
                onClick={props.onRetryFailed}
              >
                Retry failed
              </Button>
            </Group>
          )}
          {queue.conflicts > 0 && (
            <Anchor
              component={Link}
              to={props.conflictsHref}
              size="sm"
              c="orange.8"
              onClick={props.onNavigate}
            >
              {plural(queue.conflicts, 'conflict', 'conflicts')} to resolve
            </Anchor>
          )}
          <Row label="Last sync attempt" value={syncTimeText(queue.lastSyncAttempt, now)} />
          <Row label="Last successful sync" value={syncTimeText(queue.lastSuccessfulSync, now)} />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Local data is not open yet.
        </Text>
      )}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRefresh size={14} />}
        disabled={props.syncDisabled}
        loading={syncing}
        onClick={props.onSync}
      >
        {props.syncLabel}
      </Button>
    </Stack>
  );
}
