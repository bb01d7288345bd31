import { Alert, Loader } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useEvictedClaimIds } from '../../../collections/claims/claim-evicted.hooks';
import { markClaimViewed } from '../../../collections/claims/claim-views';
import { useAppDatabase } from '../../../collections/database.context';
import { useSyncStatus } from '../../../shared/services/services.context';

/**
 * On a claim whose conversations and notes this device does not keep (claimsToStore): online they
 * are being read back (the retention pass runs when a claim is opened); offline, say so plainly.
 */
export function DetailsElsewhereNotice({ claimId }: { claimId: string }) {
  const db = useAppDatabase();
  const marked = useEvictedClaimIds().has(claimId);
  const connected = useSyncStatus().connectivity === 'connected';
  // Opened offline, then the connection returns: opening it again asks the retention pass (which
  // runs on every open) to read the details now, not at the next pull that brings a change.
  useEffect(() => {
    if (db && marked && connected) void markClaimViewed(db, claimId).catch(() => undefined);
  }, [db, marked, connected, claimId]);
  if (!marked) return null;
  if (connected) {
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
