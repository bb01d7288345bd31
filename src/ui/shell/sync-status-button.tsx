import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { IconCloud, IconCloudCheck, IconCloudOff, IconCloudX } from '@tabler/icons-react';

export type SyncButtonConnectivity = 'checking' | 'connected' | 'server-unreachable' | 'offline';

export interface SyncStatusButtonProps {
  connectivity: SyncButtonConnectivity;
  syncing: boolean;
  statusText: string;
  lastError: string | null;
  onClick: () => void;
}

// Colour per SPEC 2: success when the server answers, warning when only the network is up
// (including while a check is out), disabled (grey) when the browser is offline.
// SPEC 2 both disables the button while the server is unreachable and has a click then run a
// reconnect check; the click wins, so the button stays enabled when the network is up and is
// disabled only while offline (nothing to check) or while a sync runs.
const look = {
  checking: { color: 'orange', Icon: IconCloud, hint: 'Click to check again' },
  connected: { color: 'teal', Icon: IconCloudCheck, hint: 'Click to sync now' },
  'server-unreachable': { color: 'orange', Icon: IconCloudX, hint: 'Click to check again' },
  offline: { color: 'gray', Icon: IconCloudOff, hint: 'Waiting for a network connection' },
} as const;

export function SyncStatusButton(props: SyncStatusButtonProps) {
  const { connectivity, syncing, statusText, lastError, onClick } = props;
  const { color, Icon, hint } = look[connectivity];
  const label = [syncing ? 'Syncing…' : statusText, lastError, syncing ? null : hint]
    .filter(Boolean)
    .join(' · ');
  return (
    <Tooltip label={label} withArrow multiline maw={280}>
      <ActionIcon
        variant="light"
        color={color}
        size="lg"
        radius="md"
        aria-label={`Sync status: ${statusText}`}
        data-connectivity={connectivity}
        disabled={syncing || connectivity === 'offline'}
        onClick={onClick}
      >
        {syncing ? <Loader size={16} color={color} /> : <Icon size={20} stroke={1.6} />}
      </ActionIcon>
    </Tooltip>
  );
}
