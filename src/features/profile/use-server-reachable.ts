import { useSyncStatus } from '../../shared/services/services.context';

// Changing a password and managing sessions are the server's: offline, those cards say so.
export const NEEDS_NETWORK = 'This needs a connection to the server. Connect and try again.';

export function useServerReachable(): boolean {
  const { online, serverReachable } = useSyncStatus();
  return online && serverReachable;
}
