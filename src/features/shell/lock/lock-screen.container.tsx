import { useState } from 'react';
import { fullName } from '../../../domain/person-name';
import { LockScreen } from './lock-screen';
import { useLogoutFlow } from '../logout/logout-flow';
import { useServices, useSession } from '../../../shared/services/services.context';

export function LockScreenContainer() {
  const { session } = useServices();
  const { user } = useSession();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const logout = useLogoutFlow();

  async function unlock(password: string) {
    setLoading(true);
    setError(null);
    const outcome = await session.unlock(password).catch(() => ({
      ok: false as const,
      message: 'Could not unlock on this device',
    }));
    if (!outcome.ok) setError(outcome.message);
    setLoading(false);
  }

  if (!user) return null;
  return (
    <>
      <LockScreen
        fullName={fullName(user)}
        email={user.email}
        loading={loading}
        error={error}
        onUnlock={(password) => void unlock(password)}
        onLogout={() => void logout.request({ locked: true })}
      />
      {logout.dialog}
    </>
  );
}
