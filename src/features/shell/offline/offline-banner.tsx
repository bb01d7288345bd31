import { Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { StatusBanner } from '../../../shared/ui/status-banner';

export interface OfflineBannerProps {
  /** 'offline': the browser has no network; 'server-unreachable': it has, the server is silent. */
  reason: 'offline' | 'server-unreachable';
}

// Calm on purpose: working offline is a normal state of this product, not an error.
export function OfflineBanner({ reason }: OfflineBannerProps) {
  const title = reason === 'offline' ? 'You are offline' : 'The server is not reachable';
  return (
    <StatusBanner icon={<IconCloudOff size={18} stroke={1.6} />} testId="offline-banner">
      <Text size="sm">
        <Text span fw={600}>
          {title}.
        </Text>{' '}
        You can keep working: your changes are kept on this device and will sync when the connection
        returns.
      </Text>
    </StatusBanner>
  );
}
