import { ActionIcon, Badge, Group, Loader, Popover, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconCloud,
  IconCloudCheck,
  IconCloudOff,
  IconCloudX,
} from '@tabler/icons-react';
import { useEffect, useReducer, useState } from 'react';
import { SyncQueuePanel } from './sync-queue-panel';
import type { SyncQueueSummary } from './sync-queue-summary.types';

export type SyncButtonConnectivity = 'checking' | 'connected' | 'server-unreachable' | 'offline';

export interface SyncStatusButtonProps {
  connectivity: SyncButtonConnectivity;
  syncing: boolean;
  statusText: string;
  lastError: string | null;
  onClick: () => void;
  /** Null while no local database is open (locked, opening). */
  queue: SyncQueueSummary | null;
  onRetryFailed: () => void;
  conflictsHref: string;
  /** The clock the popover's relative times are measured against; the real one by default. */
  now?: () => number;
}

// Colour per SPEC 2: success when the server answers, warning when only the network is up
// (including while a check is out), disabled (grey) when the browser is offline.
// SPEC 2 both disables the button while the server is unreachable and has a click then run a
// reconnect check; the click wins, so the button stays enabled when the network is up and is
// disabled only while offline (nothing to check) or while a sync runs.
const look = {
  checking: {
    color: 'orange',
    Icon: IconCloud,
    hint: 'Click to check again',
    action: 'Check again',
  },
  connected: { color: 'teal', Icon: IconCloudCheck, hint: 'Click to sync now', action: 'Sync now' },
  'server-unreachable': {
    color: 'orange',
    Icon: IconCloudX,
    hint: 'Click to check again',
    action: 'Check again',
  },
  offline: {
    color: 'gray',
    Icon: IconCloudOff,
    hint: 'Waiting for a network connection',
    action: 'Sync now',
  },
} as const;

function queueLabel(queue: SyncQueueSummary | null): string {
  if (!queue) return 'Sync queue: not open';
  return `Sync queue: ${queue.waiting} waiting, ${queue.failed} failed, ${queue.conflicts} conflicts`;
}

export function SyncStatusButton(props: SyncStatusButtonProps) {
  const { connectivity, syncing, statusText, lastError, onClick, queue } = props;
  const [opened, setOpened] = useState(false);
  // "3 min ago" must not stand still while the details stay open.
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!opened) return;
    const timer = setInterval(tick, 30_000);
    return () => clearInterval(timer);
  }, [opened]);
  const { color, Icon, hint, action } = look[connectivity];
  const disabled = syncing || connectivity === 'offline';
  const label = [syncing ? 'Syncing…' : statusText, lastError, syncing ? null : hint]
    .filter(Boolean)
    .join(' · ');
  const troubled = !!queue && queue.failed + queue.conflicts > 0;
  // Changes waiting, plus the ones stuck: the number an adjuster cares about is "not on the server".
  const unsent = queue ? queue.waiting + queue.failed + queue.conflicts : 0;
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={label} withArrow multiline maw={280}>
        <ActionIcon
          variant="light"
          color={color}
          size="lg"
          radius="md"
          aria-label={`Sync status: ${statusText}`}
          data-connectivity={connectivity}
          disabled={disabled}
          onClick={onClick}
        >
          {syncing ? <Loader size={16} color={color} /> : <Icon size={20} stroke={1.6} />}
        </ActionIcon>
      </Tooltip>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        withArrow
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <UnstyledButton
            aria-label={queueLabel(queue)}
            data-testid="sync-queue-button"
            onClick={() => setOpened((o) => !o)}
            px={4}
            py={6}
            style={{ borderRadius: 'var(--mantine-radius-md)', display: 'flex', gap: 2 }}
          >
            {unsent > 0 && (
              <Badge
                size="sm"
                circle={unsent < 10}
                color={troubled ? 'red' : 'blue'}
                data-testid="sync-queue-badge"
                data-troubled={troubled}
              >
                {unsent}
              </Badge>
            )}
            <IconChevronDown size={14} stroke={1.8} />
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown aria-label="Sync details">
          <SyncQueuePanel
            queue={queue}
            statusText={statusText}
            lastError={lastError}
            syncing={syncing}
            syncDisabled={disabled}
            syncLabel={action}
            conflictsHref={props.conflictsHref}
            now={(props.now ?? Date.now)()}
            onSync={onClick}
            onRetryFailed={props.onRetryFailed}
            onNavigate={() => setOpened(false)}
          />
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
