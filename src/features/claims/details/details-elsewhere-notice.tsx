import { Alert, Loader } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useEvictedClaimIds } from '../../../collections/claims/claim-evicted.hooks';
import { useSyncStatus } from '../../../shared/services/services.context';

/**
 * On a claim whose conversations and notes this device does not keep (claimsToStore): online they
 * are being read back (the retention pass runs when a claim is opened); offline, say so plainly.
 */
export function DetailsElsewhereNotice({ claimId }: { claimId: string }) {
  const evicted = useEvictedClaimIds();
  const { connectivity } = useSyncStatus();
  if (!evicted.has(claimId)) return null;
  if (connectivity === 'connected') {
    return (
      <Alert color="blue" variant="light" role="status" icon={<Loader size={16} />}>
        Downloading this claim’s notes and conversations…
      </Alert>
    );
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      icon={<IconCloudOff size={18} />}
      title="This claim’s notes and conversations are not on this device"
    >
      This device keeps the details of the claims opened most recently. They download when you open
      the claim with a connection. What you add now is kept and sent when the connection returns.
    </Alert>
  );
}
