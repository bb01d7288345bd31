import { useEffect } from 'react';
import { startIdleTracker } from '../../../session/idle-tracker';
import { useServices, useSession } from '../../../shared/services/services.context';
import { useSessionTimeoutMinutes } from './session-timeout';

/** Locks the session once the device has been idle past the organization's session timeout. */
export function IdleLock() {
  const { session } = useServices();
  const { loggedIn, keyState } = useSession();
  const minutes = useSessionTimeoutMinutes();
  const active = loggedIn && keyState === 'unlocked';

  useEffect(() => {
    if (!active) return;
    return startIdleTracker({ timeoutMs: minutes * 60_000, onIdle: () => void session.lock() });
  }, [active, minutes, session]);

  return null;
}
