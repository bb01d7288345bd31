import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { countUnsyncedOperations } from '../../../session/unsynced-operations';
import { LogoutConfirmDialog } from './logout-confirm-dialog';
import { useServices } from '../../../shared/services/services.context';

// A server that accepts the connection but never answers must not hold the logout forever.
const FLUSH_LIMIT_MS = 20_000;

function withinLimit(work: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FLUSH_LIMIT_MS);
    void work.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Logout as DESIGN.md describes it: push the queued operations first; if some could not be
 * pushed, say how many and wait for the user's confirmation; then wipe (session.logout).
 * From the lock screen nothing can be pushed or counted without the key, so it always asks.
 */
export function useLogoutFlow(onLoggedOut?: () => void) {
  const { session, beforeLogout } = useServices();
  const [confirming, setConfirming] = useState<{ count: number | null } | null>(null);
  const [busy, setBusy] = useState(false);

  async function finish() {
    setBusy(true);
    await session.logout();
    setBusy(false);
    setConfirming(null);
    onLoggedOut?.();
  }

  async function request({ locked = false } = {}) {
    if (busy) return;
    if (locked) return setConfirming({ count: null });
    setBusy(true);
    const id = notifications.show({
      loading: true,
      autoClose: false,
      withCloseButton: false,
      message: 'Sending your changes before logging out…',
    });
    await withinLimit(beforeLogout.run());
    const count = await countUnsyncedOperations().catch(() => null);
    notifications.hide(id);
    setBusy(false);
    if (count === 0) return finish();
    setConfirming({ count });
  }

  const dialog = (
    <LogoutConfirmDialog
      opened={confirming !== null}
      unsyncedCount={confirming?.count ?? null}
      loading={busy}
      onConfirm={() => void finish()}
      onCancel={() => setConfirming(null)}
    />
  );
  return { request, busy, dialog };
}
