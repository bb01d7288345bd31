import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '../shared/services/services.context';
import { loadChunk } from '../shared/lazy/load-chunk';

// Both screens need a session this device already opened online, so the service worker holds
// their chunks; loading them lazily keeps them off the login page's first load (bench/first-load).
const LockScreenContainer = lazy(() =>
  loadChunk(() => import('../features/shell/lock/lock-screen.container')).then((m) => ({
    default: m.LockScreenContainer,
  })),
);
const PasswordExpiredContainer = lazy(() =>
  loadChunk(() => import('../features/shell/password-expired/password-expired.container')).then(
    (m) => ({
      default: m.PasswordExpiredContainer,
    }),
  ),
);

const opening = (
  <Center mih="100dvh">
    <Loader aria-label="Opening your data" />
  </Center>
);

/**
 * While the session is locked nothing below this renders, so the database provider unmounts and
 * closes the data; only the lock screen shows. At start it waits for the key check, which keeps
 * the data closed until the device is known to be unlocked. An expired password shows only the
 * screen to change it: the server refuses everything else until then.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { loggedIn, keyState, passwordExpired } = useSession();
  if (loggedIn && keyState === 'unlocked' && passwordExpired) {
    return (
      <Suspense fallback={opening}>
        <PasswordExpiredContainer />
      </Suspense>
    );
  }
  if (!loggedIn || keyState === 'unlocked') return children;
  if (keyState === 'checking') return opening;
  return (
    <Suspense fallback={opening}>
      <LockScreenContainer />
    </Suspense>
  );
}
