import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useServices, useSession } from '../../shared/services/services.context';
import { PRODUCT_NAME } from '../../domain/constants';
import { LoginCard } from './login-card';
import { LoginForm } from './login-form';

// On success the session changes and the PublicOnly guard sends the user on.
export function LoginRoute() {
  const { session } = useServices();
  const { endedReason } = useSession();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(email: string, password: string) {
    setLoading(true);
    setError(null);
    const outcome = await session.login(email, password);
    if (!outcome.ok) {
      setError(outcome.message);
      setLoading(false);
    }
  }

  return (
    <LoginCard productName={PRODUCT_NAME}>
      {endedReason && !error && (
        <Alert color="orange" variant="light" mb="md" role="status" title="You were signed out">
          {endedReason}
        </Alert>
      )}
      <LoginForm
        onSubmit={(email, password) => void submit(email, password)}
        loading={loading}
        error={error}
      />
    </LoginCard>
  );
}
