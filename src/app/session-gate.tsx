import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { LockScreenContainer } from '../features/shell/lock/lock-screen.container';
import { PasswordExpiredContainer } from '../features/shell/password-expired/password-expired.container';
import { useSession } from '../shared/services/services.context';

/**
 * While the session is locked nothing below this renders, so the database provider unmounts and
 * closes the data; only the lock screen shows. At start it waits for the key check, which keeps
 * the data closed until the device is known to be unlocked. An expired password shows only the
 * screen to change it: the server refuses everything else until then.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { loggedIn, keyState, passwordExpired } = useSession();
  if (loggedIn && keyState === 'unlocked' && passwordExpired) return <PasswordExpiredContainer />;
  if (!loggedIn || keyState === 'unlocked') return children;
  if (keyState === 'checking') {
    return (
      <Center mih="100dvh">
        <Loader aria-label="Opening your data" />
      </Center>
    );
  }
  return <LockScreenContainer />;
}
